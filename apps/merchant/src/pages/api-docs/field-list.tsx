import { useTranslation } from 'react-i18next';
import { InlineCode } from './inline-code.tsx';
import type { FieldRow } from './openapi.ts';

/** Fields as a stacked list (not a table) so it reads well on a phone. */
export function FieldList({
  title,
  rows,
  location,
  showRequired = true,
}: {
  title: string;
  rows: FieldRow[];
  location?: (name: string) => string | undefined;
  /** Off for answers: every documented field is present (nullable ones say so in their type). */
  showRequired?: boolean;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold text-slate-900">{title}</h4>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rows.map((row) => (
          <li key={row.name} className="space-y-1 px-3 py-2.5 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <code className="font-mono text-[13px] font-semibold break-all text-slate-900">{row.name}</code>
              <span className="font-mono text-xs text-slate-500">{row.type}</span>
              {location?.(row.name) && <span className="text-xs text-slate-500">{location(row.name)}</span>}
              {showRequired && (
                <span
                  className={row.required ? 'text-xs font-medium text-amber-700' : 'text-xs text-slate-500'}
                >
                  {row.required ? t('developers.docs.required') : t('developers.docs.optional')}
                </span>
              )}
            </p>
            {row.description && (
              <p lang="en" className="text-slate-600">
                <InlineCode text={row.description} />
              </p>
            )}
            {row.values && (
              <p className="flex flex-wrap gap-1">
                {row.values.map((value) => (
                  <code
                    key={value}
                    className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700"
                  >
                    {value}
                  </code>
                ))}
              </p>
            )}
            {(row.defaultValue || row.example) && (
              <p className="text-xs text-slate-500">
                {row.defaultValue && t('developers.docs.defaultValue', { value: row.defaultValue })}
                {row.defaultValue && row.example && ' · '}
                {row.example && (
                  <>
                    {t('developers.docs.example')}: <code className="font-mono">{row.example}</code>
                  </>
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
