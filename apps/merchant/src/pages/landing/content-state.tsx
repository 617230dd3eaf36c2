import { Button } from '@kopru/ui/button';
import { Spinner } from '@kopru/ui/spinner';
import { useTranslation } from 'react-i18next';

/** What a section fed by the content API shows while loading or after a failure. */
export function ContentState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) {
    return (
      <div className="flex min-h-40 items-center justify-center text-brand-700">
        <Spinner label={t('landing.content.loading')} />
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-slate-600">
      <p>{t('landing.content.failed')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('landing.content.retry')}
      </Button>
    </div>
  );
}
