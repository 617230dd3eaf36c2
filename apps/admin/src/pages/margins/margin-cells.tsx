import { formatExactMoney } from '@kopru/i18n/format';
import { cn } from '@kopru/ui/cn';
import { TD } from '@kopru/ui/table';
import { useTranslation } from 'react-i18next';

/** An exact amount of iyzico's (minor units as decimal text), or "Not recorded yet" without it. */
export function ExactMoneyCell({
  minor,
  currency,
  strong,
}: {
  minor: string | null;
  currency: string;
  strong?: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (minor === null)
    return (
      <TD className="whitespace-nowrap text-right italic text-slate-500">{t('adminMargins.notRecorded')}</TD>
    );
  const negative = minor.startsWith('-');
  return (
    <TD
      className={cn(
        'whitespace-nowrap text-right tabular-nums',
        strong && 'font-semibold',
        negative ? 'text-red-700' : strong && 'text-slate-900',
      )}
    >
      {formatExactMoney(minor, currency, i18n.language)}
    </TD>
  );
}
