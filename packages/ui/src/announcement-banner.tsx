import { ArrowRight, Megaphone } from 'lucide-react';
import { cn } from './cn.tsx';

export interface AnnouncementBannerProps {
  /** Accessible name of the banner's landmark ("Announcement"). */
  label: string;
  message: string;
  messageLang?: string | undefined;
  link?: { url: string; label: string; lang?: string | undefined } | null;
  className?: string;
}

/** A one-line notice across the top of a page, with an optional link. */
export function AnnouncementBanner({
  label,
  message,
  messageLang,
  link,
  className,
}: AnnouncementBannerProps) {
  return (
    <aside aria-label={label} className={cn('bg-brand-900 text-white', className)}>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2.5 text-center text-sm sm:px-6">
        <Megaphone aria-hidden="true" className="size-4 shrink-0 text-brand-200" />
        <p lang={messageLang} className="font-medium">
          {message}
        </p>
        {link && (
          <a
            href={link.url}
            lang={link.lang}
            className="inline-flex items-center gap-1 font-semibold text-white underline underline-offset-2 hover:text-brand-100"
          >
            {link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        )}
      </div>
    </aside>
  );
}
