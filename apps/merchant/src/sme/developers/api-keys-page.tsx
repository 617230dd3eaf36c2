import { useApiKeys } from '@kopru/api-client/api-keys';
import type { ApiKey } from '@kopru/domain/schemas/api-keys';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { QueryView } from '@kopru/ui/query-view';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateKeyDialog } from './create-key-dialog.tsx';
import { KeyList } from './key-list.tsx';
import { RevokeKeyDialog } from './revoke-key-dialog.tsx';
import { RollKeyDialog } from './roll-key-dialog.tsx';

export function ApiKeysPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('developers.keys.title'));
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [rolling, setRolling] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const all = keys.data?.pages.flatMap((page) => page.data) ?? [];
  const first = keys.data?.pages[0];
  const full = first !== undefined && first.activeCount >= first.maxActive;
  const createButton = (
    <Button onClick={() => setCreating(true)} disabled={full}>
      <Plus aria-hidden="true" className="size-4" />
      {t('developers.keys.create')}
    </Button>
  );

  return (
    <section aria-labelledby="api-keys-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-2xl">
          <h2 id="api-keys-title" className="text-lg font-semibold text-slate-900">
            {t('developers.keys.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('developers.keys.intro')}</p>
          {first && all.length > 0 && (
            <p className="mt-2 text-sm font-medium text-slate-700">
              {t('developers.keys.count', { count: first.activeCount, max: first.maxActive })}
            </p>
          )}
        </div>
        {all.length > 0 && <div className="shrink-0">{createButton}</div>}
      </div>
      {full && first && (
        <Alert tone="info">{t('developers.keys.limitReached', { max: first.maxActive })}</Alert>
      )}
      <QueryView
        query={keys}
        errorText={t('common.somethingWentWrong')}
        errorClassName=""
        isEmpty={() => all.length === 0}
        empty={
          <Card>
            <EmptyState
              icon={<KeyRound aria-hidden="true" />}
              title={t('developers.keys.empty.title')}
              text={t('developers.keys.empty.text')}
              action={createButton}
            />
          </Card>
        }
      >
        {() => (
          <>
            <KeyList keys={all} onRoll={setRolling} onRevoke={setRevoking} />
            <p className="text-xs text-slate-500">{t('developers.keys.publicKeyHint')}</p>
            {keys.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  loading={keys.isFetchingNextPage}
                  onClick={() => keys.fetchNextPage()}
                >
                  {t('developers.keys.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryView>
      <CreateKeyDialog open={creating} onOpenChange={setCreating} />
      <RollKeyDialog apiKey={rolling} onClose={() => setRolling(null)} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}
