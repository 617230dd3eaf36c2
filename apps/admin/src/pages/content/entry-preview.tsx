import { showText } from '@kopru/domain/content';
import type { Locale } from '@kopru/domain/locale';
import { Accordion } from '@kopru/ui/accordion';
import { AnnouncementBanner } from '@kopru/ui/announcement-banner';
import { TestimonialCard } from '@kopru/ui/testimonial-card';
import { useTranslation } from 'react-i18next';
import type { Draft } from './draft.ts';

const previewLocales: Locale[] = ['en', 'tr'];

/** The language attribute a fallback text needs inside a preview of another language. */
const langIf = (lang: Locale, locale: Locale) => (lang === locale ? undefined : lang);

function previewOf(draft: Draft, locale: Locale, announcementLabel: string) {
  if (draft.kind === 'faq') {
    const question = showText(draft.question, locale);
    const answer = showText(draft.answer, locale);
    return {
      fallback: question.lang !== locale || answer.lang !== locale,
      view: (
        <Accordion
          headingLevel={4}
          items={[
            {
              id: 'preview',
              title: question.text,
              titleLang: langIf(question.lang, locale),
              content: answer.text,
              contentLang: langIf(answer.lang, locale),
            },
          ]}
        />
      ),
    };
  }
  if (draft.kind === 'testimonial') {
    const quote = showText(draft.quote, locale);
    const role = showText(draft.authorRole, locale);
    return {
      fallback: quote.lang !== locale || role.lang !== locale,
      view: (
        <TestimonialCard
          quote={quote.text}
          quoteLang={langIf(quote.lang, locale)}
          authorName={draft.authorName}
          authorRole={role.text}
          roleLang={langIf(role.lang, locale)}
        />
      ),
    };
  }
  const message = showText(draft.message, locale);
  const label = showText(draft.linkLabel, locale);
  return {
    fallback: message.lang !== locale || (Boolean(draft.linkUrl) && label.lang !== locale),
    view: (
      // The preview's link must not leave the editor.
      <div onClickCapture={(event) => event.preventDefault()}>
        <AnnouncementBanner
          label={announcementLabel}
          message={message.text}
          messageLang={langIf(message.lang, locale)}
          link={
            draft.linkUrl ? { url: draft.linkUrl, label: label.text, lang: langIf(label.lang, locale) } : null
          }
          className="rounded-xl"
        />
      </div>
    ),
  };
}

function hasEnglish(draft: Draft): boolean {
  if (draft.kind === 'faq') return Boolean(draft.question.en.trim() && draft.answer.en.trim());
  if (draft.kind === 'testimonial') return Boolean(draft.quote.en.trim() && draft.authorName.trim());
  return Boolean(draft.message.en.trim());
}

/** How visitors will see the entry in English and in Turkish, with the fallback applied. */
export function EntryPreview({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="content-preview-title" className="rounded-2xl bg-slate-50 p-4">
      <h3 id="content-preview-title" className="text-sm font-semibold text-slate-900">
        {t('siteContent.preview.title')}
      </h3>
      <p className="text-sm text-slate-600">{t('siteContent.preview.hint')}</p>
      {hasEnglish(draft) ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {previewLocales.map((locale) => {
            const { view, fallback } = previewOf(draft, locale, t('landing.announcement'));
            return (
              <div key={locale} data-testid={`preview-${locale}`}>
                <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t(`siteContent.languages.${locale}`)}
                </p>
                <div lang={locale}>{view}</div>
                {fallback && (
                  <p className="mt-2 text-xs text-amber-800">{t('siteContent.preview.fallback')}</p>
                )}
              </div>
            );
          })}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('siteContent.preview.empty')}</p>
      )}
    </section>
  );
}
