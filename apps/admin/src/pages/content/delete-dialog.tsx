import { useDeleteContent } from '@kopru/api-client/content';
import { toLocale } from '@kopru/domain/locale';
import type { ContentEntry } from '@kopru/domain/schemas/content';
import { Button } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
import { useTranslation } from 'react-i18next';
import { titleOf } from './draft.ts';

/** Asks before deleting; the entry's title is repeated so the admin knows which one goes. */
export function DeleteDialog({
  entry,
  lastOfKind,
  onClose,
  onDeleted,
  onError,
}: {
  entry: ContentEntry;
  lastOfKind: boolean;
  onClose(): void;
  onDeleted(message: string): void;
  onError(error: unknown): void;
}) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteContent();
  const confirm = () =>
    remove.mutate(entry.id, {
      onSuccess: () => onDeleted(t('siteContent.done.deleted')),
      onError: (error) => {
        onError(error);
        onClose();
      },
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={t('siteContent.confirmDelete.title')}
      description={t('siteContent.confirmDelete.text')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {t('siteContent.confirmDelete.confirm')}
          </Button>
        </>
      }
    >
      <p className="rounded-lg bg-slate-50 p-3 text-sm font-medium text-slate-900">
        {titleOf(entry, toLocale(i18n.language))}
      </p>
      {lastOfKind && (
        <p className="mt-3 text-sm text-amber-800">{t('siteContent.confirmDelete.lastOfKind')}</p>
      )}
    </Dialog>
  );
}
