import {
  useAddMerchantDomain,
  useMerchantDomains,
  useRemoveMerchantDomain,
  useVerifyMerchantDomain,
} from '@kopru/api-client/merchant-domains';
import { normalizeDomain } from '@kopru/domain/merchant-domains';
import type { MerchantDomain } from '@kopru/domain/schemas/merchant-domains';
import { formatDateTime } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { ConfirmDialog } from '@kopru/ui/confirm-dialog';
import { TextField } from '@kopru/ui/field';
import { QueryView } from '@kopru/ui/query-view';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The message of a refused call: the API's translated code, or the network's. */
function useRefusal() {
  const message = useMessage();
  return (error: unknown) => message(`errors.${(error as { code?: string })?.code ?? 'network_error'}`);
}

function DomainRow({ domain, canManage }: { domain: MerchantDomain; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const refusal = useRefusal();
  const verify = useVerifyMerchantDomain();
  const remove = useRemoveMerchantDomain();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm font-semibold break-all text-slate-900">{domain.domain}</span>
        <span className={domain.verifiedAt ? 'text-sm text-green-800' : 'text-sm text-amber-800'}>
          {domain.verifiedAt
            ? t('domains.verifiedOn', { date: date(domain.verifiedAt) })
            : t('domains.pending')}
        </span>
      </div>
      {!domain.verifiedAt && (
        <div className="space-y-1 text-sm">
          <p className="text-slate-600">{t('domains.instructions')}</p>
          <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
            <dt className="text-xs text-slate-500">{t('domains.recordName')}</dt>
            <dd className="font-mono text-xs break-all">{domain.recordName}</dd>
            <dt className="text-xs text-slate-500">{t('domains.recordValue')}</dt>
            <dd className="font-mono text-xs break-all">{domain.recordValue}</dd>
          </dl>
          {domain.lastCheckedAt && (
            <p className="text-xs text-slate-500">
              {t('domains.lastChecked', { date: date(domain.lastCheckedAt) })}
            </p>
          )}
        </div>
      )}
      {verify.isError && <Alert tone="error">{refusal(verify.error)}</Alert>}
      {canManage && (
        <div className="flex flex-wrap gap-2">
          {!domain.verifiedAt && (
            <Button size="sm" loading={verify.isPending} onClick={() => verify.mutate(domain.id)}>
              {verify.isPending ? t('domains.verifying') : t('domains.verify')}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('domains.removeLabel', { domain: domain.domain })}
            onClick={() => setConfirmingRemoval(true)}
          >
            {t('domains.remove')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmingRemoval}
        title={t('domains.removeTitle', { domain: domain.domain })}
        description={t('domains.removeText', { domain: domain.domain })}
        cancelLabel={t('common.cancel')}
        confirmLabel={remove.isPending ? t('domains.removing') : t('domains.remove')}
        closeLabel={t('common.close')}
        pending={remove.isPending}
        failure={remove.isError ? refusal(remove.error) : null}
        onConfirm={() => remove.mutate(domain.id)}
        onClose={() => {
          setConfirmingRemoval(false);
          remove.reset();
        }}
      />
    </li>
  );
}

function AddDomainForm() {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const add = useAddMerchantDomain();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = normalizeDomain(value) !== null;
    setInvalid(!ok);
    if (ok) add.mutate(value, { onSuccess: () => setValue('') });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="grow">
        <TextField
          label={t('domains.domain')}
          hint={t('domains.domainHint')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={invalid ? t('domains.errors.domain') : add.isError ? refusal(add.error) : undefined}
          placeholder="example.com"
          spellCheck={false}
          autoComplete="off"
          required
        />
      </div>
      <Button type="submit" loading={add.isPending} className="shrink-0 whitespace-nowrap sm:mt-6">
        {add.isPending ? t('domains.adding') : t('domains.add')}
      </Button>
    </form>
  );
}

/**
 * Verified domains: a link's redirect to one of them (or a subdomain) skips the notice naming the
 * destination. Owners and admins add one, publish its TXT record and check it; others read.
 */
export function DomainsCard({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const domains = useMerchantDomains();
  return (
    <Card>
      <CardHeader title={t('domains.title')} description={t('domains.description')} />
      <CardBody className="space-y-4">
        {canManage ? <AddDomainForm /> : <p className="text-sm text-slate-600">{t('domains.readOnly')}</p>}
        <QueryView query={domains} errorText={t('domains.loadFailed')} loading={null}>
          {(data) =>
            data.data.length === 0 ? (
              <p className="text-sm text-slate-600">{t('domains.empty')}</p>
            ) : (
              <ul aria-label={t('domains.list')} className="space-y-3">
                {data.data.map((domain) => (
                  <DomainRow key={domain.id} domain={domain} canManage={canManage} />
                ))}
              </ul>
            )
          }
        </QueryView>
      </CardBody>
    </Card>
  );
}
