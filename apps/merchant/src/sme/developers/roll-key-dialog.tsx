import { zodResolver } from '@hookform/resolvers/zod';
import { useRollApiKey } from '@kopru/api-client/api-keys';
import { formFailureOf } from '@kopru/api-client/form-failure';
import {
  type ApiKey,
  type RollApiKeyRequest,
  rollApiKeyRequest,
  rollGraces,
} from '@kopru/domain/schemas/api-keys';
import { useMessage } from '@kopru/i18n/react';
import { Dialog } from '@kopru/ui/dialog';
import { FormActions, FormFailure } from '@kopru/ui/form-actions';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SecretReveal } from './secret-reveal.tsx';

/** Chooses how long the current secret keeps working, then shows the new secret once. */
export function RollKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose(): void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const roll = useRollApiKey();
  const form = useForm<RollApiKeyRequest>({
    resolver: zodResolver(rollApiKeyRequest),
    defaultValues: { grace: '24h' },
  });
  const { failure, show, clear } = useFormFailure(form, { above: true });
  const secret = roll.data?.secret;

  const close = () => {
    form.reset();
    clear();
    roll.reset();
    onClose();
  };

  const submit = form.handleSubmit(({ grace }) => {
    if (!apiKey) return;
    clear();
    roll.mutate({ id: apiKey.id, grace }, { onError: (error) => show(formFailureOf(error)) });
  });

  return (
    <Dialog
      open={apiKey !== null}
      onOpenChange={(open) => !open && close()}
      title={
        secret ? t('developers.secret.title') : t('developers.roll.title', { name: apiKey?.description })
      }
      description={secret ? undefined : t('developers.roll.description')}
      closeLabel={t('common.close')}
      closeOnOutsideClick={!secret}
    >
      {secret ? (
        <SecretReveal secret={secret} onDone={close} />
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <FormFailure message={failure && message(failure)} />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('developers.roll.grace')}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {rollGraces.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    value={value}
                    {...form.register('grace')}
                    disabled={roll.isPending}
                    className="size-4 accent-brand-700"
                  />
                  {t(`developers.roll.graces.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <FormActions
            onCancel={close}
            pending={roll.isPending}
            submitLabel={t('developers.roll.submit')}
            pendingLabel={t('developers.roll.submitting')}
          />
        </form>
      )}
    </Dialog>
  );
}
