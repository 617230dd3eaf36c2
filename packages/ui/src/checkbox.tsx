import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from './cn.tsx';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  invalid?: boolean;
}

export function Checkbox({ label, invalid, className, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cn('flex items-start gap-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        aria-invalid={invalid || undefined}
        className={cn(
          'mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-700',
          invalid && 'outline outline-2 outline-red-500',
        )}
        {...rest}
      />
      <label htmlFor={inputId} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}
