import { errorMessageKey } from '@kopru/api-client/client';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '@kopru/api-client/notification-settings';
import { type NotificationSettings, paidEmailModes } from '@kopru/domain/schemas/notification-settings';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { QueryView } from '@kopru/ui/query-view';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

function PaidEmailsForm({ current, canManage }: { current: NotificationSettings; canManage: boolean }) {
  const { t } = useTranslation();
  const message = useMessage();
  const update = useUpdateNotificationSettings();
  const form = useForm<NotificationSettings>({ defaultValues: current });
  return (
    <form onSubmit={form.handleSubmit((values) => update.mutate(values))} className="space-y-4">
      <fieldset disabled={!canManage} className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">
          {t('notificationSettings.legend')}
        </legend>
        {paidEmailModes.map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              value={mode}
              {...form.register('paidEmails')}
              className="size-4 accent-teal-700"
            />
            {t(`notificationSettings.options.${mode}`)}
          </label>
        ))}
      </fieldset>
      {update.isSuccess && <Alert tone="success">{t('notificationSettings.saved')}</Alert>}
      {update.isError && <Alert tone="error">{message(errorMessageKey(update.error))}</Alert>}
      {canManage && (
        <Button type="submit" loading={update.isPending}>
          {t('notificationSettings.save')}
        </Button>
      )}
    </form>
  );
}

/** The "you got paid" e-mail setting: each payment, a daily summary, or none. */
export function PaidEmailsCard({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  return (
    <Card>
      <CardHeader
        title={t('notificationSettings.title')}
        description={t('notificationSettings.description')}
      />
      <CardBody>
        <QueryView query={settings} errorText={t('notificationSettings.loadFailed')} loading={null}>
          {(data) => <PaidEmailsForm current={data} canManage={canManage} />}
        </QueryView>
      </CardBody>
    </Card>
  );
}
