import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PasswordConfirmRequest,
  passwordConfirmRequest,
  type TwoFactorSetupResponse,
  twoFactorConfirmRequest,
} from '@kopru/domain/schemas/two-factor';
import { useMessage } from '@kopru/i18n/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from './alert.tsx';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { Field, TextField } from './field.tsx';
import { FormFailure } from './form-actions.tsx';
import { PasswordInput } from './password-input.tsx';

/** The app's two-factor requests (`useTwoFactorActions` of the API client); a rejection's message is an i18n key. */
export interface TwoFactorActions {
  start(password: string): Promise<TwoFactorSetupResponse>;
  confirm(code: string): Promise<void>;
  disable(password: string): Promise<void>;
  regenerate(password: string): Promise<string[]>;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: 'setup' | 'disable' | 'regenerate' }
  | { kind: 'scan'; setup: TwoFactorSetupResponse }
  | { kind: 'codes'; codes: string[] };

/** A step's request and why it was refused (an i18n key), shown above the step's form. */
function useRefusal() {
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = async (request: Promise<void>) => {
    setFailure(null);
    await request.catch((error: unknown) =>
      setFailure(error instanceof Error ? error.message : 'auth.twoFactor.failed'),
    );
  };
  return { failure, attempt };
}

/** Two-factor sign-in in the profile: set up with a QR code and a first code, new backup codes, turn off. */
export function TwoFactorSettings({
  enabled,
  required,
  actions,
}: {
  enabled: boolean;
  /** The platform requires it (admins): it cannot be turned off. */
  required: boolean;
  actions: TwoFactorActions;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [done, setDone] = useState<'turnedOn' | 'turnedOff' | null>(null);

  const withPassword = async (purpose: 'setup' | 'disable' | 'regenerate', password: string) => {
    if (purpose === 'setup') setStep({ kind: 'scan', setup: await actions.start(password) });
    if (purpose === 'disable') {
      await actions.disable(password);
      setDone('turnedOff');
      setStep({ kind: 'idle' });
    }
    if (purpose === 'regenerate') setStep({ kind: 'codes', codes: await actions.regenerate(password) });
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <span className="text-sm text-slate-700">{t('auth.twoFactor.status')}</span>
        <Badge tone={enabled ? 'success' : 'neutral'}>
          {enabled ? t('auth.twoFactor.on') : t('auth.twoFactor.off')}
        </Badge>
      </div>
      {done && <Alert tone="success">{t(`auth.twoFactor.${done}`)}</Alert>}
      {step.kind === 'idle' && (
        <>
          <p className="text-sm text-slate-600">{t('auth.twoFactor.explain')}</p>
          <div className="flex flex-wrap gap-2">
            {!enabled && (
              <Button onClick={() => setStep({ kind: 'password', purpose: 'setup' })}>
                {t('auth.twoFactor.setUp')}
              </Button>
            )}
            {enabled && (
              <Button variant="outline" onClick={() => setStep({ kind: 'password', purpose: 'regenerate' })}>
                {t('auth.twoFactor.newBackupCodes')}
              </Button>
            )}
            {enabled && !required && (
              <Button variant="outline" onClick={() => setStep({ kind: 'password', purpose: 'disable' })}>
                {t('auth.twoFactor.turnOff')}
              </Button>
            )}
          </div>
        </>
      )}
      {step.kind === 'password' && (
        <PasswordStep
          submitLabel={t(`auth.twoFactor.passwordSubmit.${step.purpose}`)}
          onSubmit={(password) => withPassword(step.purpose, password)}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      )}
      {step.kind === 'scan' && (
        <ScanStep
          setup={step.setup}
          onConfirm={async (code) => {
            await actions.confirm(code);
            setDone('turnedOn');
            setStep({ kind: 'codes', codes: step.setup.backupCodes });
          }}
        />
      )}
      {step.kind === 'codes' && <BackupCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />}
    </div>
  );
}

function PasswordStep({
  submitLabel,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  onSubmit(password: string): Promise<void>;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const { failure, attempt } = useRefusal();
  const form = useForm<PasswordConfirmRequest>({
    resolver: zodResolver(passwordConfirmRequest),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(({ password }) => attempt(onSubmit(password)));
  const invalid = form.formState.errors.password?.message;
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormFailure message={failure && message(failure)} />
      <Field label={t('auth.twoFactor.password')} error={invalid && message(invalid)}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password')}
            autoComplete="current-password"
            disabled={form.formState.isSubmitting}
            showLabel={t('common.showPassword')}
            hideLabel={t('common.hidePassword')}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

function ScanStep({
  setup,
  onConfirm,
}: {
  setup: TwoFactorSetupResponse;
  onConfirm(code: string): Promise<void>;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const { failure, attempt } = useRefusal();
  const form = useForm<
    z.input<typeof twoFactorConfirmRequest>,
    unknown,
    z.output<typeof twoFactorConfirmRequest>
  >({
    resolver: zodResolver(twoFactorConfirmRequest),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(({ code }) => attempt(onConfirm(code)));
  const invalid = form.formState.errors.code?.message;
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm text-slate-700">{t('auth.twoFactor.scan')}</p>
      <img
        src={setup.qrCode}
        alt={t('auth.twoFactor.qrAlt')}
        className="size-48 rounded border border-slate-200"
      />
      <p className="text-sm text-slate-600">
        {t('auth.twoFactor.manualKey')}{' '}
        <code data-testid="two-factor-secret" className="break-all rounded bg-slate-100 px-1 font-mono">
          {setup.secret}
        </code>
      </p>
      <FormFailure message={failure && message(failure)} />
      <TextField
        label={t('auth.twoFactor.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        error={invalid && message(invalid)}
        disabled={form.formState.isSubmitting}
        {...form.register('code')}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        {t('auth.twoFactor.turnOn')}
      </Button>
    </form>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <Alert tone="warning" title={t('auth.twoFactor.backupCodesTitle')}>
        {t('auth.twoFactor.backupCodesText')}
      </Alert>
      <ul
        className="grid grid-cols-2 gap-1 font-mono text-sm"
        aria-label={t('auth.twoFactor.backupCodesTitle')}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onDone}>{t('auth.twoFactor.savedCodes')}</Button>
    </div>
  );
}
