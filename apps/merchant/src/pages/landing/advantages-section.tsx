import { type PaymentTerms, paymentTermsRow, type TermsTranslate } from '@kopru/i18n/release-terms-text';
import { Spinner } from '@kopru/ui/spinner';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicFigures } from './figures.ts';
import { Section } from './section.tsx';

const advantages = ['pricing', 'noForeignAccount', 'local', 'secure'] as const;

/**
 * `terms`: the deployment's configured terms (GET /api/config), undefined until they arrive: the
 * prerendered page is written without any configuration, and a build serves every deployment.
 */
export function AdvantagesSection({
  figures,
  terms,
  termsFailed,
}: {
  figures: PublicFigures;
  terms: PaymentTerms | undefined;
  termsFailed: boolean;
}) {
  const { t, i18n } = useTranslation();
  const payout = terms ? paymentTermsRow(t as unknown as TermsTranslate, i18n.language, terms) : undefined;
  const rows: { key: string; label: string; kopru: ReactNode; note: string | undefined; wire: string }[] = [
    {
      key: 'setup',
      label: t('landing.advantages.comparison.setup'),
      kopru: figures.minutes,
      note: undefined,
      wire: t('landing.advantages.comparison.wireSetup'),
    },
    {
      key: 'fee',
      label: t('landing.advantages.comparison.fee'),
      kopru: figures.fee,
      note: t('landing.advantages.comparison.feeNote'),
      wire: t('landing.advantages.comparison.wireFee'),
    },
    {
      key: 'payout',
      label: t('landing.advantages.comparison.payout'),
      kopru:
        payout?.value ??
        (termsFailed ? t('landing.content.failed') : <Spinner label={t('landing.content.loading')} />),
      note: payout?.note,
      wire: t('landing.advantages.comparison.wirePayout'),
    },
    {
      key: 'support',
      label: t('landing.advantages.comparison.support'),
      kopru: figures.support,
      note: undefined,
      wire: t('landing.advantages.comparison.wireSupport'),
    },
  ];
  return (
    <Section
      id="advantages"
      title={t('landing.advantages.title')}
      subtitle={t('landing.advantages.subtitle')}
    >
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <ul className="space-y-6">
          {advantages.map((key) => (
            <li key={key} className="flex gap-4">
              <span className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                <Check aria-hidden="true" className="size-4" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">
                  {t(`landing.advantages.items.${key}.title`)}
                </h3>
                <p className="mt-1 text-slate-600">{t(`landing.advantages.items.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="overflow-hidden rounded-2xl border border-brand-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="bg-brand-700 px-3 py-3 text-left text-base font-semibold text-white sm:px-5">
              {t('landing.advantages.comparison.title')}
            </caption>
            <thead className="bg-brand-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-3 font-medium sm:px-5">
                  {t('landing.advantages.comparison.feature')}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold text-brand-800 sm:px-5">
                  {t('landing.advantages.comparison.kopru')}
                </th>
                <th scope="col" className="px-3 py-3 font-medium sm:px-5">
                  {t('landing.advantages.comparison.wire')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.key} data-testid={`comparison-${row.key}`}>
                  <th scope="row" className="px-3 py-3 align-top font-medium text-slate-900 sm:px-5">
                    {row.label}
                  </th>
                  <td className="px-3 py-3 align-top font-semibold text-brand-800 sm:px-5">
                    {row.kopru}
                    {row.note && <span className="block text-xs font-normal text-slate-600">{row.note}</span>}
                  </td>
                  <td className="px-3 py-3 align-top text-slate-600 sm:px-5">{row.wire}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Section>
  );
}
