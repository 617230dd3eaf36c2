import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

export interface PaginationProps {
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** e.g. "Page 2"; announced politely when it changes. */
  status?: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
  busy?: boolean;
}

/** Previous/next navigation of a cursor-paginated list. */
export function Pagination({
  label,
  previousLabel,
  nextLabel,
  status,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  busy = false,
}: PaginationProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 px-4 py-3">
      <Button variant="outline" size="sm" onClick={onPrevious} disabled={!hasPrevious || busy}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {previousLabel}
      </Button>
      {status && (
        <span aria-live="polite" className="text-sm text-slate-600">
          {status}
        </span>
      )}
      <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext || busy}>
        {nextLabel}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
