import { cn } from './cn.tsx';

export interface LanguageOption {
  code: string;
  /** The language's own name, e.g. "Türkçe". */
  name: string;
}

/**
 * Two-state language toggle; each button shows the code ("EN") and names its language in that
 * language for assistive technology. The accessible name starts with the visible code (WCAG 2.5.3),
 * so a voice-control user can say "click TR".
 */
export function LanguageSwitcher({
  value,
  options,
  onChange,
  label,
  className,
}: {
  value: string;
  options: LanguageOption[];
  onChange(code: string): void;
  label: string;
  className?: string;
}) {
  return (
    <fieldset className={cn('inline-flex rounded-lg border border-slate-200 bg-white p-0.5', className)}>
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.code}
          type="button"
          lang={option.code}
          title={option.name}
          aria-pressed={value === option.code}
          onClick={() => onChange(option.code)}
          className={cn(
            'rounded-md px-2.5 py-1 text-xs font-semibold uppercase transition-colors',
            value === option.code ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {option.code.toUpperCase()}
          <span className="sr-only"> {option.name}</span>
        </button>
      ))}
    </fieldset>
  );
}
