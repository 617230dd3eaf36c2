import { z } from 'zod';
import { locales } from '../locale.ts';
import { isoDateTime, requiredText } from './common.ts';

/** Site content edited in the admin console and shown on the landing page. */
export const contentKinds = ['faq', 'testimonial', 'announcement'] as const;
export type ContentKind = (typeof contentKinds)[number];

/** Longest accepted texts (characters, after trimming); the admin form shows them as counters. */
export const contentLimits = {
  question: 200,
  answer: 2_000,
  quote: 600,
  authorName: 80,
  authorRole: 120,
  message: 280,
  linkLabel: 60,
  linkUrl: 500,
} as const;

/** Entries of one kind; keeps the public page and the admin list small. */
export const MAX_CONTENT_ENTRIES_PER_KIND = 50;

const optionalText = (max: number) =>
  z.string('validation.invalid').trim().max(max, 'validation.tooLong').default('');

/** English is required; Turkish may be empty, and visitors then read the English text. */
function localizedInput(max: number) {
  return z.object({ en: requiredText(max), tr: optionalText(max) });
}

function optionalLocalizedInput(max: number) {
  return z.object({ en: optionalText(max), tr: optionalText(max) }).default({ en: '', tr: '' });
}

const localizedText = z.object({ en: z.string(), tr: z.string() });
export type LocalizedText = z.infer<typeof localizedText>;

/** A path on this site ("/register") or an https address; nothing that could run script. */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const linkUrlInput = z
  .string('validation.invalid')
  .trim()
  .max(contentLimits.linkUrl, 'validation.tooLong')
  .refine((value) => value === '' || isSafeLink(value), 'validation.linkUrl')
  .default('');

const visibleInput = z.boolean('validation.invalid').default(true);

export const faqInput = z.object({
  kind: z.literal('faq'),
  question: localizedInput(contentLimits.question),
  answer: localizedInput(contentLimits.answer),
  visible: visibleInput,
});

export const testimonialInput = z.object({
  kind: z.literal('testimonial'),
  quote: localizedInput(contentLimits.quote),
  authorName: requiredText(contentLimits.authorName),
  authorRole: localizedInput(contentLimits.authorRole),
  visible: visibleInput,
});

export const announcementInput = z
  .object({
    kind: z.literal('announcement'),
    message: localizedInput(contentLimits.message),
    linkUrl: linkUrlInput,
    linkLabel: optionalLocalizedInput(contentLimits.linkLabel),
    startsAt: isoDateTime.nullable().default(null),
    endsAt: isoDateTime.nullable().default(null),
    visible: visibleInput,
  })
  .superRefine((value, context) => {
    if (value.linkUrl && !value.linkLabel.en) {
      context.addIssue({
        code: 'custom',
        path: ['linkLabel', 'en'],
        message: 'validation.linkLabelRequired',
      });
    }
    if (!value.linkUrl && (value.linkLabel.en || value.linkLabel.tr)) {
      context.addIssue({ code: 'custom', path: ['linkUrl'], message: 'validation.linkUrlRequired' });
    }
    if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.endsBeforeStart' });
    }
  });

/** Body of create and update: the fields of one kind. */
export const contentInputSchema = z.discriminatedUnion('kind', [
  faqInput,
  testimonialInput,
  announcementInput,
]);
export type ContentInput = z.infer<typeof contentInputSchema>;
export type ContentInputDraft = z.input<typeof contentInputSchema>;

const entryMeta = {
  id: z.string(),
  position: z.number().int(),
  visible: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

export const faqEntrySchema = z.object({
  ...entryMeta,
  kind: z.literal('faq'),
  question: localizedText,
  answer: localizedText,
});

export const testimonialEntrySchema = z.object({
  ...entryMeta,
  kind: z.literal('testimonial'),
  quote: localizedText,
  authorName: z.string(),
  authorRole: localizedText,
});

export const announcementEntrySchema = z.object({
  ...entryMeta,
  kind: z.literal('announcement'),
  message: localizedText,
  linkUrl: z.string(),
  linkLabel: localizedText,
  startsAt: isoDateTime.nullable(),
  endsAt: isoDateTime.nullable(),
});

export const contentEntrySchema = z.discriminatedUnion('kind', [
  faqEntrySchema,
  testimonialEntrySchema,
  announcementEntrySchema,
]);
export type ContentEntry = z.infer<typeof contentEntrySchema>;
export type FaqEntry = z.infer<typeof faqEntrySchema>;
export type TestimonialEntry = z.infer<typeof testimonialEntrySchema>;
export type AnnouncementEntry = z.infer<typeof announcementEntrySchema>;

export const contentListResponse = z.object({ data: z.array(contentEntrySchema) });
export type ContentList = z.infer<typeof contentListResponse>;

export const contentIdParams = z.object({ id: z.string().min(1).max(64) });

export const contentVisibilityRequest = z.object({ visible: z.boolean('validation.invalid') });
export type ContentVisibilityRequest = z.infer<typeof contentVisibilityRequest>;

/** The entries of one kind in their new order; it must name every entry of that kind once. */
export const contentReorderRequest = z.object({
  kind: z.enum(contentKinds, 'validation.invalid'),
  ids: z
    .array(z.string().min(1).max(64))
    .min(1, 'validation.required')
    .max(MAX_CONTENT_ENTRIES_PER_KIND, 'validation.tooLong')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.invalid'),
});
export type ContentReorderRequest = z.infer<typeof contentReorderRequest>;

/** A text in the visitor's language, or the English one when that is empty; `lang` says which. */
export const shownTextSchema = z.object({ text: z.string(), lang: z.enum(locales) });
export type ShownText = z.infer<typeof shownTextSchema>;

export const publicContentQuery = z.object({ locale: z.enum(locales, 'validation.invalid').default('en') });

export const publicFaqSchema = z.object({
  id: z.string(),
  question: shownTextSchema,
  answer: shownTextSchema,
});
export type PublicFaq = z.infer<typeof publicFaqSchema>;

export const publicTestimonialSchema = z.object({
  id: z.string(),
  quote: shownTextSchema,
  authorName: z.string(),
  authorRole: shownTextSchema,
});
export type PublicTestimonial = z.infer<typeof publicTestimonialSchema>;

export const publicAnnouncementSchema = z.object({
  id: z.string(),
  message: shownTextSchema,
  link: z.object({ url: z.string(), label: shownTextSchema }).nullable(),
});
export type PublicAnnouncement = z.infer<typeof publicAnnouncementSchema>;

export const publicContentResponse = z.object({
  locale: z.enum(locales),
  faq: z.array(publicFaqSchema),
  testimonials: z.array(publicTestimonialSchema),
  announcement: publicAnnouncementSchema.nullable(),
});
export type PublicContent = z.infer<typeof publicContentResponse>;
