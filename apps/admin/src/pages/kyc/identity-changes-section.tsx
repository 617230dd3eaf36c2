import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { useDecideIdentityChange, useIdentityChanges } from '@kopru/api-client/identity-changes';
import { type IdentityChange, rejectIdentityChangeRequest } from '@kopru/domain/schemas/identity-changes';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { TextField } from '@kopru/ui/field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

const fields = ['companyName', 'taxId', 'authPersonName'] as const;

/** Verified SMEs' requests to change their legal identity: verified and requested side by side. */
export function IdentityChangesSection() {
  const { t } = useTranslation();
  const list = useIdentityChanges();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const changes = list.data?.data ?? [];
  if (changes.length === 0 && !notice) return null;
  return (
    <section aria-labelledby="identity-changes" className="mb-6 space-y-4">
      <div>
        <h2 id="identity-changes" className="text-base font-semibold text-slate-900">
          {t('kyc.admin.identity.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('kyc.admin.identity.text')}</p>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {changes.map((change) => (
        <IdentityChangeCard key={change.id} change={change} onDecided={setNotice} />
      ))}
    </section>
  );
}

function IdentityChangeCard({
  change,
  onDecided,
}: {
  change: IdentityChange;
  onDecided(notice: { tone: 'success' | 'error'; text: string }): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const decide = useDecideIdentityChange();
  const form = useForm<
    z.input<typeof rejectIdentityChangeRequest>,
    unknown,
    z.output<typeof rejectIdentityChangeRequest>
  >({
    resolver: zodResolver(rejectIdentityChangeRequest),
    defaultValues: { reason: '' },
  });
  const reasonError = form.formState.errors.reason?.message;
  const company = change.current.companyName;
  // mutateAsync, not mutate's callbacks: the decision refetches the list, which removes this card,
  // and TanStack Query drops mutate's callbacks once their component is gone (the notice is the
  // section's).
  const failed = (error: Error) =>
    onDecided({
      tone: 'error',
      text: t('kyc.admin.identity.failed', {
        error: error instanceof ApiError ? message(errorMessageKey(error)) : error.message,
      }),
    });

  return (
    <Card>
      <CardHeader title={company} />
      <CardBody className="space-y-4">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 pr-4 font-medium">
                <span className="sr-only">{t('kyc.admin.identity.title')}</span>
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                {t('kyc.admin.identity.verified')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('kyc.admin.identity.requested')}
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-4 font-medium text-slate-700">
                  {t(`kyc.admin.identity.${field}`)}
                </th>
                <td className="py-1 pr-4">{change.current[field]}</td>
                <td
                  className={
                    change.current[field] === change.requested[field]
                      ? 'py-1'
                      : 'py-1 font-semibold text-amber-800'
                  }
                >
                  {change.requested[field]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <TextField
          label={t('kyc.admin.identity.reason')}
          {...form.register('reason')}
          error={reasonError && message(reasonError)}
          disabled={decide.isPending}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            loading={decide.isPending && decide.variables?.action === 'approve'}
            disabled={decide.isPending}
            onClick={() =>
              decide.mutateAsync({ id: change.id, action: 'approve' }).then(
                (decided) =>
                  onDecided({
                    tone: 'success',
                    text: t('kyc.admin.identity.approved', { company: decided.requested.companyName }),
                  }),
                failed,
              )
            }
          >
            {t('kyc.admin.identity.approve')}
          </Button>
          <Button
            variant="outline"
            loading={decide.isPending && decide.variables?.action === 'reject'}
            disabled={decide.isPending}
            onClick={form.handleSubmit(({ reason }) =>
              decide
                .mutateAsync({ id: change.id, action: 'reject', reason })
                .then(
                  () => onDecided({ tone: 'success', text: t('kyc.admin.identity.rejected', { company }) }),
                  failed,
                ),
            )}
          >
            {t('kyc.admin.identity.reject')}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
