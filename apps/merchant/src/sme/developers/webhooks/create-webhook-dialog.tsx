import { useCreateWebhookEndpoint } from '@kopru/api-client/webhooks';
import { Dialog } from '@kopru/ui/dialog';
import { useTranslation } from 'react-i18next';
import { SecretReveal } from '../secret-reveal.tsx';
import { emptyWebhookForm, WebhookForm } from './webhook-form.tsx';
import { useWebhookGrants, useWebhookSecretTexts } from './webhook-texts.ts';

/** Asks for the URL, a description and the events, then shows the signing secret once. */
export function CreateWebhookDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const secretTexts = useWebhookSecretTexts();
  const grants = useWebhookGrants();
  const create = useCreateWebhookEndpoint();
  const secret = create.data?.secret;

  const close = (next: boolean) => {
    if (!next) {
      // Drops the answer, and the secret in it, from memory.
      create.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={secret ? t('webhooks.secret.title') : t('webhooks.create.title')}
      description={secret ? undefined : t('webhooks.create.description')}
      closeLabel={t('common.close')}
      closeOnOutsideClick={!secret}
    >
      {secret ? (
        <SecretReveal secret={secret} onDone={() => close(false)} texts={secretTexts} />
      ) : (
        <WebhookForm
          defaultValues={emptyWebhookForm(grants.payerDetails)}
          pending={create.isPending}
          onSave={(request, refused) => create.mutate(request, { onError: refused })}
          onCancel={() => close(false)}
          submitLabel={t('webhooks.create.submit')}
          pendingLabel={t('webhooks.create.submitting')}
        />
      )}
    </Dialog>
  );
}
