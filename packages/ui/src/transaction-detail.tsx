import type { Address, PayerDetails } from '@kopru/domain/schemas/payer-details';
import type { TransactionDetail } from '@kopru/domain/schemas/transaction-detail';
import { formatCountry, formatDateTime, formatMoney, formatNumber, formatPercent } from '@kopru/i18n/format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './badge.tsx';
import { Card, CardBody, CardHeader } from './card.tsx';
import { PaymentStatusBadge } from './payment-status-badge.tsx';
import { Table, TBody, TD, TH, THead, TR } from './table.tsx';

const refundTones = { pending: 'warning', succeeded: 'info', failed: 'danger' } as const satisfies Record<
  string,
  BadgeTone
>;

/**
 * "Completed" plus "Partially refunded · $30.00 refunded" when refunds succeeded, and "Charged
 * back · $70.00 charged back" after a lost dispute.
 */
export function PaymentStatusWithRefunds({ payment }: { payment: TransactionDetail['payment'] }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <PaymentStatusBadge status={payment.status} />
      {payment.refundStatus !== 'none' && (
        <Badge tone="info">{t(`refunds.paymentStatus.${payment.refundStatus}`)}</Badge>
      )}
      {payment.amountRefunded > 0 && (
        <span className="text-xs text-slate-600">
          {t('refunds.refundedAmount', {
            amount: formatMoney(payment.amountRefunded, payment.currency, i18n.language),
          })}
        </span>
      )}
      {payment.chargedBackAmount > 0 && (
        <>
          <Badge tone="danger">{t('refunds.chargedBack')}</Badge>
          <span className="text-xs text-slate-600">
            {t('refunds.chargedBackAmount', {
              amount: formatMoney(payment.chargedBackAmount, payment.currency, i18n.language),
            })}
          </span>
        </>
      )}
    </span>
  );
}

function addressText(address: Address, locale: string): string {
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.line1, address.line2, place, address.region, formatCountry(address.country, locale)]
    .filter(Boolean)
    .join('\n');
}

/** What the payer gave on the checkout: only the fields it filled in. */
function payerDetailRows(
  details: PayerDetails | null | undefined,
  t: TFunction,
  locale: string,
): [string, string][] {
  if (!details) return [];
  const { billingAddress, shippingAddress, ...texts } = details;
  const rows: [string, string][] = [];
  for (const field of ['name', 'phone', 'company', 'taxId'] as const) {
    const value = texts[field];
    if (value) rows.push([t(`refunds.detail.details.${field}`), value]);
  }
  if (billingAddress)
    rows.push([t('refunds.detail.details.billingAddress'), addressText(billingAddress, locale)]);
  if (shippingAddress)
    rows.push([t('refunds.detail.details.shippingAddress'), addressText(shippingAddress, locale)]);
  return rows;
}

/** Amount, fee, net, the withholding and what is received, refunded, then the payer's data. */
export function TransactionSummary({ detail }: { detail: TransactionDetail }) {
  const { t, i18n } = useTranslation();
  const { payment, payer } = detail;
  const money = (minor: number) => formatMoney(minor, payment.currency, i18n.language);
  const rows: [string, string][] = [
    [t('refunds.detail.amount'), money(payment.amount)],
    [t('refunds.detail.fee'), money(payment.fee)],
    [t('refunds.detail.net'), money(payment.net)],
    [t('refunds.detail.refunded'), money(payment.amountRefunded)],
  ];
  // Kept for the tax office (decision 015): after the net, with what the merchant receives.
  if (detail.withholding)
    rows.splice(
      3,
      0,
      [
        t('refunds.detail.withholding', {
          rate: formatPercent(detail.withholding.basisPoints / 100, i18n.language),
        }),
        money(detail.withholding.amount),
      ],
      [t('refunds.detail.received'), money(payment.net - detail.withholding.amount)],
    );
  if (payment.chargedBackAmount > 0)
    rows.push([t('refunds.detail.chargedBack'), money(payment.chargedBackAmount)]);
  if (payment.quantity > 1)
    rows.unshift([t('refunds.detail.quantity'), formatNumber(payment.quantity, i18n.language)]);
  // No last four yet: the card is typed on the acquirer's page, which reports it with the result.
  const card: [string, string] = [
    t('refunds.detail.card'),
    payment.cardLast4 ? `${payment.cardBrand} •••• ${payment.cardLast4}` : '–',
  ];
  // null: the member's role does not show the payer's personal data (payments.payerDetails).
  const payerRows: [string, string][] = payer
    ? [
        [t('refunds.detail.payerName'), payer.name],
        [t('refunds.detail.payerEmail'), payer.email ?? t('refunds.detail.notCollected')],
        [t('refunds.detail.payerLanguage'), payer.locale ? t(`common.languages.${payer.locale}`) : '—'],
        card,
        ...payerDetailRows(payment.payerDetails, t, i18n.language),
      ]
    : [card];
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <Card>
        <CardHeader title={t('refunds.detail.money')} />
        <CardBody>
          <DefinitionList rows={rows} />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('refunds.detail.payer')} />
        <CardBody>
          <DefinitionList rows={payerRows} />
          {!payer && <p className="mt-3 text-sm text-slate-600">{t('refunds.detail.payerHidden')}</p>}
        </CardBody>
      </Card>
    </div>
  );
}

