import { buttonClasses } from '@kopru/ui/button';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.notFoundTitle'));
  return (
    <main id="main" className="mx-auto max-w-md flex-1 px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{t('common.notFoundTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('common.notFoundText')}</p>
      <Link to="/" className={buttonClasses('outline', 'md', 'mt-6')}>
        {t('common.goHome')}
      </Link>
    </main>
  );
}
