import type { AcquirerPayoutItem } from '@kopru/domain/schemas/acquirer-payout';
import { formatDate, formatDay, formatExactMoney, formatRate } from '@kopru/i18n/format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from './card.tsx';

/**
 * Marketplace mode: when and how much iyzico pays each part of the payment (its share, its
 * reserve), by iyzico's own figures: our release to iyzico, then iyzico's blockage end, and for
 * another currency iyzico's rate and the amount in it. Nothing without iyzico's figures.
 */
/**
 * iyzico pays an item once we have released it and its own hold has ended: when the hold ends
 * before our release, the release decides, and the card must not promise iyzico's earlier date.
 */
function paysWhen(item: AcquirerPayoutItem, released: string | null, t: TFunction, locale: string): string {
  if (!item.blockageResolvedDate) return t('acquirerFigures.payout.paysFromUnknown');
  const holdEnds = formatDay(item.blockageResolvedDate, locale);
  if (released && released.slice(0, 10) > item.blockageResolvedDate) {
    return t('acquirerFigures.payout.paysAfterRelease', { date: holdEnds });
  }
  return t('acquirerFigures.payout.paysFrom', { date: holdEnds });
}

export function AcquirerPayout({ items }: { items: AcquirerPayoutItem[] }) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return null;
  const locale = i18n.language;
  return (
    <Card>
      <CardHeader title={t('acquirerFigures.payout.title')} />
      <CardBody>
        <p className="mb-3 text-sm text-slate-600">{t('acquirerFigures.payout.intro')}</p>
        <ul className="divide-y divide-slate-100 text-sm">
          {items.map((item) => {
            const released = item.releasedAt ?? item.releaseAt;
            return (
              <li key={item.item} className="space-y-1 py-2">
                <p className="font-medium text-slate-900">{t(`acquirerFigures.payout.${item.item}`)}</p>
                {released && (
                  <p className="text-slate-700">
                    {t(
                      item.releasedAt
                        ? 'acquirerFigures.payout.released'
                        : 'acquirerFigures.payout.toBeReleased',
                      {
                        date: formatDate(released, locale),
                      },
                    )}
                  </p>
                )}
                <p className="text-slate-700">{paysWhen(item, released, t, locale)}</p>
                {item.amount !== null && (
                  <p className="text-slate-700">
                    {t('acquirerFigures.payout.amount', {
                      amount: formatExactMoney(item.amount, item.currency, locale),
                    })}
                  </p>
                )}
                {item.converted?.amount != null && (
                  <p className="text-slate-700">
                    {t('acquirerFigures.payout.converted', {
                      currency: item.converted.currency,
                      from: item.currency,
                      rate: formatRate(item.converted.rate, locale),
                      amount: formatExactMoney(item.converted.amount, item.converted.currency, locale),
                    })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </CardBody>
    </Card>
  );
}
