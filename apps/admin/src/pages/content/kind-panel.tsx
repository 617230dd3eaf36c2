import { useReorderContent, useSetContentVisibility } from '@kopru/api-client/content';
import { isAnnouncementActive, showText } from '@kopru/domain/content';
import { toLocale } from '@kopru/domain/locale';
import type { ContentEntry, ContentKind } from '@kopru/domain/schemas/content';
import { MAX_CONTENT_ENTRIES_PER_KIND } from '@kopru/domain/schemas/content';
import { formatDateTime } from '@kopru/i18n/format';
import { Button } from '@kopru/ui/button';
import { Card, CardHeader } from '@kopru/ui/card';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryRow, type RowAction } from './entry-row.tsx';

export interface PanelCallbacks {
  onEdit(kind: ContentKind, entry?: ContentEntry): void;
  onDelete(entry: ContentEntry, lastOfKind: boolean): void;
  onDone(message: string): void;
  onError(error: unknown): void;
}

function useDetail() {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (entry: ContentEntry): string => {
    if (entry.kind === 'faq') return showText(entry.answer, locale).text;
    if (entry.kind === 'testimonial')
      return `${entry.authorName} · ${showText(entry.authorRole, locale).text}`;
    const when = [
      entry.startsAt &&
        `${t('siteContent.fields.startsAt')}: ${formatDateTime(entry.startsAt, i18n.language)}`,
      entry.endsAt && `${t('siteContent.fields.endsAt')}: ${formatDateTime(entry.endsAt, i18n.language)}`,
    ];
    return [entry.linkUrl, ...when].filter(Boolean).join(' · ');
  };
}

/** The entries of one kind in their order, with add, move, hide/show, edit and delete. */
export function KindPanel({
  kind,
  entries,
  callbacks,
}: {
  kind: ContentKind;
  entries: ContentEntry[];
  callbacks: PanelCallbacks;
}) {
  const { t } = useTranslation();
  const reorder = useReorderContent();
  const visibility = useSetContentVisibility();
  const detailOf = useDetail();
  const [moved, setMoved] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  const busy = reorder.isPending || visibility.isPending;
  const clearMoved = useCallback(() => setMoved(null), []);
  const now = new Date();
  const shownAnnouncement =
    kind === 'announcement'
      ? entries.find((entry) => entry.kind === 'announcement' && isAnnouncementActive(entry, now))
      : undefined;

  const statusOf = (entry: ContentEntry) => {
    if (entry.kind !== 'announcement' || !entry.visible) return undefined;
    if (entry.id === shownAnnouncement?.id)
      return { label: t('siteContent.status.live'), tone: 'success' as const };
    if (entry.startsAt && Date.parse(entry.startsAt) > now.getTime())
      return { label: t('siteContent.status.scheduled'), tone: 'info' as const };
    if (entry.endsAt && Date.parse(entry.endsAt) <= now.getTime())
      return { label: t('siteContent.status.ended'), tone: 'neutral' as const };
    return undefined;
  };

  const move = (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const ids = entries.map((entry) => entry.id);
    const [id] = ids.splice(index, 1);
    if (!id || target < 0 || target > ids.length) return;
    ids.splice(target, 0, id);
    reorder.mutate(
      { kind, ids },
      {
        onSuccess: () => {
          setMoved({ id, direction });
          callbacks.onDone(t('siteContent.done.moved'));
        },
        onError: callbacks.onError,
      },
    );
  };

  const act = (entry: ContentEntry, index: number, action: RowAction) => {
    setMoved(null);
    if (action === 'up' || action === 'down') return move(index, action);
    if (action === 'edit') return callbacks.onEdit(kind, entry);
    if (action === 'delete') return callbacks.onDelete(entry, entries.length === 1);
    visibility.mutate(
      { id: entry.id, visible: !entry.visible },
      {
        onSuccess: () =>
          callbacks.onDone(t(entry.visible ? 'siteContent.done.hidden' : 'siteContent.done.shown')),
        onError: callbacks.onError,
      },
    );
  };

  return (
    <Card>
      <CardHeader
        title={<span id={`content-${kind}`}>{t(`siteContent.kinds.${kind}`)}</span>}
        description={t(`siteContent.hints.${kind}`)}
        action={
          <Button
            size="sm"
            onClick={() => callbacks.onEdit(kind)}
            disabled={entries.length >= MAX_CONTENT_ENTRIES_PER_KIND}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t(`siteContent.add.${kind}`)}
          </Button>
        }
      />
      {entries.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600">{t(`siteContent.empty.${kind}`)}</p>
      ) : (
        <ol aria-labelledby={`content-${kind}`} className="divide-y divide-slate-100">
          {entries.map((entry, index) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              number={index + 1}
              first={index === 0}
              last={index === entries.length - 1}
              busy={busy}
              status={statusOf(entry)}
              detail={detailOf(entry)}
              focusMove={moved?.id === entry.id ? moved.direction : null}
              onFocusMoved={clearMoved}
              onAction={(action) => act(entry, index, action)}
            />
          ))}
        </ol>
      )}
    </Card>
  );
}
