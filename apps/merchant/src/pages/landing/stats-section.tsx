import { useTranslation } from 'react-i18next';

const stats = ['smes', 'volume', 'countries', 'uptime'] as const;

export function StatsSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="stats-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h2 id="stats-title" className="sr-only">
          {t('landing.stats.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {stats.map((key) => (
            <div key={key} className="flex flex-col-reverse gap-1" data-testid="stat">
              <dt className="text-sm text-slate-600">{t(`landing.stats.${key}.label`)}</dt>
              <dd className="text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">
                {t(`landing.stats.${key}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
