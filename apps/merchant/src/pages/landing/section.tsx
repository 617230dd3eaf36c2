import { cn } from '@kopru/ui/cn';
import type { ReactNode } from 'react';

/** One band of the landing page; its id is the anchor the header and footer link to. */
export function Section({
  id,
  title,
  subtitle,
  muted = false,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  muted?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-16 py-16 sm:py-24', muted ? 'bg-slate-50' : 'bg-white')}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id={headingId}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-4xl"
          >
            {title}
          </h2>
          {subtitle && <p className="mt-4 text-lg text-slate-600">{subtitle}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
