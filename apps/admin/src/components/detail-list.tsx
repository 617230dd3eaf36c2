import { cn } from '@kopru/ui/cn';
import type { ReactNode } from 'react';

/** Label/value pairs of a record, two columns on wide screens; padded to sit in a card by default. */
export function DetailList({
  items,
  className = 'px-5 py-4',
}: {
  items: { label: string; value: ReactNode }[];
  className?: string;
}) {
  return (
    <dl className={cn('grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2', className)}>
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{item.label}</dt>
          <dd className="mt-1 text-sm break-words text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
