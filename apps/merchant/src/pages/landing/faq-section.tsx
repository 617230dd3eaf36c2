import type { PublicFaq } from '@kopru/domain/schemas/content';
import { Accordion } from '@kopru/ui/accordion';
import { useTranslation } from 'react-i18next';
import { ContentState } from './content-state.tsx';
import type { PublicFigures } from './figures.ts';
import { Section } from './section.tsx';
import { langIfOther } from './testimonials-section.tsx';

export function FaqSection({
  items,
  failed,
  onRetry,
  figures,
}: {
  items: PublicFaq[] | undefined;
  failed: boolean;
  onRetry: () => void;
  figures: PublicFigures;
}) {
  const { t, i18n } = useTranslation();
  if (items?.length === 0) return null;
  return (
    <Section id="faq" title={t('landing.faq.title')}>
      <div className="mx-auto max-w-3xl">
        {items ? (
          <Accordion
            // A new language or list remounts it, so the first question is open again.
            key={`${i18n.language}:${items.map((item) => item.id).join(',')}`}
            items={items.map((item) => ({
              id: item.id,
              title: item.question.text,
              titleLang: langIfOther(item.question.lang, i18n.language),
              content: item.answer.text,
              contentLang: langIfOther(item.answer.lang, i18n.language),
            }))}
          />
        ) : (
          <ContentState failed={failed} onRetry={onRetry} />
        )}
        <p className="mt-8 text-center text-slate-600">
          {t('landing.faq.more')}{' '}
          <a href={`mailto:${figures.email}`} className="font-medium text-brand-700 underline">
            {figures.email}
          </a>
        </p>
      </div>
    </Section>
  );
}
