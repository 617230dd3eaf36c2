import type { OutboxEmail } from '@kopru/domain/schemas/email';
import { formatDateTime } from '@kopru/i18n/format';
import { Badge } from '@kopru/ui/badge';
import { cn } from '@kopru/ui/cn';
import { Dialog } from '@kopru/ui/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list.tsx';
import { emailStatusTones, useTemplateLabel } from './email-labels.ts';

type View = 'html' | 'text';

/**
 * One e-mail with its body. The HTML is shown in an iframe with `sandbox=""`: no script runs,
 * it gets an opaque origin and its links cannot navigate, whatever a template variable held.
 */
export function EmailDialog({ email, onClose }: { email: OutboxEmail; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const templateLabel = useTemplateLabel();
  const [view, setView] = useState<View>('html');
  const views: View[] = ['html', 'text'];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={email.subject}
      description={templateLabel(email.template)}
      closeLabel={t('common.close')}
      className="sm:max-w-3xl"
    >
      <DetailList
        className="pb-2"
        items={[
          { label: t('adminEmails.detail.to'), value: email.to },
          { label: t('adminEmails.detail.time'), value: formatDateTime(email.createdAt, i18n.language) },
          {
            label: t('adminEmails.table.status'),
            value: (
              <Badge tone={emailStatusTones[email.status]}>{t(`adminEmails.status.${email.status}`)}</Badge>
            ),
          },
          {
            label: t('adminEmails.detail.language'),
            value: t(`common.languages.${email.locale === 'tr' ? 'tr' : 'en'}`),
          },
          ...(email.attempts > 0
            ? [{ label: t('adminEmails.detail.attempts'), value: String(email.attempts) }]
            : []),
          ...(email.lastError ? [{ label: t('adminEmails.detail.lastError'), value: email.lastError }] : []),
          ...(email.status === 'queued' && email.attempts > 0 && email.nextAttemptAt
            ? [
                {
                  label: t('adminEmails.detail.nextAttempt'),
                  value: formatDateTime(email.nextAttemptAt, i18n.language),
                },
              ]
            : []),
        ]}
      />
      <fieldset className="mt-2 mb-3 flex gap-1 rounded-lg bg-slate-100 p-1 text-sm">
        <legend className="sr-only">{t('adminEmails.detail.views')}</legend>
        {views.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => setView(option)}
            className={cn(
              'flex-1 rounded-md px-3 py-1.5 font-medium',
              view === option ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`adminEmails.detail.${option}`)}
          </button>
        ))}
      </fieldset>
      {view === 'html' ? (
        <iframe
          title={t('adminEmails.detail.frameTitle')}
          sandbox=""
          srcDoc={email.html}
          referrerPolicy="no-referrer"
          className="h-[55vh] w-full rounded-lg border border-slate-200 bg-white"
        />
      ) : (
        <pre className="max-h-[55vh] overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm break-words whitespace-pre-wrap">
          {email.text}
        </pre>
      )}
    </Dialog>
  );
}
