import { type ReactNode, useId } from 'react';
import { cn } from './cn.tsx';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** The visible label; it is also the switch's accessible name. */
  label: ReactNode;
  /** A line under the label (e.g. the current state), tied to the switch as its description. */
  description?: ReactNode;
  disabled?: boolean;
  /** Shows that a change is being saved and ignores clicks meanwhile. */
  busy?: boolean;
  className?: string;
}

/** An on/off switch (role="switch") for a setting that takes effect at once. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  description,
  disabled = false,
  busy = false,
  className,
}: SwitchProps) {
  const id = useId();
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={() => !busy && onCheckedChange(!checked)}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          'disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-brand-700' : 'bg-slate-300',
          busy && 'cursor-wait opacity-70',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
      <div className="min-w-0">
        <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-xs text-slate-500">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
