import { usePublicConfig } from '@kopru/api-client/auth';
import { usePublicContent } from '@kopru/api-client/content';
import { toLocale } from '@kopru/domain/locale';
import type { PaymentTerms } from '@kopru/i18n/release-terms-text';
import { AnnouncementBanner } from '@kopru/ui/announcement-banner';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicOnly } from '../components/guards.tsx';
import { useSiteContact } from '../lib/site-contact.ts';
import { AdvantagesSection } from './landing/advantages-section.tsx';
import { CtaSection } from './landing/cta-section.tsx';
import { FaqSection } from './landing/faq-section.tsx';
import { FeaturesSection } from './landing/features-section.tsx';
import { publicFigures } from './landing/figures.ts';
import { HeroSection } from './landing/hero-section.tsx';
import { HowItWorksSection } from './landing/how-it-works-section.tsx';
import { StatsSection } from './landing/stats-section.tsx';
import { langIfOther, TestimonialsSection } from './landing/testimonials-section.tsx';
import { useScrollToHash } from './landing/use-scroll-to-hash.ts';

// The sections that show only the figures (the same object while they do not change: publicFigures)
// are not rendered again when the site's content or configuration arrives after hydration: on a
// slow phone that whole-page render is a long task (decision 009).
const Hero = memo(HeroSection);
const Stats = memo(StatsSection);
const HowItWorks = memo(HowItWorksSection);
const Features = memo(FeaturesSection);
const Advantages = memo(AdvantagesSection);
const Cta = memo(CtaSection);

/** `/`: the content request starts here, in parallel with the session check of PublicOnly. */
export function LandingPage() {
  const { i18n } = useTranslation();
  const content = usePublicContent(toLocale(i18n.language));
  return (
    <PublicOnly>
      <LandingContent content={content} />
    </PublicOnly>
  );
}

function LandingContent({ content }: { content: ReturnType<typeof usePublicContent> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  useDocumentTitle(t('landing.meta.title'), t('landing.meta.description'));
  useScrollToHash(!content.isPending);
  const figures = publicFigures(language, useSiteContact());
  const config = usePublicConfig();
  const terms = usePaymentTerms(config.data);
  const data = content.data;
  const retry = () => void content.refetch();
  const announcement = data?.announcement;
  return (
    <main id="main" className="flex-1">
      {announcement && (
        <AnnouncementBanner
          label={t('landing.announcement')}
          message={announcement.message.text}
          messageLang={langIfOther(announcement.message.lang, language)}
          link={
            announcement.link && {
              url: announcement.link.url,
              label: announcement.link.label.text,
              lang: langIfOther(announcement.link.label.lang, language),
            }
          }
        />
      )}
      <Hero figures={figures} />
      <Stats />
      <HowItWorks figures={figures} />
      <Features figures={figures} />
      <Advantages figures={figures} terms={terms} termsFailed={config.isError} />
      <TestimonialsSection items={data?.testimonials} failed={content.isError} onRetry={retry} />
      <FaqSection items={data?.faq} failed={content.isError} onRetry={retry} figures={figures} />
      <Cta figures={figures} />
    </main>
  );
}

/** The configured terms of when and how much merchants are paid, the same object while unchanged. */
function usePaymentTerms(config: ReturnType<typeof usePublicConfig>['data']): PaymentTerms | undefined {
  return useMemo(
    () =>
      config && {
        releaseTerms: config.releaseTerms,
        payoutsByAcquirer: config.payoutsByAcquirer,
        withholdingBasisPoints: config.withholdingBasisPoints,
      },
    [config],
  );
}
