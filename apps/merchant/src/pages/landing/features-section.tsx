import { Banknote, Coins, CreditCard, LayoutDashboard, Link2, Webhook } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicFigures } from './figures.ts';
import { Section } from './section.tsx';

export function FeaturesSection({ figures }: { figures: PublicFigures }) {
  const { t } = useTranslation();
  const features = [
    {
      key: 'paymentLinks',
      icon: Link2,
      title: t('landing.features.items.paymentLinks.title'),
      text: t('landing.features.items.paymentLinks.text'),
    },
    {
      key: 'cards',
      icon: CreditCard,
      title: t('landing.features.items.cards.title'),
      text: t('landing.features.items.cards.text'),
    },
    {
      key: 'currencies',
      icon: Coins,
      title: t('landing.features.items.currencies.title'),
      text: t('landing.features.items.currencies.text', { currencies: figures.currencies }),
    },
    {
      key: 'payouts',
      icon: Banknote,
      title: t('landing.features.items.payouts.title'),
      text: t('landing.features.items.payouts.text'),
    },
    {
      key: 'dashboard',
      icon: LayoutDashboard,
      title: t('landing.features.items.dashboard.title'),
      text: t('landing.features.items.dashboard.text'),
    },
    {
      key: 'developers',
      icon: Webhook,
      title: t('landing.features.items.developers.title'),
      text: t('landing.features.items.developers.text'),
    },
  ];
  return (
    <Section
      id="features"
      title={t('landing.features.title')}
      subtitle={t('landing.features.subtitle')}
      muted
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ key, icon: Icon, title, text }) => (
          <li
            key={key}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            data-testid="feature"
          >
            <span className="inline-flex rounded-xl bg-brand-50 p-3 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
