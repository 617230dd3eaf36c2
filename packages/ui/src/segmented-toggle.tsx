import { cn } from './cn.tsx';

/** A small row of toggle buttons, one pressed (e.g. the currency of a chart). */
export function SegmentedToggle({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: string[];
  value: string;
  onChange(value: string): void;
}) {
  return (
    <fieldset className="flex gap-1">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cn(
            'rounded-md px-2 py-1 text-xs font-semibold',
            option === value ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {option}
        </button>
      ))}
    </fieldset>
  );
}
