import { type EventType, eventTypes } from '@kopru/domain/events';
import { Checkbox } from '@kopru/ui/checkbox';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { eventGroups, eventsOf, useEventLabel } from './webhook-texts.ts';

function EventLabel({ type }: { type: EventType }) {
  const label = useEventLabel();
  return (
    <span className="flex flex-col">
      <span>{label(type)}</span>
      <code className="font-mono text-xs break-all text-slate-500">{type}</code>
    </span>
  );
}

/**
 * The events an endpoint receives: an "all events" box, then one box per type, grouped by area.
 * Types the member's role may not read (`readable`) cannot be chosen.
 */
export function EventPicker({
  value,
  onChange,
  readable,
  error,
  disabled,
  inputRef,
}: {
  value: readonly EventType[];
  readable: readonly EventType[];
  onChange(events: EventType[]): void;
  error?: string | undefined;
  disabled?: boolean;
  /** Given the "all events" box, so a form can move focus to the list when it is refused. */
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const all = readable.every((type) => value.includes(type));
  const some = value.length > 0 && !all;
  const limited = readable.length < eventTypes.length;
  const toggle = (type: EventType, checked: boolean) =>
    onChange(eventTypes.filter((each) => (each === type ? checked : value.includes(each))));
  const toggleAll = (checked: boolean) =>
    onChange(checked ? eventTypes.filter((each) => readable.includes(each) || value.includes(each)) : []);

  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`} className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{t('webhooks.form.events')}</legend>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t('webhooks.form.eventsHint')}
        </p>
      )}
      {limited && <p className="text-xs text-slate-600">{t('webhooks.form.eventsBeyondRole')}</p>}
      <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
        <input
          id={`${id}-all`}
          type="checkbox"
          checked={all}
          ref={(element) => {
            if (element) element.indeterminate = some;
            inputRef?.(element);
          }}
          onChange={(event) => toggleAll(event.target.checked)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          className="size-4 shrink-0 accent-brand-700"
        />
        <label htmlFor={`${id}-all`} className="text-sm font-medium text-slate-800">
          {limited ? t('webhooks.allReadableEvents') : t('webhooks.allEvents')}
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {eventGroups.map((group) => (
          <fieldset key={group} className="space-y-2">
            <legend className="mb-2 text-xs font-semibold text-slate-600">
              {t(`webhooks.eventGroups.${group}`)}
            </legend>
            {eventsOf(group).map((type) => (
              <Checkbox
                key={type}
                name="events"
                value={type}
                checked={value.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
                disabled={disabled || !readable.includes(type)}
                invalid={Boolean(error)}
                label={<EventLabel type={type} />}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
