import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import {
  useAdminCurrencyIbanChanges,
  useDecideCurrencyIbanChange,
} from '@kopru/api-client/currency-iban-changes';
import { formatIban } from '@kopru/domain/iban';
import {
  type AdminCurrencyIbanChange,
  rejectCurrencyIbanChangeRequest,
} from '@kopru/domain/schemas/currency-iban-changes';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { TextField } from '@kopru/ui/field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Notice = { tone: 'success' | 'error'; text: string };

/** Verified SMEs' requests to add, change or remove a currency account: in use and asked for, in full. */
export function CurrencyIbanChangesSection() {
  const { t } = useTranslation();
  const list = useAdminCurrencyIbanChanges();
  const [notice, setNotice] = useState<Notice | null>(null);
  const changes = list.data?.data ?? [];
  if (changes.length === 0 && !notice) return null;
  return (
    <section aria-labelledby="currency-iban-changes" className="mb-6 space-y-4">
      <div>
        <h2 id="currency-iban-changes" className="text-base font-semibold text-slate-900">
          {t('kyc.admin.currencyChanges.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('kyc.admin.currencyChanges.text')}</p>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {changes.map((change) => (
        <CurrencyIbanChangeCard key={change.id} change={change} onDecided={setNotice} />
      ))}
    </section>
  );
}

function CurrencyIbanChangeCard({
  change,
  onDecided,
}: {
  change: AdminCurrencyIbanChange;
  onDecided(notice: Notice): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const decide = useDecideCurrencyIbanChange();
  const form = useForm<
    z.input<typeof rejectCurrencyIbanChangeRequest>,
    unknown,
    z.output<typeof rejectCurrencyIbanChangeRequest>
  >({
    resolver: zodResolver(rejectCurrencyIbanChangeRequest),
    defaultValues: { reason: '' },
  });
  const reasonError = form.formState.errors.reason?.message;
  const names = { company: change.companyName, currency: change.currency };
  // mutateAsync, not mutate's callbacks: the decision refetches the list, which removes this card,
  // and TanStack Query drops mutate's callbacks once their component is gone (the notice is the
  // section's).
  const failed = (error: Error) =>
    onDecided({
      tone: 'error',
      text: t('kyc.admin.currencyChanges.failed', {
        error: error instanceof ApiError ? message(errorMessageKey(error)) : error.message,
      }),
    });
  const rows = [
    {
      label: t('kyc.admin.currencyChanges.inUse'),
      value: change.currentIban ? formatIban(change.currentIban) : t('kyc.admin.currencyChanges.none'),
      mono: change.currentIban !== null,
    },
    {
      label: t('kyc.admin.currencyChanges.requested'),
      value: change.iban ? formatIban(change.iban) : t('kyc.admin.currencyChanges.removal'),
      mono: change.iban !== null,
    },
  ];

  return (
    <Card>
      <CardHeader title={t('kyc.admin.currencyChanges.heading', names)} />
      <CardBody className="space-y-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{row.label}</dt>
              <dd className={row.mono ? 'font-mono text-sm break-words' : 'text-sm'}>{row.value}</dd>
            </div>
          ))}
        </dl>
        <TextField
          label={t('kyc.admin.currencyChanges.reason')}
          {...form.register('reason')}
          error={reasonError && message(reasonError)}
          disabled={decide.isPending}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            loading={decide.isPending && decide.variables?.action === 'approve'}
            disabled={decide.isPending}
            onClick={() =>
              decide
                .mutateAsync({ id: change.id, action: 'approve' })
                .then(
                  () => onDecided({ tone: 'success', text: t('kyc.admin.currencyChanges.approved', names) }),
                  failed,
                )
            }
          >
            {t('kyc.admin.currencyChanges.approve')}
          </Button>
          <Button
            variant="outline"
            loading={decide.isPending && decide.variables?.action === 'reject'}
            disabled={decide.isPending}
            onClick={form.handleSubmit(({ reason }) =>
              decide
                .mutateAsync({ id: change.id, action: 'reject', reason })
                .then(
                  () => onDecided({ tone: 'success', text: t('kyc.admin.currencyChanges.rejected', names) }),
                  failed,
                ),
            )}
          >
            {t('kyc.admin.currencyChanges.reject')}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
