import { ApiError } from '@kopru/api-client/client';
import { payoutStatementFileUrls, usePayoutStatement } from '@kopru/api-client/payout-statements';
import { toLocale } from '@kopru/domain/locale';
import type { PayoutStatement } from '@kopru/domain/schemas/payout-statements';
import { formatDate, formatDateTime, formatMoney } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import { buttonClasses } from '@kopru/ui/button';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { PageHeader } from '@kopru/ui/page-header';
import { PayoutStatusBadge } from '@kopru/ui/payout-status-badge';
import { QueryView } from '@kopru/ui/query-view';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { ArrowLeft, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { smeRoutes } from '../../paths.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function StatementView({ statement }: { statement: PayoutStatement }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { payout, totals, currency } = statement;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const files = payoutStatementFileUrls(payout.id, toLocale(locale));
  const period = statement.periodStart
    ? t('payoutStatement.summary.periodValue', {
        start: formatDate(statement.periodStart, locale),
        end: formatDate(statement.periodEnd, locale),
      })
    : t('payoutStatement.summary.periodUntil', { end: formatDate(statement.periodEnd, locale) });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <a href={files.pdf} className={buttonClasses('outline')} download>
          <Download aria-hidden="true" className="size-4" />
          {t('payoutStatement.downloadPdf')}
        </a>
        <a href={files.csv} className={buttonClasses('outline')} download>
          <Download aria-hidden="true" className="size-4" />
          {t('payoutStatement.downloadCsv')}
        </a>
      </div>
      <Card>
        <CardBody>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Field label={t('payoutStatement.summary.reference')}>
              <span className="font-mono">{payout.reference}</span>
              <span className="block text-xs text-slate-500">
                {t('payoutStatement.summary.referenceHint')}
              </span>
            </Field>
            <Field label={t('payoutStatement.summary.status')}>
              <PayoutStatusBadge status={payout.status} />
            </Field>
            <Field label={t('payoutStatement.summary.period')}>{period}</Field>
            <Field label={t('payoutStatement.summary.bankAccount')}>
              {payout.bankName}, {payout.ibanMasked}
            </Field>
            <Field label={t('payoutStatement.legal.companyName')}>{statement.merchant.companyName}</Field>
            <Field label={t('payoutStatement.legal.taxId')}>{statement.merchant.taxId}</Field>
          </dl>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('payoutStatement.lines.heading')} description={t('payoutStatement.intro')} />
        {statement.lines.length === 0 ? (
          <p className="px-5 py-4 text-sm text-slate-600">{t('payoutStatement.lines.empty')}</p>
        ) : (
          <Table
            caption={t('payoutStatement.lines.caption', { reference: payout.reference })}
            className="min-w-[46rem]"
          >
            <THead>
              <tr>
                <TH>{t('payoutStatement.lines.date')}</TH>
                <TH>{t('payoutStatement.lines.type')}</TH>
                <TH>{t('payoutStatement.lines.reference')}</TH>
                <TH className="text-right">{t('payoutStatement.lines.gross')}</TH>
                <TH className="text-right">{t('payoutStatement.lines.fee')}</TH>
                <TH className="text-right">{t('payoutStatement.lines.withholding')}</TH>
                <TH className="text-right">{t('payoutStatement.lines.amount')}</TH>
              </tr>
            </THead>
            <TBody>
              {statement.lines.map((line) => (
                <TR key={line.entryId}>
                  <TD className="whitespace-nowrap">{formatDateTime(line.postedAt, locale)}</TD>
                  <TD>{t(`payoutStatement.types.${line.type}`)}</TD>
                  <TD>
                    <span className="font-mono text-xs">{line.reference ?? '—'}</span>
                    {line.description && (
                      <span className="block max-w-48 text-xs [overflow-wrap:anywhere] text-slate-500">
                        {line.description}
                      </span>
                    )}
                  </TD>
                  <TD className="text-right whitespace-nowrap">
                    {line.gross === null ? '' : money(line.gross)}
                  </TD>
                  <TD className="text-right whitespace-nowrap">{line.fee === null ? '' : money(line.fee)}</TD>
                  <TD className="text-right whitespace-nowrap">
                    {line.withholding === null ? '' : money(line.withholding)}
                  </TD>
                  <TD className="text-right font-medium whitespace-nowrap">{money(line.amount)}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </Card>
      <Card>
        <CardHeader title={t('payoutStatement.totals.heading')} />
        <CardBody>
          <dl className="space-y-2 text-sm">
            {(
              [
                ['carriedIn', totals.carriedIn],
                ['movements', totals.movements],
                ['carriedForward', -totals.carriedForward],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex justify-between gap-4">
                <dt className="text-slate-600">{t(`payoutStatement.totals.${key}`)}</dt>
                <dd className="whitespace-nowrap">{money(value)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold">
              <dt>{t('payoutStatement.totals.payout')}</dt>
              <dd className="whitespace-nowrap">{money(totals.payout)}</dd>
            </div>
            {totals.withholding > 0 && (
              <div className="flex justify-between gap-4 text-slate-600">
                <dt>{t('payoutStatement.totals.withholding')}</dt>
                <dd className="whitespace-nowrap">{money(totals.withholding)}</dd>
              </div>
            )}
            {payout.conversion && (
              <div className="flex justify-between gap-4 text-slate-600">
                <dt>{t('payoutStatement.conversion.amount')}</dt>
                <dd className="whitespace-nowrap">{formatMoney(payout.payoutAmount, 'TRY', locale)}</dd>
              </div>
            )}
          </dl>
        </CardBody>
      </Card>
    </div>
  );
}

/** One payout's statement: the balance movements it carries, its totals and the files to download. */
export function PayoutStatementPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const statement = usePayoutStatement(id);
  const reference = statement.data?.payout.reference ?? '';
  useDocumentTitle(t('payoutStatement.pageTitle', { reference }));
  const missing = statement.error instanceof ApiError && statement.error.code === 'not_found';
  return (
    <>
      <Link
        to={smeRoutes.payouts}
        className="mb-4 inline-flex items-center gap-1 text-sm text-teal-700 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('payoutStatement.back')}
      </Link>
      <PageHeader
        title={reference ? t('payoutStatement.pageTitle', { reference }) : t('payoutStatement.title')}
        description={t('payoutStatement.title')}
      />
      {missing ? (
        <Alert tone="info">{t('payoutStatement.unavailable')}</Alert>
      ) : (
        <QueryView query={statement} errorText={t('payoutStatement.loadFailed')}>
          {(data) => <StatementView statement={data} />}
        </QueryView>
      )}
    </>
  );
}
