import { Quote } from 'lucide-react';
import { cn } from './cn.tsx';

export interface TestimonialCardProps {
  quote: string;
  authorName: string;
  authorRole: string;
  /** Languages of the texts when they differ from the page's (an English fallback). */
  quoteLang?: string | undefined;
  roleLang?: string | undefined;
  className?: string;
}

/** A customer's quote with their name and role. */
export function TestimonialCard({
  quote,
  authorName,
  authorRole,
  quoteLang,
  roleLang,
  className,
}: TestimonialCardProps) {
  const initials = authorName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
  return (
    <figure
      className={cn(
        'flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm',
        className,
      )}
    >
      <Quote aria-hidden="true" className="size-6 text-brand-600" />
      <blockquote lang={quoteLang} className="mt-4 flex-1 whitespace-pre-line text-slate-700">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
        >
          {initials}
        </span>
        <span className="min-w-0 text-sm">
          <span className="block font-semibold text-slate-900">{authorName}</span>
          <span lang={roleLang} className="block text-slate-600">
            {authorRole}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
