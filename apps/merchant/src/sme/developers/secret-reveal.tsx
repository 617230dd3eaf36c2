import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { CopyButton } from '@kopru/ui/copy-button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What the view says about the secret; an API key's texts unless given (e.g. a webhook's). */
export interface SecretRevealTexts {
  warning: string;
  label: string;
  copy: string;
  copied: string;
  done: string;
}

/** The one and only view of a new secret: warning, the value, a copy button and "done". */
export function SecretReveal({
  secret,
  onDone,
  texts,
}: {
  secret: string;
  onDone(): void;
  texts?: SecretRevealTexts;
}) {
  const { t } = useTranslation();
  const id = useId();
  const text = texts ?? {
    warning: t('developers.secret.warning'),
    label: t('developers.secret.label'),
    copy: t('developers.secret.copy'),
    copied: t('developers.secret.copied'),
    done: t('developers.secret.done'),
  };
  return (
    <div className="space-y-4">
      <Alert tone="warning">{text.warning}</Alert>
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {text.label}
        </label>
        <textarea
          id={id}
          readOnly
          rows={2}
          value={secret}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full resize-none rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900"
        />
      </div>
      <CopyButton
        text={secret}
        label={text.copy}
        copiedLabel={text.copied}
        failedLabel={t('developers.keys.copyFailed')}
        variant="secondary"
        size="md"
      />
      <div className="flex justify-end border-t border-slate-100 pt-4">
        <Button onClick={onDone}>{text.done}</Button>
      </div>
    </div>
  );
}
