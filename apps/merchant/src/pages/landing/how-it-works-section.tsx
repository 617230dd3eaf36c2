import { formatNumber } from '@kopru/i18n/format';
import { FileCheck, Landmark, Share2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicFigures } from './figures.ts';
import { Section } from './section.tsx';

export function HowItWorksSection({ figures }: { figures: PublicFigures }) {
  const { t, i18n } = useTranslation();
  const steps = [
    {
      key: 'signUp',
      icon: UserPlus,
      title: t('landing.how.steps.signUp.title'),
      text: t('landing.how.steps.signUp.text', { minutes: figures.minutes }),
    },
    {
      key: 'verify',
      icon: FileCheck,
      title: t('landing.how.steps.verify.title'),
      text: t('landing.how.steps.verify.text', { days: figures.kycDays }),
    },
    {
      key: 'share',
      icon: Share2,
      title: t('landing.how.steps.share.title'),
      text: t('landing.how.steps.share.text', { currencies: figures.currencies }),
    },
    {
      key: 'getPaid',
      icon: Landmark,
      title: t('landing.how.steps.getPaid.title'),
      text: t('landing.how.steps.getPaid.text'),
    },
  ];
  return (
    <Section id="how-it-works" title={t('landing.how.title')} subtitle={t('landing.how.subtitle')}>
      <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ key, icon: Icon, title, text }, index) => (
          <li key={key} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
                {t('landing.how.step', { number: formatNumber(index + 1, i18n.language) })}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
