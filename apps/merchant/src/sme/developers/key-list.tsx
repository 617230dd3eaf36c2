import type { ApiKey } from '@kopru/domain/schemas/api-keys';
import { formatDate, formatDateTime } from '@kopru/i18n/format';
import { Badge } from '@kopru/ui/badge';
import { Card } from '@kopru/ui/card';
import { CopyButton } from '@kopru/ui/copy-button';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useTranslation } from 'react-i18next';
import { type KeyActionHandlers, KeyActions } from './key-actions.tsx';
import { KeyPermissionsSummary } from './key-permissions-fields.tsx';
import { KeyStatus, secretHint } from './key-status.tsx';

function useKeyTexts() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return {
    created: (key: ApiKey) => formatDate(key.createdAt, locale),
    lastUsed: (key: ApiKey) =>
      key.lastUsedAt ? formatDateTime(key.lastUsedAt, locale) : t('developers.keys.never'),
    mode: (key: ApiKey) => t(`developers.keys.mode.${key.mode}`),
  };
}

function PublicKey({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-1">
      <code className="min-w-0 font-mono text-xs break-all text-slate-700">{apiKey.publicKey}</code>
      <CopyButton
        text={apiKey.publicKey}
        label={t('developers.keys.copyPublic', { name: apiKey.description })}
        copiedLabel={t('developers.keys.copied')}
        failedLabel={t('developers.keys.copyFailed')}
        variant="ghost"
        iconOnly
        className="h-7 px-1.5"
      />
    </div>
  );
}

function Description({ apiKey }: { apiKey: ApiKey }) {
  const texts = useKeyTexts();
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-medium break-words text-slate-900">{apiKey.description}</span>
      <Badge tone={apiKey.mode === 'test' ? 'info' : 'success'}>{texts.mode(apiKey)}</Badge>
    </span>
  );
}

/** The keys as a table from md up and as cards on phones. */
export function KeyList({ keys, ...handlers }: { keys: ApiKey[] } & KeyActionHandlers) {
  const { t } = useTranslation();
  const texts = useKeyTexts();
  return (
    <>
      <Card className="hidden overflow-hidden md:block">
        <Table caption={t('developers.keys.table')} className="table-fixed">
          <THead>
            <tr>
              <TH className="w-[26%]">{t('developers.keys.columns.description')}</TH>
              <TH className="w-[18%]">{t('developers.keys.columns.publicKey')}</TH>
              <TH className="w-[15%]">{t('developers.keys.columns.secretKey')}</TH>
              <TH className="w-[14%]">{t('developers.keys.columns.lastUsed')}</TH>
              <TH className="w-[13%]">{t('developers.keys.columns.status')}</TH>
              <TH className="w-[14%]">{t('developers.keys.columns.actions')}</TH>
            </tr>
          </THead>
          <TBody>
            {keys.map((key) => (
              <TR key={key.id}>
                <TD>
                  <Description apiKey={key} />
                  <p className="mt-1 text-xs text-slate-500">
                    {t('developers.keys.columns.created')}: {texts.created(key)}
                  </p>
                  <div className="mt-2">
                    <KeyPermissionsSummary permissions={key.permissions} />
                  </div>
                </TD>
                <TD>
                  <PublicKey apiKey={key} />
                </TD>
                <TD>
                  <code className="font-mono text-xs break-all">{secretHint(key)}</code>
                </TD>
                <TD className="text-xs">{texts.lastUsed(key)}</TD>
                <TD>
                  <KeyStatus apiKey={key} />
                </TD>
                <TD>
                  <KeyActions apiKey={key} {...handlers} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </Card>
      <ul className="space-y-3 md:hidden" aria-label={t('developers.keys.table')}>
        {keys.map((key) => (
          <li key={key.id}>
            <Card className="space-y-3 p-4">
              <div className="space-y-2">
                <Description apiKey={key} />
                <KeyStatus apiKey={key} />
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div className="col-span-2">
                  <dt className="text-xs text-slate-500">{t('developers.permissions.column')}</dt>
                  <dd className="mt-1">
                    <KeyPermissionsSummary permissions={key.permissions} />
                  </dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-xs text-slate-500">{t('developers.keys.columns.publicKey')}</dt>
                  <dd>
                    <PublicKey apiKey={key} />
                  </dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-xs text-slate-500">{t('developers.keys.columns.secretKey')}</dt>
                  <dd>
                    <code className="font-mono text-xs">{secretHint(key)}</code>
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('developers.keys.columns.created')}</dt>
                  <dd className="text-xs">{texts.created(key)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('developers.keys.columns.lastUsed')}</dt>
                  <dd className="text-xs">{texts.lastUsed(key)}</dd>
                </div>
              </dl>
              <KeyActions apiKey={key} {...handlers} />
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
