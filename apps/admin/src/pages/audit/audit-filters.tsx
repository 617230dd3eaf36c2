import { useAuditActions } from '@kopru/api-client/admin-audit';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Field, TextField } from '@kopru/ui/field';
import { Select } from '@kopru/ui/input';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLabels } from './audit-labels.ts';

export const auditFilterKeys = ['actor', 'action', 'target', 'from', 'to', 'merchantId'] as const;
export type AuditFilterValues = Record<(typeof auditFilterKeys)[number], string>;

type Editable = Omit<AuditFilterValues, 'merchantId'>;
const empty: Editable = { actor: '', action: '', target: '', from: '', to: '' };

/** Actor, action, target and date range; applied together with the button. */
export function AuditFilters({
  values,
  onApply,
}: {
  values: AuditFilterValues;
  onApply(values: Partial<AuditFilterValues>): void;
}) {
  const { t, i18n } = useTranslation();
  const labels = useAuditLabels();
  const actions = useAuditActions();
  const [draft, setDraft] = useState<Editable>(values);
  const [error, setError] = useState<string | null>(null);
  const { actor, action, target, from, to } = values;
  useEffect(() => setDraft({ actor, action, target, from, to }), [actor, action, target, from, to]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setError(t('adminAudit.filters.invalidRange'));
      return;
    }
    setError(null);
    onApply({ ...draft, actor: draft.actor.trim(), target: draft.target.trim() });
  };
  const set = (key: keyof Editable) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const codes = actions.data?.data ?? (draft.action ? [draft.action] : []);
  // By name in the admin's language, so related actions ("Payout …", "API key …") sit together.
  const collator = new Intl.Collator(i18n.language);
  const options = codes
    .map((code) => ({ code, label: labels.action(code) }))
    .sort((a, b) => collator.compare(a.label, b.label));

  return (
    <search>
      <form noValidate onSubmit={submit} className="space-y-3">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <TextField
            label={t('adminAudit.filters.actor')}
            name="actor"
            placeholder={t('adminAudit.filters.actorPlaceholder')}
            value={draft.actor}
            onChange={set('actor')}
          />
          <Field label={t('adminAudit.filters.action')}>
            {(control) => (
              <Select {...control} name="action" value={draft.action} onChange={set('action')}>
                <option value="">{t('adminAudit.filters.allActions')}</option>
                {options.map(({ code, label }) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <TextField
            label={t('adminAudit.filters.target')}
            name="target"
            placeholder={t('adminAudit.filters.targetPlaceholder')}
            value={draft.target}
            onChange={set('target')}
          />
          <TextField
            label={t('adminAudit.filters.from')}
            type="date"
            name="from"
            value={draft.from}
            max={draft.to || undefined}
            onChange={set('from')}
          />
          <TextField
            label={t('adminAudit.filters.to')}
            type="date"
            name="to"
            value={draft.to}
            min={draft.from || undefined}
            onChange={set('to')}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{t('adminAudit.filters.apply')}</Button>
          <Button
            variant="outline"
            onClick={() => {
              setError(null);
              onApply(empty);
            }}
          >
            {t('adminAudit.filters.reset')}
          </Button>
        </div>
      </form>
    </search>
  );
}
