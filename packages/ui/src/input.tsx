import type { ComponentProps } from 'react';
import { cn } from './cn.tsx';

const controlClasses =
  'block w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 sm:text-sm';

function stateClasses(invalid: boolean | undefined) {
  return invalid ? 'border-red-500 focus:border-red-600 focus:ring-red-600/20' : 'border-slate-300';
}

export interface InputProps extends ComponentProps<'input'> {
  invalid?: boolean;
}

export function Input({ invalid, className, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(controlClasses, 'h-10', stateClasses(invalid), className)}
      {...rest}
    />
  );
}

export interface TextareaProps extends ComponentProps<'textarea'> {
  invalid?: boolean;
}

export function Textarea({ invalid, className, ...rest }: TextareaProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={cn(controlClasses, 'min-h-24 py-2', stateClasses(invalid), className)}
      {...rest}
    />
  );
}

export interface SelectProps extends ComponentProps<'select'> {
  invalid?: boolean;
}

export function Select({ invalid, className, children, ...rest }: SelectProps) {
  return (
    <select
      aria-invalid={invalid || undefined}
      className={cn(controlClasses, 'h-10 pr-8', stateClasses(invalid), className)}
      {...rest}
    >
      {children}
    </select>
  );
}
