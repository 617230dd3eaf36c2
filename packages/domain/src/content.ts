import type { Locale } from './locale.ts';
import type {
  AnnouncementEntry,
  ContentEntry,
  FaqEntry,
  LocalizedText,
  PublicAnnouncement,
  PublicContent,
  PublicFaq,
  PublicTestimonial,
  ShownText,
  TestimonialEntry,
} from './schemas/content.ts';

/** The text in `locale`, or the English one when that is empty: a visitor never sees an empty block. */
export function showText(text: LocalizedText, locale: Locale): ShownText {
  const local = text[locale].trim();
  return local ? { text: local, lang: locale } : { text: text.en, lang: 'en' };
}

export function toPublicFaq(entry: FaqEntry, locale: Locale): PublicFaq {
  return { id: entry.id, question: showText(entry.question, locale), answer: showText(entry.answer, locale) };
}

export function toPublicTestimonial(entry: TestimonialEntry, locale: Locale): PublicTestimonial {
  return {
    id: entry.id,
    quote: showText(entry.quote, locale),
    authorName: entry.authorName,
    authorRole: showText(entry.authorRole, locale),
  };
}

export function toPublicAnnouncement(entry: AnnouncementEntry, locale: Locale): PublicAnnouncement {
  return {
    id: entry.id,
    message: showText(entry.message, locale),
    link: entry.linkUrl ? { url: entry.linkUrl, label: showText(entry.linkLabel, locale) } : null,
  };
}

/** Visible, and `now` inside its optional start/end window. */
export function isAnnouncementActive(entry: AnnouncementEntry, now: Date): boolean {
  if (!entry.visible) return false;
  if (entry.startsAt && Date.parse(entry.startsAt) > now.getTime()) return false;
  if (entry.endsAt && Date.parse(entry.endsAt) <= now.getTime()) return false;
  return true;
}

const byPosition = (a: ContentEntry, b: ContentEntry) => a.position - b.position;

/** What a visitor sees: visible entries in order, and the first active announcement. */
export function publicContentOf(entries: ContentEntry[], locale: Locale, now: Date): PublicContent {
  const sorted = [...entries].sort(byPosition);
  const faq: PublicFaq[] = [];
  const testimonials: PublicTestimonial[] = [];
  let announcement: PublicAnnouncement | null = null;
  for (const entry of sorted) {
    if (entry.kind === 'faq' && entry.visible) faq.push(toPublicFaq(entry, locale));
    if (entry.kind === 'testimonial' && entry.visible) testimonials.push(toPublicTestimonial(entry, locale));
    if (entry.kind === 'announcement' && !announcement && isAnnouncementActive(entry, now)) {
      announcement = toPublicAnnouncement(entry, locale);
    }
  }
  return { locale, faq, testimonials, announcement };
}
