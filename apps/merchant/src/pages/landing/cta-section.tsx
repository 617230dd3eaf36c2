import { buttonClasses } from '@kopru/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicFigures } from './figures.ts';

export function CtaSection({ figures }: { figures: PublicFigures }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-title" className="bg-brand-800">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {t('landing.cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
          {t('landing.cta.text', { minutes: figures.minutes })}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/register" className={buttonClasses('secondary', 'lg')}>
            {t('landing.cta.primary')}
          </Link>
          <a
            href={`mailto:${figures.email}`}
            className="inline-flex h-12 items-center justify-center rounded-lg border border-white/70 px-6 text-base font-medium text-white transition-colors hover:bg-white/10"
          >
            {t('landing.cta.secondary')}
          </a>
        </div>
      </div>
    </section>
  );
}
