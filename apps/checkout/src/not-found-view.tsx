import { SearchX } from 'lucide-react';
import { useI18n } from './i18n.ts';
import { useTitle } from './use-title.ts';

export function NotFoundView() {
  const { t } = useI18n();
  useTitle(t('checkout.notFoundTitle'));
  return (
    <div className="mt-8 h-fit w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <h1 className="mt-4 text-xl font-semibold">{t('checkout.notFoundTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('checkout.notFoundText')}</p>
    </div>
  );
}
