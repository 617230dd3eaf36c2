import { useMerchantReleases } from '@kopru/api-client/releases';
import type { AcquirerPart, MerchantReleases, PaymentRelease } from '@kopru/domain/schemas/release-terms';
import {
  formatDate,
  formatDay,
  formatExactMoney,
  formatMoney,
  formatPercent,
  formatRate,
} from '@kopru/i18n/format';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { QueryView } from '@kopru/ui/query-view';
import { Spinner } from '@kopru/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { smeLinks, smeRoutes } from '../paths.ts';

/**
 * When the merchant gets its money (decision 013): its terms in one sentence, what is held per
 * currency, and the next payments with when their share and reserve are released; in marketplace
 * mode also when iyzico pays each part and, in another currency, at iyzico's rate. `limit` shows
 * only the first payments, with a link to the payouts page that shows them all.
 */
export function ReleasesCard({ paidByAcquirer, limit }: { paidByAcquirer: boolean; limit?: number }) {
  const { t } = useTranslation();
  const releases = useMerchantReleases();
  return (
    <QueryView
      query={releases}
      errorText={t('common.somethingWentWrong')}
      errorClassName=""
      loading={<Spinner label={t('common.loading')} />}
    >
      {(data) => <Releases data={data} paidByAcquirer={paidByAcquirer} limit={limit} />}
    </QueryView>
  );
}

export function Releases({
  data,
  paidByAcquirer,
  limit,
}: {
  data: MerchantReleases;
  paidByAcquirer: boolean;
  limit?: number;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const shown = limit === undefined ? data.payments : data.payments.slice(0, limit);
  return (
    <Card>
      <CardHeader
        title={t('releases.title')}
        description={<TermsText data={data} paidByAcquirer={paidByAcquirer} />}
      />
      <CardBody className="space-y-4 text-sm">
        {data.held.length > 0 && (
          <ul className="grid gap-3 sm:grid-cols-2">
            {data.held.map((held) => {
              const money = (amount: number) => formatMoney(amount, held.currency, locale);
              return (
                <li key={held.currency} className="rounded-xl bg-slate-50 p-3">
                  <p className="text-slate-600">{t('releases.held.label', { currency: held.currency })}</p>
                  <p className="text-xl font-semibold text-slate-900 tabular-nums">{money(held.total)}</p>
                  {held.share > 0 && (
                    <p className="text-slate-600">
                      {t('releases.held.share', { amount: money(held.share) })}
                    </p>
                  )}
                  {held.reserve > 0 && (
                    <p className="text-slate-600">
                      {held.nextReserveReleaseOn
                        ? t('releases.held.nextReserve', {
                            amount: money(held.reserve),
                            date: formatDate(held.nextReserveReleaseOn, locale),
                          })
                        : t('releases.held.reserve', { amount: money(held.reserve) })}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {shown.length === 0 ? (
          <p className="text-slate-600">{t('releases.none')}</p>
        ) : (
          <div>
            <h3 className="mb-1 font-medium text-slate-900">{t('releases.next')}</h3>
            <ul className="divide-y divide-slate-100">
              {shown.map((payment) => (
                <PaymentReleaseItem
                  key={payment.paymentId}
                  payment={payment}
                  paidByAcquirer={paidByAcquirer}
                />
              ))}
            </ul>
          </div>
        )}
        {limit !== undefined && data.payments.length > limit && (
          <Link to={smeRoutes.payouts} className="inline-block font-medium text-brand-700 underline">
            {t(paidByAcquirer ? 'releases.seeAllMarketplace' : 'releases.seeAll')}
          </Link>
        )}
      </CardBody>
    </Card>
  );
}

function TermsText({ data, paidByAcquirer }: { data: MerchantReleases; paidByAcquirer: boolean }) {
  const { t, i18n } = useTranslation();
  const { terms } = data;
  const mode = paidByAcquirer ? 'marketplace' : 'platform';
  const release =
    terms.releaseDelayDays === 0
      ? t(`releases.terms.${mode}Now`)
      : t(`releases.terms.${mode}`, { delay: t('releases.days', { count: terms.releaseDelayDays }) });
  const reserve =
    terms.reserveBasisPoints > 0
      ? t('releases.terms.reserve', {
          percent: formatPercent(terms.reserveBasisPoints / 100, i18n.language),
          days: t('releases.days', { count: terms.reserveDays }),
        })
      : null;
  const own = terms.source === 'merchant' ? t('releases.terms.own') : null;
  return <>{[release, reserve, own].filter(Boolean).join(' ')}</>;
}

/** One payment: its share and its reserve, each with its release date or that it is released. */
function PaymentReleaseItem({
  payment,
  paidByAcquirer,
}: {
  payment: PaymentRelease;
  paidByAcquirer: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const mode = paidByAcquirer ? 'marketplace' : 'platform';
  const when = (released: boolean, on: string | null) =>
    released
      ? t(`releases.${mode}.done`)
      : on
        ? t(`releases.${mode}.on`, { date: formatDate(on, locale) })
        : t('releases.marketplace.pending');
  return (
    <li className="space-y-0.5 py-2">
      <Link to={smeLinks.transaction(payment.paymentId)} className="font-medium text-slate-900 underline">
        {payment.transactionId}
      </Link>
      <p className="text-slate-700">
        {t('releases.share', {
          amount: formatMoney(payment.share, payment.currency, locale),
          when: when(payment.shareReleased, payment.shareReleaseOn),
        })}
      </p>
      <AcquirerLines
        part={payment.acquirer?.share ?? null}
        from={payment.currency}
        releaseOn={payment.shareReleased ? null : payment.shareReleaseOn}
      />
      {payment.reserve > 0 && (
        <>
          <p className="text-slate-700">
            {t('releases.reserve', {
              amount: formatMoney(payment.reserve, payment.currency, locale),
              when: when(payment.reserveReleased, payment.reserveReleaseOn),
            })}
          </p>
          <AcquirerLines
            part={payment.acquirer?.reserve ?? null}
            from={payment.currency}
            releaseOn={payment.reserveReleased ? null : payment.reserveReleaseOn}
          />
        </>
      )}
    </li>
  );
}

/**
 * Marketplace mode: when iyzico pays the part and at what rate in another currency (iyzico's
 * figures). iyzico pays once its own hold has ended and we have released the part: the later of
 * the two, so a reserve released months after iyzico's hold never shows iyzico's earlier date.
 */
function AcquirerLines({
  part,
  from,
  releaseOn,
}: {
  part: AcquirerPart | null;
  from: string;
  releaseOn: string | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  if (!part) return null;
  const paysFrom = part.paysFrom
    ? releaseOn && releaseOn.slice(0, 10) > part.paysFrom
      ? formatDate(releaseOn, locale)
      : formatDay(part.paysFrom, locale)
    : null;
  return (
    <>
      {paysFrom && <p className="pl-3 text-slate-600">{t('releases.paysFrom', { date: paysFrom })}</p>}
      {part.converted?.amount != null && (
        <p className="pl-3 text-slate-600">
          {t('releases.converted', {
            amount: formatExactMoney(part.converted.amount, part.converted.currency, locale),
            from,
            rate: formatRate(part.converted.rate, locale),
            currency: part.converted.currency,
          })}
        </p>
      )}
    </>
  );
}
