import { useAuditLabels } from './audit-labels.ts';

function text(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An entry's details: changed fields as "before → after", other values as "field: value". */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const labels = useAuditLabels();
  const { before, after, ...rest } = details;
  const changes = isRecord(before) && isRecord(after) ? Object.keys({ ...before, ...after }) : [];
  const others = Object.entries(isRecord(before) && isRecord(after) ? rest : details);
  if (changes.length === 0 && others.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="max-w-md space-y-1 text-xs">
      {changes.map((field) => (
        <li key={field}>
          <span className="font-medium">{labels.field(field)}:</span>{' '}
          <del className="text-slate-500">{text(isRecord(before) ? before[field] : undefined)}</del>
          {' → '}
          <ins className="no-underline">{text(isRecord(after) ? after[field] : undefined)}</ins>
        </li>
      ))}
      {others.map(([key, value]) => (
        <li key={key} className="break-words whitespace-normal">
          <span className="font-medium">{labels.field(key)}:</span> {text(value)}
        </li>
      ))}
    </ul>
  );
}
