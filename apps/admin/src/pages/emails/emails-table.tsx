import type { OutboxEmail } from '@kopru/domain/schemas/email';
import { formatDateTime } from '@kopru/i18n/format';
import { Badge } from '@kopru/ui/badge';
import { Button } from '@kopru/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useTranslation } from 'react-i18next';
import { emailStatusTones, useTemplateLabel } from './email-labels.ts';

export function EmailsTable({ emails, onOpen }: { emails: OutboxEmail[]; onOpen(email: OutboxEmail): void }) {
  const { t, i18n } = useTranslation();
  const templateLabel = useTemplateLabel();
  return (
    <Table caption={t('adminEmails.table.caption')} className="min-w-[52rem]">
      <THead>
        <tr>
          <TH>{t('adminEmails.table.to')}</TH>
          <TH>{t('adminEmails.table.subject')}</TH>
          <TH>{t('adminEmails.table.template')}</TH>
          <TH>{t('adminEmails.table.status')}</TH>
          <TH>{t('adminEmails.table.time')}</TH>
          <TH className="text-right">{t('adminEmails.table.actions')}</TH>
        </tr>
      </THead>
      <TBody>
        {emails.map((email) => (
          <TR key={email.id}>
            <TD>{email.to}</TD>
            <TD className="font-medium text-slate-900">{email.subject}</TD>
            <TD>{templateLabel(email.template)}</TD>
            <TD>
              <Badge tone={emailStatusTones[email.status]}>{t(`adminEmails.status.${email.status}`)}</Badge>
            </TD>
            <TD className="whitespace-nowrap">
              <time dateTime={email.createdAt}>{formatDateTime(email.createdAt, i18n.language)}</time>
            </TD>
            <TD className="text-right">
              <Button
                variant="outline"
                size="sm"
                onClick={() => onOpen(email)}
                aria-label={t('adminEmails.openLabel', { subject: email.subject, to: email.to })}
              >
                {t('adminEmails.open')}
              </Button>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
