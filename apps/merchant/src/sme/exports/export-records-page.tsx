import { urlOf } from '@kopru/api-client/client';
import { useExportRecords } from '@kopru/api-client/export-records';
import { istanbulDay } from '@kopru/domain/business-days';
import { exportReportCsv, exportReportPdf } from '@kopru/domain/contracts/export-records';
import { formatGtip } from '@kopru/domain/export';
import type { ExportRecord } from '@kopru/domain/schemas/export-records';
import { formatCountry, formatDay, formatMoney } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import { Badge } from '@kopru/ui/badge';
import { Button, buttonClasses } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { Field } from '@kopru/ui/field';
import { Input } from '@kopru/ui/input';
import { LoadMore } from '@kopru/ui/load-more';
import { PageHeader } from '@kopru/ui/page-header';
import { QueryView } from '@kopru/ui/query-view';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '../../lib/permissions.ts';
import { ExportNumbersDialog } from './export-numbers-dialog.tsx';
import { ProceedsBadge } from './proceeds-badge.tsx';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Each paid sale with its export figures; the month in the address (?month=YYYY-MM), this month by default. */
export function ExportRecordsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('exportRecords.title'));
  const locale = i18n.language;
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : istanbulDay(new Date()).slice(0, 7);
  const records = useExportRecords(month);
  const allowed = useCan();
  const [editing, setEditing] = useState<ExportRecord | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const reportQuery = { query: { month, lang: locale.slice(0, 2) as 'en' | 'tr' } };
  const reportHref = urlOf(exportReportCsv, reportQuery);
  const reportPdfHref = urlOf(exportReportPdf, reportQuery);
  return (
    <>
      <PageHeader
        title={t('exportRecords.title')}
        description={t('exportRecords.subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <a href={reportHref} className={buttonClasses('outline')} download>
              <Download aria-hidden="true" className="size-4" />
              {t('exportRecords.report')}
            </a>
            <a href={reportPdfHref} className={buttonClasses('outline')} download>
              <Download aria-hidden="true" className="size-4" />
              {t('exportRecords.reportPdf')}
            </a>
          </div>
        }
      />
      <div className="space-y-4">
        <Alert tone="info">{t('exportRecords.notice')}</Alert>
        {notice && <Alert tone="success">{notice}</Alert>}
        <Card className="p-4">
          <Field label={t('exportRecords.month')} className="max-w-xs">
            {(control) => (
              <Input
                {...control}
                type="month"
                value={month}
                onChange={(event) => {
                  if (MONTH.test(event.target.value)) setParams({ month: event.target.value });
                }}
              />
            )}
          </Field>
        </Card>
        <Card>
          <QueryView
            query={records}
            errorText={t('common.somethingWentWrong')}
            errorClassName="p-4"
            isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
            empty={<EmptyState icon={<FileText aria-hidden="true" />} title={t('exportRecords.empty')} />}
          >
            {(data) => (
              <>
                <Table caption={t('exportRecords.title')} className="min-w-[56rem]">
                  <THead>
                    <tr>
                      {(['sale', 'buyer', 'goods', 'amount', 'numbers', 'proceeds'] as const).map(
                        (column) => (
                          <TH key={column} className={column === 'amount' ? 'text-right' : undefined}>
                            {t(`exportRecords.columns.${column}`)}
                          </TH>
                        ),
                      )}
                    </tr>
                  </THead>
                  <TBody>
                    {data.pages
                      .flatMap((page) => page.data)
                      .map((record) => (
                        <RecordRow
                          key={record.paymentId}
                          record={record}
                          locale={locale}
                          onEdit={
                            allowed('exportRecords.manage')
                              ? () => {
                                  setNotice(null);
                                  setEditing(record);
                                }
                              : undefined
                          }
                        />
                      ))}
                  </TBody>
                </Table>
                <LoadMore query={records} />
              </>
            )}
          </QueryView>
        </Card>
      </div>
      {editing && (
        <ExportNumbersDialog
          record={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(t('exportRecords.saved'));
          }}
        />
      )}
    </>
  );
}

function RecordRow({
  record,
  locale,
  onEdit,
}: {
  record: ExportRecord;
  locale: string;
  onEdit?: () => void;
}) {
  const { t } = useTranslation();
  const numbers = [
    ['invoiceNumber', record.invoiceNumber],
    ['etgbNumber', record.etgbNumber],
    ['trackingNumber', record.trackingNumber],
  ] as const;
  const { proceeds } = record;
  return (
    <TR>
      <TD className="whitespace-nowrap">
        <span className="block font-mono text-xs">{record.transactionId}</span>
        {formatDay(record.saleDate, locale)}
        {record.amountRefunded > 0 && (
          <Badge tone="neutral" className="mt-1 block w-fit">
            {record.amountRefunded >= record.amount
              ? t('exportRecords.refunded')
              : t('exportRecords.partlyRefunded', {
                  amount: formatMoney(record.amountRefunded, record.currency, locale),
                })}
          </Badge>
        )}
      </TD>
      <TD>
        <span className="block">{record.buyerName ?? record.buyerEmail ?? '—'}</span>
        {record.buyerCountry && (
          <span className="text-xs text-slate-600">{formatCountry(record.buyerCountry, locale)}</span>
        )}
      </TD>
      <TD>
        <span className="block">{record.goods}</span>
        <span className="block text-xs text-slate-600">
          {record.gtipCode
            ? t('exportRecords.gtip', { code: formatGtip(record.gtipCode) })
            : t('exportRecords.noGtip')}
        </span>
        <span className="block text-xs text-slate-600">
          {t('exportRecords.origin', { country: formatCountry(record.originCountry, locale) })}
        </span>
      </TD>
      <TD className="text-right whitespace-nowrap">
        <span className="block font-medium">{formatMoney(record.amount, record.currency, locale)}</span>
        {record.lira ? (
          <span className="block text-xs text-slate-600">
            {formatMoney(record.lira.amount, 'TRY', locale)}
            <span className="block">
              {t('exportRecords.liraAt', {
                rate: record.lira.rate,
                source: t(`exportRecords.source.${record.lira.source}`),
                date: formatDay(record.lira.rateDate, locale),
              })}
            </span>
          </span>
        ) : (
          <span className="block text-xs text-amber-800">{t('exportRecords.noRate')}</span>
        )}
      </TD>
      <TD>
        <dl className="space-y-0.5 text-xs">
          {numbers.map(([field, value]) => (
            <div key={field}>
              <dt className="text-slate-600">{t(`exportRecords.dialog.${field}`)}:</dt>
              <dd className={value ? 'font-mono' : 'text-slate-500'}>
                {value ?? t('exportRecords.missing')}
              </dd>
            </div>
          ))}
        </dl>
        {onEdit && (
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={onEdit}
            aria-label={t('exportRecords.editLabel', { transaction: record.transactionId })}
          >
            {t('exportRecords.edit')}
          </Button>
        )}
      </TD>
      <TD>
        <ProceedsBadge proceeds={proceeds} />
      </TD>
    </TR>
  );
}
