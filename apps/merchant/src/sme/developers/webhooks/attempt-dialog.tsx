import type { WebhookAttempt } from '@kopru/domain/schemas/webhooks';
import { formatDateTime } from '@kopru/i18n/format';
import { Dialog } from '@kopru/ui/dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttemptBadges } from './attempt-badges.tsx';
import { useResponseText } from './webhook-test.tsx';
import { useEventLabel } from './webhook-texts.ts';

const codeBlock =
  'max-h-72 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap break-all text-slate-800';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1.5">
      <h3 className="text-sm font-medium text-slate-800">{title}</h3>
      {children}
    </section>
  );
}

/** One attempt in full: the response excerpt and the payload that was signed and sent. */
export function AttemptDialog({ attempt, onClose }: { attempt: WebhookAttempt | null; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const label = useEventLabel();
  const response = useResponseText();
  return (
    <Dialog
      open={attempt !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('webhooks.attempt.title')}
      description={
        attempt
          ? `${label(attempt.eventType)} · ${formatDateTime(attempt.attemptedAt, i18n.language)}`
          : undefined
      }
      closeLabel={t('common.close')}
      size="xl"
    >
      {attempt && (
        <div className="space-y-4">
          <AttemptBadges attempt={attempt} />
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs text-slate-500">{t('webhooks.log.columns.response')}</dt>
              <dd>{response(attempt)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('webhooks.log.columns.attempt')}</dt>
              <dd>{attempt.attempt}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('webhooks.attempt.eventId')}</dt>
              <dd className="font-mono text-xs break-all">{attempt.eventId}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('webhooks.attempt.deliveryId')}</dt>
              <dd className="font-mono text-xs break-all">{attempt.deliveryId}</dd>
            </div>
          </dl>
          <Section title={t('webhooks.attempt.response')}>
            {attempt.responseExcerpt ? (
              <pre className={codeBlock}>{attempt.responseExcerpt}</pre>
            ) : (
              <p className="text-sm text-slate-600">{t('webhooks.attempt.emptyResponse')}</p>
            )}
          </Section>
          <Section title={t('webhooks.attempt.payload')}>
            <pre className={codeBlock}>{JSON.stringify(attempt.payload, null, 2)}</pre>
          </Section>
        </div>
      )}
    </Dialog>
  );
}
