import { toLocale } from '@kopru/domain/locale';
import type { ContentEntry } from '@kopru/domain/schemas/content';
import { Badge } from '@kopru/ui/badge';
import { Button } from '@kopru/ui/button';
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { missesTurkish, titleOf } from './draft.ts';

export type RowAction = 'up' | 'down' | 'edit' | 'toggle' | 'delete';

/** One entry of the list: its texts, state badges and actions, all reachable by keyboard. */
export function EntryRow({
  entry,
  number,
  first,
  last,
  busy,
  status,
  detail,
  focusMove,
  onFocusMoved,
  onAction,
}: {
  entry: ContentEntry;
  number: number;
  first: boolean;
  last: boolean;
  busy: boolean;
  /** The announcement's state (shown now, scheduled, ended), if any. */
  status?: { label: string; tone: 'success' | 'info' | 'neutral' } | undefined;
  detail: string;
  /** After this entry moved, keep the keyboard on a move button that still works. */
  focusMove: 'up' | 'down' | null;
  onFocusMoved(): void;
  onAction(action: RowAction): void;
}) {
  const { t, i18n } = useTranslation();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusMove || busy) return;
    const wanted = focusMove === 'up' ? (first ? down : up) : last ? up : down;
    wanted.current?.focus();
    onFocusMoved();
  }, [focusMove, busy, first, last, onFocusMoved]);

  return (
    <li
      className="flex flex-col gap-3 px-5 py-4 lg:flex-row lg:items-start lg:justify-between"
      data-testid="content-entry"
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-start gap-2">
          <span className="mt-0.5 shrink-0 text-sm font-semibold text-slate-500">{number}.</span>
          <span className="font-medium text-slate-900">{titleOf(entry, toLocale(i18n.language))}</span>
        </p>
        {detail && <p className="mt-1 line-clamp-2 pl-6 text-sm text-slate-600">{detail}</p>}
        <div className="mt-2 flex flex-wrap gap-2 pl-6">
          {!entry.visible && <Badge>{t('siteContent.status.hidden')}</Badge>}
          {status && <Badge tone={status.tone}>{status.label}</Badge>}
          {missesTurkish(entry) && <Badge tone="warning">{t('siteContent.status.trMissing')}</Badge>}
        </div>
      </div>
      <fieldset className="flex shrink-0 flex-wrap gap-2 pl-6 lg:pl-0">
        <legend className="sr-only">{t('siteContent.actions.entryActions', { number })}</legend>
        <Button
          ref={up}
          size="sm"
          variant="ghost"
          aria-label={t('siteContent.actions.moveUp')}
          title={t('siteContent.actions.moveUp')}
          disabled={first || busy}
          onClick={() => onAction('up')}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button
          ref={down}
          size="sm"
          variant="ghost"
          aria-label={t('siteContent.actions.moveDown')}
          title={t('siteContent.actions.moveDown')}
          disabled={last || busy}
          onClick={() => onAction('down')}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('edit')}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('siteContent.actions.edit')}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('toggle')}>
          {entry.visible ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {entry.visible ? t('siteContent.actions.hide') : t('siteContent.actions.show')}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('delete')}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('siteContent.actions.delete')}
        </Button>
      </fieldset>
    </li>
  );
}
