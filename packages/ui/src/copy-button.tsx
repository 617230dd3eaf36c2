import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button.tsx';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  label: string;
  /** Announced (politely) after a successful copy. */
  copiedLabel: string;
  /** Announced when the browser refuses the clipboard. */
  failedLabel: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows only the icon; `label` stays the accessible name. */
  iconOnly?: boolean;
  /** 'dark' when it sits on a dark background (code blocks). */
  tone?: 'light' | 'dark';
  className?: string;
}

const statusClasses = {
  light: { copied: 'text-xs text-brand-700', failed: 'text-xs text-red-700' },
  dark: { copied: 'text-xs text-emerald-300', failed: 'text-xs text-red-300' },
};

/** Copies a value and says so in a live region next to the button; the state resets after a while. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  failedLabel,
  variant = 'outline',
  size = 'sm',
  iconOnly = false,
  tone = 'light',
  className,
}: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const Icon = state === 'copied' ? Check : Copy;
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        variant={variant}
        size={size}
        onClick={copy}
        aria-label={iconOnly ? label : undefined}
        title={iconOnly ? label : undefined}
        className={className}
      >
        <Icon aria-hidden="true" className="size-4" />
        {!iconOnly && label}
      </Button>
      <span aria-live="polite" className={statusClasses[tone][state === 'failed' ? 'failed' : 'copied']}>
        {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : ''}
      </span>
    </span>
  );
}
