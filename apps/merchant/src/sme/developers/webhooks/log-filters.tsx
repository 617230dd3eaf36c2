import { type WebhookAttemptListQuery, webhookEventTypes } from '@kopru/domain/schemas/webhooks';
import { Field } from '@kopru/ui/field';
import { Select } from '@kopru/ui/input';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useEventLabel, type WebhookEventType } from './webhook-texts.ts';

export type LogFilterValues = Pick<WebhookAttemptListQuery, 'status' | 'eventType'>;

const outcomes = ['succeeded', 'failed'] as const;

function isOutcome(value: string | null): value is (typeof outcomes)[number] {
  return outcomes.some((outcome) => outcome === value);
}

function isEventType(value: string | null): value is WebhookEventType {
  return webhookEventTypes.some((type) => type === value);
}

/** The log's filters live in the URL (?status=&eventType=) so a filtered view can be shared. */
export function useLogFilters(): [LogFilterValues, (filters: LogFilterValues) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const eventType = params.get('eventType');
  const filters: LogFilterValues = {
    ...(isOutcome(status) ? { status } : {}),
    ...(isEventType(eventType) ? { eventType } : {}),
  };
  const setFilters = (next: LogFilterValues) => {
    const query: Record<string, string> = {};
    if (next.status) query.status = next.status;
    if (next.eventType) query.eventType = next.eventType;
    setParams(query, { replace: true });
  };
  return [filters, setFilters];
}

/** Outcome and event type, applied as soon as one is picked. */
export function LogFilters({
  value,
  onChange,
}: {
  value: LogFilterValues;
  onChange(filters: LogFilterValues): void;
}) {
  const { t } = useTranslation();
  const label = useEventLabel();
  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-3xl">
      <legend className="sr-only">{t('webhooks.log.filters.label')}</legend>
      <Field label={t('webhooks.log.filters.outcome')}>
        {(control) => (
          <Select
            {...control}
            value={value.status ?? ''}
            onChange={(event) => {
              const status = event.target.value;
              onChange({ ...value, status: isOutcome(status) ? status : undefined });
            }}
          >
            <option value="">{t('webhooks.log.filters.all')}</option>
            {outcomes.map((outcome) => (
              <option key={outcome} value={outcome}>
                {t(`webhooks.log.outcomes.${outcome}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('webhooks.log.filters.eventType')}>
        {(control) => (
          <Select
            {...control}
            value={value.eventType ?? ''}
            onChange={(event) => {
              const eventType = event.target.value;
              onChange({ ...value, eventType: isEventType(eventType) ? eventType : undefined });
            }}
          >
            <option value="">{t('webhooks.log.filters.all')}</option>
            {webhookEventTypes.map((type) => (
              <option key={type} value={type}>
                {label(type)} ({type})
              </option>
            ))}
          </Select>
        )}
      </Field>
    </fieldset>
  );
}
