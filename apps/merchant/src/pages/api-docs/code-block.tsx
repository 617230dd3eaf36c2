import { CopyButton } from '@kopru/ui/copy-button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A code sample with a copy button; `label` names it for screen readers and tests. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <figure aria-labelledby={id} className="overflow-hidden rounded-xl bg-slate-900">
      <figcaption className="flex items-center justify-between gap-2 border-b border-slate-700 px-3 py-1.5 text-xs text-slate-300">
        <span id={id}>{label}</span>
        <CopyButton
          text={code}
          label={t('developers.docs.copy')}
          copiedLabel={t('developers.docs.copied')}
          failedLabel={t('developers.keys.copyFailed')}
          variant="secondary"
          tone="dark"
          className="h-7"
        />
      </figcaption>
      {/* Wrapped rather than scrolled sideways: no scroll region that keyboards cannot reach. */}
      <pre className="p-4 text-xs leading-relaxed whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere]">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
