import type { Locale } from '@kopru/domain/locale';
import type { PublicContent } from '@kopru/domain/schemas/content';
import { catalogs } from '@kopru/i18n/catalog';
import { type PaymentTerms, paymentTermsSentences } from '@kopru/i18n/release-terms-text';
import { createTranslator, interpolate } from '@kopru/i18n/translate';
import type { Env } from '../../env.ts';
import { isMarketplace } from '../../env.ts';
import { platformReleaseTerms } from '../release-terms/terms.ts';

/**
 * The placeholder a FAQ answer carries where it says when and how much a merchant is paid; the
 * public content fills it from the configuration, so an answer an admin keeps stays true when the
 * operator changes a setting (docs/site-content.md).
 */
export const PAYMENT_TERMS_PLACEHOLDER = '{{paymentTerms}}';

export function configuredPaymentTerms(env: Env): PaymentTerms {
  return {
    releaseTerms: platformReleaseTerms(env),
    payoutsByAcquirer: isMarketplace(env),
    withholdingBasisPoints: env.WITHHOLDING_BASIS_POINTS,
  };
}

/** The public FAQ with each answer's placeholder replaced by the configured terms in its language. */
export function withConfiguredTerms(content: PublicContent, env: Env): PublicContent {
  const terms = configuredPaymentTerms(env);
  const sentences = (lang: Locale) => paymentTermsSentences(createTranslator(catalogs, lang), lang, terms);
  return {
    ...content,
    faq: content.faq.map((item) =>
      item.answer.text.includes(PAYMENT_TERMS_PLACEHOLDER)
        ? {
            ...item,
            answer: {
              ...item.answer,
              text: interpolate(item.answer.text, { paymentTerms: sentences(item.answer.lang) }),
            },
          }
        : item,
    ),
  };
}
