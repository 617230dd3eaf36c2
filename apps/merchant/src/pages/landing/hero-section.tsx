import { buttonClasses } from '@kopru/ui/button';
import { BadgeCheck, Headphones, Lock, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicFigures } from './figures.ts';

export function HeroSection({ figures }: { figures: PublicFigures }) {
  const { t } = useTranslation();
  const badges = [
    { key: 'noFees', icon: BadgeCheck, text: t('landing.hero.badges.noFees') },
    { key: 'cardData', icon: Lock, text: t('landing.hero.badges.cardData') },
    { key: 'privacy', icon: ShieldCheck, text: t('landing.hero.badges.privacy') },
    { key: 'support', icon: Headphones, text: t('landing.hero.badges.support', { hours: figures.support }) },
  ];
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p
          className="text-sm font-semibold tracking-wide text-brand-800 uppercase"
          data-testid="hero-eyebrow"
        >
          {t('landing.hero.eyebrow')}
        </p>
        <h1
          id="hero-title"
          className="mx-auto mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl"
        >
          {t('landing.hero.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 sm:text-xl">
          {t('landing.hero.subtitle')}
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/register" className={buttonClasses('primary', 'lg')}>
            {t('landing.hero.primary')}
          </Link>
          <Link to="/login" className={buttonClasses('outline', 'lg')}>
            {t('landing.hero.secondary')}
          </Link>
        </div>
        <ul
          aria-label={t('landing.hero.badgesLabel')}
          className="mx-auto mt-10 grid max-w-3xl grid-cols-1 gap-3 text-sm text-slate-700 sm:grid-cols-2 lg:flex lg:max-w-none lg:justify-center lg:gap-8"
        >
          {badges.map(({ key, icon: Icon, text }) => (
            <li key={key} className="flex items-center justify-center gap-2">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
