import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { useTestWebhookEndpoint } from '@kopru/api-client/webhooks';
import type { WebhookAttempt } from '@kopru/domain/schemas/webhooks';
import { formatNumber } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type TestResult =
  | { kind: 'attempt'; attempt: WebhookAttempt }
  /** The request to send the test failed; `messageKey` says why when it is worth saying. */
  | { kind: 'error'; messageKey: string | null };

/** "Send test event": sends a webhook.test event and keeps the outcome to show. */
export function useWebhookTest(id: string) {
  const test = useTestWebhookEndpoint();
  const [result, setResult] = useState<TestResult | null>(null);
  const run = () => {
    setResult(null);
    test.mutate(id, {
      onSuccess: ({ attempt }) => setResult({ kind: 'attempt', attempt }),
      onError: (error) =>
        setResult({
          kind: 'error',
          messageKey:
            error instanceof ApiError && error.code !== 'internal_error' ? errorMessageKey(error) : null,
        }),
    });
  };
  return { run, pending: test.isPending, result };
}

/** What the endpoint answered: its HTTP status ("HTTP 500"), why there was none, or both. */
export function useResponseText(): (attempt: WebhookAttempt) => string {
  const { t } = useTranslation();
  return (attempt) => {
    const status =
      attempt.statusCode === null ? null : t('webhooks.test.status', { status: attempt.statusCode });
    const reason =
      attempt.error && attempt.error !== 'http_status' ? t(`webhooks.attemptErrors.${attempt.error}`) : null;
    if (status && reason) return `${status} · ${reason}`;
    return (
      status ??
      reason ??
      (attempt.error ? t('webhooks.attemptErrors.http_status') : t('webhooks.log.noResponse'))
    );
  };
}

/** The outcome of the last test, in the words of the spec. */
export function TestResultAlert({ result }: { result: TestResult }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const response = useResponseText();
  if (result.kind === 'error')
    return (
      <Alert tone="error" title={t('webhooks.test.error')}>
        {result.messageKey ? message(result.messageKey) : undefined}
      </Alert>
    );
  const { attempt } = result;
  const duration = t('webhooks.test.duration', { ms: formatNumber(attempt.durationMs, i18n.language) });
  if (attempt.succeeded)
    return (
      <Alert tone="success" title={t('webhooks.test.success')}>
        {duration}
      </Alert>
    );
  return (
    <Alert tone="error" title={t('webhooks.test.failed')}>
      {response(attempt)}
    </Alert>
  );
}
