import { cn } from './cn.tsx';

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent opacity-70"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centered spinner for a whole page or panel while data loads. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-brand-700">
      <Spinner label={label} className="[&>span:first-child]:size-8" />
    </div>
  );
}
