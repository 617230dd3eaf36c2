import type { AdminMerchant } from '@kopru/domain/schemas/admin-merchants';
import { formatDate } from '@kopru/i18n/format';
import { Button, buttonClasses } from '@kopru/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MerchantStatusBadge } from '../../components/merchant-status-badge.tsx';
import { adminLinks } from '../../paths.ts';

/** An e-mail address that may wrap after the @ rather than widen the table. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

export function SmesTable({
  merchants,
  onEdit,
}: {
  merchants: AdminMerchant[];
  onEdit(merchant: AdminMerchant): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Table caption={t('adminSmes.table.caption')} className="min-w-[56rem]">
      <THead>
        <tr>
          <TH>{t('adminSmes.table.company')}</TH>
          <TH>{t('adminSmes.table.authPerson')}</TH>
          <TH>{t('adminSmes.table.email')}</TH>
          <TH>{t('adminSmes.table.taxId')}</TH>
          <TH>{t('adminSmes.table.status')}</TH>
          <TH>{t('adminSmes.table.registered')}</TH>
          <TH className="text-right">{t('adminSmes.table.actions')}</TH>
        </tr>
      </THead>
      <TBody>
        {merchants.map((merchant) => (
          <TR key={merchant.id}>
            <TD className="min-w-40 font-medium text-slate-900">{merchant.companyName}</TD>
            <TD>{merchant.authPersonName}</TD>
            <TD>
              <BreakableEmail email={merchant.email} />
            </TD>
            <TD className="tabular-nums">{merchant.taxId}</TD>
            <TD>
              <MerchantStatusBadge status={merchant.status} />
            </TD>
            <TD className="whitespace-nowrap">{formatDate(merchant.createdAt, i18n.language)}</TD>
            <TD className="text-right whitespace-nowrap">
              <Link
                to={adminLinks.merchant(merchant.id)}
                className={buttonClasses('outline', 'sm')}
                aria-label={t('adminSmes.viewLabel', { company: merchant.companyName })}
              >
                {t('adminSmes.view')}
              </Link>
              <Button
                variant="ghost"
                size="sm"
                className="ml-2"
                onClick={() => onEdit(merchant)}
                aria-label={t('adminSmes.editLabel', { company: merchant.companyName })}
              >
                {t('adminSmes.edit')}
              </Button>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
