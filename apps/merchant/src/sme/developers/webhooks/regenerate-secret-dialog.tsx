import { errorMessageKey } from '@kopru/api-client/client';
import { useRegenerateWebhookSecret } from '@kopru/api-client/webhooks';
import type { WebhookEndpoint } from '@kopru/domain/schemas/webhooks';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretReveal } from '../secret-reveal.tsx';
import { useWebhookSecretTexts } from './webhook-texts.ts';

/** Explains the 24-hour overlap, then shows the new signing secret once; shown while mounted. */
export function RegenerateSecretDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const secretTexts = useWebhookSecretTexts();
  const regenerate = useRegenerateWebhookSecret();
  const [failure, setFailure] = useState<string | null>(null);
  const secret = regenerate.data?.secret;

  const close = () => {
    // Drops the answer, and the secret in it, from memory.
    regenerate.reset();
    onClose();
  };

  const confirm = () => {
    setFailure(null);
    regenerate.mutate(endpoint.id, { onError: (error) => setFailure(message(errorMessageKey(error))) });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={secret ? t('webhooks.secret.title') : t('webhooks.regenerate.title')}
      description={secret ? undefined : t('webhooks.regenerate.description')}
      closeLabel={t('common.close')}
      closeOnOutsideClick={!secret}
      footer={
        secret ? undefined : (
          <>
            <Button variant="outline" onClick={close} disabled={regenerate.isPending}>
              {t('common.cancel')}
            </Button>
            <Button onClick={confirm} loading={regenerate.isPending}>
              {regenerate.isPending ? t('webhooks.regenerate.submitting') : t('webhooks.regenerate.submit')}
            </Button>
          </>
        )
      }
    >
      {secret ? (
        <SecretReveal secret={secret} onDone={close} texts={secretTexts} />
      ) : (
        failure && (
          <Alert tone="error" title={t('common.errorTitle')}>
            {failure}
          </Alert>
        )
      )}
    </Dialog>
  );
}
