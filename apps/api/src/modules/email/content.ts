import type { createTranslator } from '@kopru/i18n/translate';

/** What every e-mail template gives: its own file, so template groups import it, not each other. */
export type Translate = ReturnType<typeof createTranslator>;

export interface EmailContent {
  subject: string;
  paragraphs: string[];
  /** `secret`: the link carries a token (reset, invitation); it is never kept readable nor logged. */
  action?: { label: string; url: string; secret?: boolean };
}
