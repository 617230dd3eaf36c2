import type { AuditEntry } from '@kopru/domain/schemas/audit';
import { formatDateTime } from '@kopru/i18n/format';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminLinks } from '../../paths.ts';
import { AuditDetails } from './audit-details.tsx';
import { useAuditLabels } from './audit-labels.ts';

function Target({ entry }: { entry: AuditEntry }) {
  const labels = useAuditLabels();
  if (!entry.targetId) return <span className="text-slate-400">—</span>;
  const type = entry.targetType ? labels.targetType(entry.targetType) : '';
  if (entry.targetType === 'merchant') {
    return (
      <Link to={adminLinks.merchant(entry.targetId)} className="font-medium text-brand-700 hover:underline">
        {entry.merchantName ?? entry.targetId}
      </Link>
    );
  }
  return (
    <span>
      {type && <span className="text-slate-500">{type} </span>}
      <code className="text-xs">{entry.targetId}</code>
    </span>
  );
}

/** Audit entries, newest first; used by the audit log page and the merchant page. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const labels = useAuditLabels();
  return (
    <Table caption={t('adminAudit.table.caption')} className="min-w-[50rem]">
      <THead>
        <tr>
          <TH>{t('adminAudit.table.time')}</TH>
          <TH>{t('adminAudit.table.action')}</TH>
          <TH>{t('adminAudit.table.actor')}</TH>
          <TH>{t('adminAudit.table.target')}</TH>
          <TH>{t('adminAudit.table.details')}</TH>
        </tr>
      </THead>
      <TBody>
        {entries.map((entry) => (
          <TR key={entry.id}>
            <TD className="whitespace-nowrap">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
            </TD>
            <TD>
              {/* The code stays at hand for support (hover), without crowding the list. */}
              <span className="font-medium text-slate-900" title={entry.action}>
                {labels.action(entry.action)}
              </span>
            </TD>
            <TD>
              {entry.actorEmail ?? <span className="text-slate-500">{t('adminAudit.system')}</span>}
              {entry.ipAddress && (
                <span className="block text-xs text-slate-500 tabular-nums">
                  <span className="sr-only">{t('adminAudit.table.ip')}: </span>
                  {entry.ipAddress}
                </span>
              )}
            </TD>
            <TD>
              <Target entry={entry} />
            </TD>
            <TD>
              <AuditDetails entry={entry} />
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
