import { cn } from './cn.tsx';

/** A determinate progress bar (0 to 1) with its label and value announced. */
export function ProgressBar({
  value,
  label,
  valueText,
  className,
}: {
  value: number;
  label: string;
  valueText: string;
  className?: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex justify-between text-xs text-slate-600">
        <span>{label}</span>
        <span aria-hidden="true">{valueText}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
