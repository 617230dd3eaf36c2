import { zodResolver } from '@hookform/resolvers/zod';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { usePayoutSchedules, useUpdatePayoutSchedule } from '@kopru/api-client/payout-schedules';
import { MAX_PAYOUT_DAY_OF_MONTH, payoutFrequencies } from '@kopru/domain/payout-schedule';
import { MIN_PAYOUT_MINOR } from '@kopru/domain/payouts';
import type { PayoutScheduleSettings, PayoutScheduleView } from '@kopru/domain/schemas/payout-schedules';
import type { PayoutAccount } from '@kopru/domain/schemas/payouts';
import { formatDay, formatMoney } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { Field, TextField } from '@kopru/ui/field';
import { FormFailure } from '@kopru/ui/form-actions';
import { Select } from '@kopru/ui/input';
import { QueryView } from '@kopru/ui/query-view';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/permissions.ts';
import { useAmountText } from '../amount-text.ts';
import {
  type PayoutScheduleFormValues,
  payoutScheduleForm,
  scheduleFormValues,
} from './payout-schedule-form.ts';

/** ISO weekdays 1-7 named in the user's language (2024-01-01 was a Monday). */
function weekdayName(weekday: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

function LastRun({ schedule }: { schedule: PayoutScheduleView }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const run = schedule.lastRun;
  if (!run) return <>{t('payoutSchedule.never')}</>;
  const date = formatDay(run.period, locale);
  const amount = formatMoney(run.amount ?? 0, schedule.currency, locale);
  if (run.status === 'created') return <>{t('payoutSchedule.created', { date, amount })}</>;
  const reason = run.reason ? t(`payoutSchedule.reasons.${run.reason}`, { amount }) : '';
  return <>{t('payoutSchedule.skipped', { date, reason })}</>;
}

/** One currency's schedule: its own form and save button. */
function ScheduleForm({
  schedule,
  account,
  canManage,
}: {
  schedule: PayoutScheduleView;
  account: PayoutAccount | null;
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const message = useMessage();
  const amounts = useAmountText();
  const update = useUpdatePayoutSchedule();
  const { currency } = schedule;
  const canSend = account?.currencyIbans.some((entry) => entry.currency === currency) ?? false;
  const [defaults] = useState(() => scheduleFormValues(schedule, amounts.format, canSend));
  const form = useForm<PayoutScheduleFormValues, unknown, PayoutScheduleSettings>({
    resolver: zodResolver(payoutScheduleForm(amounts.parse, currency)),
    defaultValues: defaults,
  });
  const { failure, show, clear } = useFormFailure(form);
  const [saved, setSaved] = useState(false);
  const frequency = form.watch('frequency');
  const disabled = !canManage || update.isPending;
  const amountError = form.formState.errors.amount?.message;
  const submit = form.handleSubmit((settings) => {
    clear();
    setSaved(false);
    update.mutate(
      { currency, settings },
      { onSuccess: () => setSaved(true), onError: (error) => show(formFailureOf(error)) },
    );
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <fieldset disabled={disabled} className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">
          {t('payoutSchedule.currencyLegend', { currency })}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('payoutSchedule.frequency')}>
            {(control) => (
              <Select
                {...control}
                defaultValue={defaults.frequency}
                {...form.register('frequency', { onChange: () => setSaved(false) })}
              >
                {payoutFrequencies.map((value) => (
                  <option key={value} value={value}>
                    {t(`payoutSchedule.frequencies.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {frequency === 'weekly' && (
            <Field label={t('payoutSchedule.weekday')}>
              {(control) => (
                <Select {...control} defaultValue={defaults.weekday} {...form.register('weekday')}>
                  {[1, 2, 3, 4, 5, 6, 7].map((day) => (
                    <option key={day} value={String(day)}>
                      {weekdayName(day, locale)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
          {frequency === 'monthly' && (
            <Field label={t('payoutSchedule.dayOfMonth')}>
              {(control) => (
                <Select {...control} defaultValue={defaults.dayOfMonth} {...form.register('dayOfMonth')}>
                  {Array.from({ length: MAX_PAYOUT_DAY_OF_MONTH }, (_, index) => index + 1).map((day) => (
                    <option key={day} value={String(day)}>
                      {day}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
        </div>
        {frequency !== 'off' && (
          <>
            <TextField
              label={t('payoutSchedule.minimumAmount', { currency })}
              {...form.register('amount')}
              inputMode="decimal"
              autoComplete="off"
              hint={t('payoutSchedule.minimumHint', {
                minimum: formatMoney(MIN_PAYOUT_MINOR, currency, locale),
              })}
              error={
                amountError
                  ? message(amountError, {
                      minimum: formatMoney(MIN_PAYOUT_MINOR, currency, locale),
                      examples: amounts.examples,
                    })
                  : undefined
              }
            />
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">
                {t('payoutSchedule.target')}
              </legend>
              {(['same', 'TRY'] as const).map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    value={value}
                    {...form.register('target')}
                    disabled={disabled || (value === 'same' && !canSend)}
                    className="size-4 accent-brand-700"
                  />
                  {t(`payoutSchedule.targets.${value}`, { currency })}
                </label>
              ))}
              {canSend ? (
                <p className="text-xs text-slate-600">{t('payoutSchedule.targetHint')}</p>
              ) : (
                <Alert tone="info">{t('payoutSchedule.noCurrencyAccount', { currency })}</Alert>
              )}
            </fieldset>
          </>
        )}
      </fieldset>
      <div className="space-y-1 text-sm text-slate-700">
        {schedule.nextRunDay && (
          <p>{t('payoutSchedule.nextRun', { date: formatDay(schedule.nextRunDay, locale) })}</p>
        )}
        <p>
          <span className="font-medium text-slate-800">{t('payoutSchedule.lastRun')}: </span>
          <LastRun schedule={schedule} />
        </p>
      </div>
      <FormFailure message={failure && message(failure)} />
      {saved && <Alert tone="success">{t('payoutSchedule.saved', { currency })}</Alert>}
      {canManage && (
        <Button type="submit" loading={update.isPending}>
          {t('payoutSchedule.save', { currency })}
        </Button>
      )}
    </form>
  );
}

/**
 * Automatic payouts (docs/automatic-payouts.md): per balance currency when, from what minimum
 * and in which currency. Read-only for a role that may not request payouts.
 */
export function PayoutScheduleCard({ account }: { account: PayoutAccount | null }) {
  const { t } = useTranslation();
  const canManage = useCan()('payouts.request');
  const schedules = usePayoutSchedules();
  return (
    <Card>
      <CardHeader title={t('payoutSchedule.title')} description={t('payoutSchedule.description')} />
      <CardBody className="space-y-4">
        {!canManage && <Alert tone="info">{t('payoutSchedule.readOnly')}</Alert>}
        <QueryView query={schedules} errorText={t('payoutSchedule.loadFailed')}>
          {(data) => (
            <div className="grid gap-4 lg:grid-cols-3">
              {data.schedules.map((schedule) => (
                <ScheduleForm
                  key={schedule.currency}
                  schedule={schedule}
                  account={account}
                  canManage={canManage}
                />
              ))}
            </div>
          )}
        </QueryView>
      </CardBody>
    </Card>
  );
}
