import { zodResolver } from '@hookform/resolvers/zod';
import {
  backupCodeSchema,
  type TwoFactorSignInRequest,
  totpCodeSchema,
} from '@kopru/domain/schemas/two-factor';
import { useMessage } from '@kopru/i18n/react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { TextField } from './field.tsx';

type Method = 'totp' | 'backup';
type Values = { code: string; trustDevice: boolean };

function challengeSchema(method: Method) {
  return z.object({ code: method === 'totp' ? totpCodeSchema : backupCodeSchema, trustDevice: z.boolean() });
}

export interface TwoFactorChallengeProps {
  onSubmit(request: TwoFactorSignInRequest): void;
  pending: boolean;
  /** The server's answer, already translated. */
  error: string | null;
  /** Back to the e-mail and password. */
  onCancel(): void;
}

/** The second step of sign-in: the authenticator code (or a backup code), and "remember this device". */
export function TwoFactorChallenge({ onSubmit, pending, error, onCancel }: TwoFactorChallengeProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [method, setMethod] = useState<Method>('totp');
  const schema = useMemo(() => challengeSchema(method), [method]);
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: { code: '', trustDevice: false },
  });
  const invalid = form.formState.errors.code?.message;
  const submit = form.handleSubmit((values) => onSubmit({ method, ...values }));
  const switchMethod = () => {
    form.reset({ code: '', trustDevice: form.getValues('trustDevice') });
    setMethod(method === 'totp' ? 'backup' : 'totp');
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        {method === 'totp' ? t('auth.twoFactor.challengeIntro') : t('auth.twoFactor.backupIntro')}
      </p>
      {error && (
        <Alert tone="error" title={t('auth.login.errorTitle')}>
          {error}
        </Alert>
      )}
      <TextField
        label={method === 'totp' ? t('auth.twoFactor.code') : t('auth.twoFactor.backupCode')}
        autoComplete="one-time-code"
        inputMode={method === 'totp' ? 'numeric' : 'text'}
        autoFocus
        disabled={pending}
        error={invalid && message(invalid)}
        {...form.register('code')}
      />
      <Checkbox
        label={t('auth.twoFactor.trustDevice')}
        disabled={pending}
        {...form.register('trustDevice')}
      />
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        {pending ? t('auth.twoFactor.verifying') : t('auth.twoFactor.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" onClick={switchMethod} className="font-medium text-brand-700 hover:underline">
          {method === 'totp' ? t('auth.twoFactor.useBackupCode') : t('auth.twoFactor.useApp')}
        </button>
        <button type="button" onClick={onCancel} className="text-slate-600 hover:underline">
          {t('auth.twoFactor.startOver')}
        </button>
      </div>
    </form>
  );
}
