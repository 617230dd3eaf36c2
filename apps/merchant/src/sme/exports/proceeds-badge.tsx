import type { ExportRecord } from '@kopru/domain/schemas/export-records';
import { formatDay } from '@kopru/i18n/format';
import { Badge } from '@kopru/ui/badge';
import { useTranslation } from 'react-i18next';

/**
 * Where a sale's money stands against the 180-day rule (docs/export.md): home (by a payout, or paid
 * by iyzico in marketplace mode), released with the day iyzico pays it, or the days left.
 */
export function ProceedsBadge({ proceeds }: { proceeds: ExportRecord['proceeds'] }) {
  const { t, i18n } = useTranslation();
  const day = (value: string) => formatDay(value, i18n.language);
  const paysOn = proceeds.acquirerPaysOn;
  if (proceeds.carried)
    return (
      <Badge tone="success">
        {paysOn ? t('exportRecords.paidByAcquirer', { date: day(paysOn) }) : t('exportRecords.carried')}
      </Badge>
    );
  if (paysOn) {
    const late = paysOn > proceeds.deadline;
    return (
      <Badge tone={late ? 'warning' : 'neutral'}>
        {t(late ? 'exportRecords.acquirerPaysLate' : 'exportRecords.acquirerPays', {
          date: day(paysOn),
          deadline: day(proceeds.deadline),
        })}
      </Badge>
    );
  }
  if (proceeds.daysLeft < 0)
    return <Badge tone="danger">{t('exportRecords.overdue', { date: day(proceeds.deadline) })}</Badge>;
  return (
    <Badge tone={proceeds.daysLeft <= 30 ? 'warning' : 'neutral'}>
      {t('exportRecords.daysLeft', { count: proceeds.daysLeft, date: day(proceeds.deadline) })}
    </Badge>
  );
}
