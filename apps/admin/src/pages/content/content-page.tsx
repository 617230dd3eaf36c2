import { errorMessageKey } from '@kopru/api-client/client';
import { useAdminContent } from '@kopru/api-client/content';
import { type ContentEntry, type ContentKind, contentKinds } from '@kopru/domain/schemas/content';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { PageHeader } from '@kopru/ui/page-header';
import { QueryView } from '@kopru/ui/query-view';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from './delete-dialog.tsx';
import { type EditorTarget, EntryEditor } from './entry-editor.tsx';
import { KindPanel, type PanelCallbacks } from './kind-panel.tsx';

type Notice = { tone: 'success' | 'error'; text: string };

/** /admin/dashboard/content: the landing page's FAQ, testimonials and announcement banner. */
export function ContentPage() {
  const { t } = useTranslation();
  const message = useMessage();
  useDocumentTitle(t('siteContent.title'));
  const content = useAdminContent();
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [deleting, setDeleting] = useState<{ entry: ContentEntry; lastOfKind: boolean } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const byKind = useMemo(() => {
    const groups: Record<ContentKind, ContentEntry[]> = { faq: [], testimonial: [], announcement: [] };
    for (const entry of content.data?.data ?? []) groups[entry.kind].push(entry);
    return groups;
  }, [content.data]);

  const callbacks: PanelCallbacks = {
    onEdit: (kind, entry) => {
      setNotice(null);
      setEditing(entry ? { kind, entry } : { kind });
    },
    onDelete: (entry, lastOfKind) => {
      setNotice(null);
      setDeleting({ entry, lastOfKind });
    },
    onDone: (text) => setNotice({ tone: 'success', text }),
    onError: (error) => setNotice({ tone: 'error', text: message(errorMessageKey(error)) }),
  };

  return (
    <>
      <PageHeader title={t('siteContent.title')} description={t('siteContent.subtitle')} />
      {notice && (
        <Alert tone={notice.tone} className="mb-6">
          {notice.text}
        </Alert>
      )}
      <QueryView
        query={content}
        errorClassName=""
        errorText={`${t('siteContent.loadFailed')} ${message(errorMessageKey(content.error))}`}
      >
        {() => (
          <div className="space-y-6">
            {contentKinds.map((kind) => (
              <KindPanel key={kind} kind={kind} entries={byKind[kind]} callbacks={callbacks} />
            ))}
          </div>
        )}
      </QueryView>
      {editing && (
        <EntryEditor
          target={editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            callbacks.onDone(text);
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          entry={deleting.entry}
          lastOfKind={deleting.lastOfKind}
          onClose={() => setDeleting(null)}
          onDeleted={(text) => {
            setDeleting(null);
            callbacks.onDone(text);
          }}
          onError={callbacks.onError}
        />
      )}
    </>
  );
}
