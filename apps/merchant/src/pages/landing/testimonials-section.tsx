import type { PublicTestimonial } from '@kopru/domain/schemas/content';
import { TestimonialCard } from '@kopru/ui/testimonial-card';
import { useTranslation } from 'react-i18next';
import { ContentState } from './content-state.tsx';
import { Section } from './section.tsx';

/** Marks a fallback text with its language so screen readers pronounce it right. */
export function langIfOther(lang: string, pageLanguage: string): string | undefined {
  return lang === pageLanguage ? undefined : lang;
}

export function TestimonialsSection({
  items,
  failed,
  onRetry,
}: {
  items: PublicTestimonial[] | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (items?.length === 0) return null;
  return (
    <Section
      id="testimonials"
      title={t('landing.testimonials.title')}
      subtitle={t('landing.testimonials.subtitle')}
      muted
    >
      {items ? (
        <ul className="grid gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <TestimonialCard
                quote={item.quote.text}
                quoteLang={langIfOther(item.quote.lang, i18n.language)}
                authorName={item.authorName}
                authorRole={item.authorRole.text}
                roleLang={langIfOther(item.authorRole.lang, i18n.language)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <ContentState failed={failed} onRetry={onRetry} />
      )}
    </Section>
  );
}