function DefinitionList({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 py-2">
          <dt className="shrink-0 text-slate-600">{term}</dt>
          <dd className="text-right font-medium break-all whitespace-pre-line text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What happened to the payment, oldest first. */
export function TransactionTimeline({ detail }: { detail: TransactionDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Card>
      <CardHeader title={t('refunds.detail.timeline')} />
      <CardBody>
        <ol aria-label={t('refunds.detail.timeline')} className="space-y-3 border-l border-slate-200 pl-4">
          {detail.timeline.map((entry, index) => (
            <li key={`${entry.type}-${entry.refundId ?? index}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-teal-600 ring-2 ring-white"
              />
              <p className="text-sm font-medium text-slate-900">
                {t(`refunds.detail.events.${entry.type}`, {
                  amount: formatMoney(entry.amount ?? 0, detail.payment.currency, locale),
                })}
              </p>
              <time dateTime={entry.at} className="text-xs text-slate-500">
                {formatDateTime(entry.at, locale)}
              </time>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}

/**
 * The payment's refunds with their reason and state; a list, so it fits a phone without
 * scrolling. Nothing without refunds, or for a role that does not read them (null).
 */
export function RefundList({ detail }: { detail: TransactionDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const refunds = detail.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <Card>
      <CardHeader title={t('refunds.list.title')} />
      <ul aria-label={t('refunds.list.title')} className="divide-y divide-slate-100">
        {refunds.map((refund) => (
          <li key={refund.id} className="flex flex-wrap items-start justify-between gap-2 px-5 py-3 text-sm">
            <div>
              <p className="font-medium text-slate-900">
                {formatMoney(refund.amount, refund.currency, locale)}
              </p>
              <p className="text-slate-600">{t(`refunds.reasons.${refund.reason}`)}</p>
              <time dateTime={refund.createdAt} className="text-xs text-slate-500">
                {formatDateTime(refund.createdAt, locale)}
              </time>
            </div>
            <Badge tone={refundTones[refund.status]}>{t(`refunds.status.${refund.status}`)}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Every ledger entry of the payment, and of the refunds and disputes the member reads. */
export function LedgerEntries({ detail }: { detail: TransactionDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const label = (key: string, group: 'accounts' | 'kinds') => {
    const path = `refunds.detail.${group}.${key}`;
    return i18n.exists(path) ? (t as unknown as (k: string) => string)(path) : key;
  };
  return (
    <Card>
      <CardHeader title={t('refunds.detail.ledger')} description={t('refunds.detail.ledgerText')} />
      <Table caption={t('refunds.detail.ledger')}>
        <THead>
          <tr>
            <TH>{t('refunds.detail.kind')}</TH>
            <TH>{t('refunds.detail.account')}</TH>
            <TH className="text-right">{t('refunds.list.amount')}</TH>
          </tr>
        </THead>
        <TBody>
          {detail.ledger.map((line, index) => (
            <TR key={`${line.ledgerTransactionId}-${index}`}>
              <TD>{label(line.kind, 'kinds')}</TD>
              <TD>
                {label(line.account, 'accounts')}
                <span className="block text-xs text-slate-500">
                  {line.merchantAccount ? t('refunds.detail.yours') : t('refunds.detail.platform')}
                </span>
              </TD>
              <TD
                className={`text-right font-mono whitespace-nowrap ${line.amount < 0 ? 'text-red-700' : 'text-emerald-700'}`}
              >
                {formatMoney(line.amount, line.currency, locale)}
              </TD>
            </TR>
          ))}
        </TBody>
      </Table>
    </Card>
  );
}
