import type { createTranslator } from '@kopru/i18n/translate';

/** What every e-mail template gives: its own file, so template groups import it, not each other. */
export type Translate = ReturnType<typeof createTranslator>;

export interface EmailContent {
  subject: string;
  paragraphs: string[];
  /** `secret`: the link carries a token (reset, invitation); it is never kept readable nor logged. */
  action?: { label: string; url: string; secret?: boolean };
  /** Sent for a merchant: its logo and colour head the e-mail, Köprü is named as "payments by". */
  sender?: EmailSender;
}

/**
 * The merchant an e-mail is sent for, with its brand (docs/brand.md; from `brandOf`): the logo
 * (absolute URL, shown at `width` x `height`) or else its name heads the e-mail, and the colour
 * (white text passes WCAG AA on it) fills the action button. Null parts: Köprü's look.
 */
export interface EmailSender {
  name: string;
  color: string | null;
  logo: { url: string; width: number; height: number } | null;
}
