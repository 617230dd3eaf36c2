import type { WebhookAttempt } from '@kopru/domain/schemas/webhooks';
import { WEBHOOK_TEST_EVENT_TYPE } from '@kopru/domain/webhooks';
import { formatDateTime, formatNumber } from '@kopru/i18n/format';
import { Button } from '@kopru/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useTranslation } from 'react-i18next';
import { DeliveryStatus, OutcomeBadge } from './attempt-badges.tsx';
import { useResponseText } from './webhook-test.tsx';
import { useEventLabel } from './webhook-texts.ts';

export interface AttemptTableProps {
  attempts: WebhookAttempt[];
  /** The delivery being resent now, if any. */
  resending: string | null;
  onOpen(attempt: WebhookAttempt): void;
  onResend(attempt: WebhookAttempt): void;
}

/** The attempts, newest first; scrolls sideways inside its card on narrow screens. */
export function AttemptTable({ attempts, resending, onOpen, onResend }: AttemptTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const label = useEventLabel();
  const response = useResponseText();
  return (
    <Table caption={t('webhooks.log.table')} className="min-w-[52rem]">
      <THead>
        <tr>
          <TH>{t('webhooks.log.columns.event')}</TH>
          <TH>{t('webhooks.log.columns.outcome')}</TH>
          <TH>{t('webhooks.log.columns.delivery')}</TH>
          <TH>{t('webhooks.log.columns.response')}</TH>
          <TH className="text-right">{t('webhooks.log.columns.duration')}</TH>
          <TH className="text-right">{t('webhooks.log.columns.attempt')}</TH>
          <TH>{t('webhooks.log.columns.time')}</TH>
          <TH>{t('webhooks.log.columns.actions')}</TH>
        </tr>
      </THead>
      <TBody>
        {attempts.map((attempt) => {
          const time = formatDateTime(attempt.attemptedAt, locale);
          const names = { event: label(attempt.eventType), time };
          return (
            <TR key={attempt.id}>
              <TD>
                <button
                  type="button"
                  onClick={() => onOpen(attempt)}
                  aria-label={t('webhooks.log.detailsLabel', names)}
                  className="text-left font-medium text-brand-800 hover:underline"
                >
                  {label(attempt.eventType)}
                </button>
                <code className="block font-mono text-xs whitespace-nowrap text-slate-500">
                  {attempt.eventType}
                </code>
              </TD>
              <TD>
                <OutcomeBadge attempt={attempt} />
              </TD>
              <TD>
                <DeliveryStatus attempt={attempt} />
              </TD>
              <TD className="max-w-48 text-xs">{response(attempt)}</TD>
              <TD className="text-right whitespace-nowrap">
                {t('webhooks.log.durationMs', { ms: formatNumber(attempt.durationMs, locale) })}
              </TD>
              <TD className="text-right">{formatNumber(attempt.attempt, locale)}</TD>
              <TD className="text-xs">{time}</TD>
              <TD>
                {/* A pending delivery is already on its way; test events are never resent. */}
                {attempt.eventType !== WEBHOOK_TEST_EVENT_TYPE && attempt.deliveryStatus !== 'pending' && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('webhooks.log.resendLabel', names)}
                    loading={resending === attempt.deliveryId}
                    disabled={resending !== null}
                    onClick={() => onResend(attempt)}
                  >
                    {t('webhooks.log.resend')}
                  </Button>
                )}
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
