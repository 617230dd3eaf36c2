import { showText } from '@kopru/domain/content';
import type { Locale } from '@kopru/domain/locale';
import {
  type ContentEntry,
  type ContentInput,
  type ContentKind,
  contentInputSchema,
  type LocalizedText,
} from '@kopru/domain/schemas/content';
import { z } from 'zod';

/** The editor's form values: every field of every kind, as typed (dates as datetime-local text). */
export interface Draft {
  kind: ContentKind;
  visible: boolean;
  question: LocalizedText;
  answer: LocalizedText;
  quote: LocalizedText;
  authorName: string;
  authorRole: LocalizedText;
  message: LocalizedText;
  linkUrl: string;
  linkLabel: LocalizedText;
  startsAt: string;
  endsAt: string;
}

const blank = (): LocalizedText => ({ en: '', tr: '' });

export function emptyDraft(kind: ContentKind): Draft {
  return {
    kind,
    visible: true,
    question: blank(),
    answer: blank(),
    quote: blank(),
    authorName: '',
    authorRole: blank(),
    message: blank(),
    linkUrl: '',
    linkLabel: blank(),
    startsAt: '',
    endsAt: '',
  };
}

/** ISO time -> the value of an <input type="datetime-local"> in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function draftOf(entry: ContentEntry): Draft {
  const draft = { ...emptyDraft(entry.kind), visible: entry.visible };
  switch (entry.kind) {
    case 'faq':
      return { ...draft, question: entry.question, answer: entry.answer };
    case 'testimonial':
      return { ...draft, quote: entry.quote, authorName: entry.authorName, authorRole: entry.authorRole };
    case 'announcement':
      return {
        ...draft,
        message: entry.message,
        linkUrl: entry.linkUrl,
        linkLabel: entry.linkLabel,
        startsAt: toLocalInput(entry.startsAt),
        endsAt: toLocalInput(entry.endsAt),
      };
  }
}

/** The request body for the draft's kind (validated by the caller with contentInputSchema). */
export function inputOf(draft: Draft): ContentInput {
  const { visible } = draft;
  switch (draft.kind) {
    case 'faq':
      return { kind: 'faq', visible, question: draft.question, answer: draft.answer };
    case 'testimonial':
      return {
        kind: 'testimonial',
        visible,
        quote: draft.quote,
        authorName: draft.authorName,
        authorRole: draft.authorRole,
      };
    case 'announcement':
      return {
        kind: 'announcement',
        visible,
        message: draft.message,
        linkUrl: draft.linkUrl,
        linkLabel: draft.linkLabel,
        startsAt: fromLocalInput(draft.startsAt),
        endsAt: fromLocalInput(draft.endsAt),
      };
  }
}

/** The line that names an entry in the list, in the admin's language where it has that text. */
export function titleOf(entry: ContentEntry, locale: Locale): string {
  if (entry.kind === 'faq') return showText(entry.question, locale).text;
  if (entry.kind === 'testimonial') return showText(entry.quote, locale).text;
  return showText(entry.message, locale).text;
}

/** True when a Turkish text of the entry is empty, so Turkish visitors read English there. */
export function missesTurkish(entry: ContentEntry): boolean {
  const texts =
    entry.kind === 'faq'
      ? [entry.question, entry.answer]
      : entry.kind === 'testimonial'
        ? [entry.quote, entry.authorRole]
        : [entry.message, ...(entry.linkUrl ? [entry.linkLabel] : [])];
  return texts.some((text) => !text.tr.trim());
}

/** The editor's schema: the draft's request body, checked by the domain's schema (errors at the draft's fields). */
export const draftSchema = z
  .custom<Draft>()
  .transform((draft): z.input<typeof contentInputSchema> => inputOf(draft))
  .pipe(contentInputSchema);
