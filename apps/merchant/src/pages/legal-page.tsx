import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useTranslation } from 'react-i18next';

export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const title = kind === 'terms' ? t('legal.termsTitle') : t('legal.privacyTitle');
  useDocumentTitle(title);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
    </main>
  );
}
