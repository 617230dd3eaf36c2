import type { AuditEntry } from '@kopru/domain/schemas/audit';
import { useTranslation } from 'react-i18next';
import { useAuditLabels } from './audit-labels.ts';
import { formatAuditValue, isRecord, type ValueContext } from './audit-values.ts';

type Row = { field: string; value: string; before?: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The rows of an entry: changed fields with both values, everything else with its value. */
function rowsOf(entry: AuditEntry, context: ValueContext): Row[] {
  const { before, after, ...rest } = entry.details;
  const show = (field: string, value: unknown) => formatAuditValue(field, value, context);
  const rows: Row[] = [];
  if (isRecord(before) && isRecord(after)) {
    const fields = Object.keys({ ...before, ...after });
    const changed = fields.filter((field) => !same(before[field], after[field]));
    for (const field of changed.length > 0 ? changed : fields)
      rows.push({ field, before: show(field, before[field]), value: show(field, after[field]) });
  } else if (isRecord(before) || isRecord(after)) {
    // Something created or deleted: its fields, except what the entry already says and the
    // internal list position.
    const snapshot = isRecord(after) ? after : isRecord(before) ? before : {};
    for (const [field, value] of Object.entries(snapshot)) {
      if (field in rest || field === 'position' || (field === 'id' && value === entry.targetId)) continue;
      rows.push({ field, value: show(field, value) });
    }
  } else {
    if (before !== undefined) rest.before = before;
    if (after !== undefined) rest.after = after;
  }
  for (const [field, value] of Object.entries(rest)) {
    if (value === null || value === undefined) continue;
    if (field === 'currency' && typeof rest.amount === 'number') continue;
    rows.push({ field, value: show(field, value) });
  }
  // What kind of thing changed reads first (site content: FAQ, testimonial, announcement).
  return rows.sort((a, b) => Number(b.field === 'kind') - Number(a.field === 'kind'));
}

/** An entry's details: changed fields as "before → after", other values as "field: value". */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const labels = useAuditLabels();
  const rows = rowsOf(entry, {
    action: entry.action,
    details: entry.details,
    labels,
    locale: i18n.language,
    yes: t('common.yes'),
    no: t('common.no'),
    languages: t('common.languages', { returnObjects: true }),
  });
  if (rows.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="max-w-md space-y-1 text-xs [overflow-wrap:anywhere]">
      {rows.map((row) => (
        <li key={row.field}>
          <span className="font-medium">{labels.field(row.field)}:</span>{' '}
          {row.before === undefined ? (
            row.value
          ) : (
            <>
              <del className="text-slate-500">{row.before}</del>
              {' → '}
              <ins className="no-underline">{row.value}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
