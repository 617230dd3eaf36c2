import { PAYOUT_BUSINESS_DAYS } from '@kopru/domain/constants';
import type { ReleaseTerms } from '@kopru/domain/release-terms';
import { formatNumber, formatNumberRange, formatPercent } from './format.ts';

/** What decides when and how much a merchant is paid: the configuration (decisions 011, 013, 015). */
export interface PaymentTerms {
  releaseTerms: ReleaseTerms;
  /** Marketplace mode: iyzico pays the merchant, on its own schedule. */
  payoutsByAcquirer: boolean;
  withholdingBasisPoints: number;
}

/** A translator of keys built at run time: i18next's t in the apps, createTranslator's in the API. */
export type TermsTranslate = (key: string, vars?: Record<string, string>) => string;

const dayUnit = { style: 'unit', unit: 'day', unitDisplay: 'long' } as const;

function figuresOf({ releaseTerms, withholdingBasisPoints }: PaymentTerms, locale: string) {
  return {
    delay: formatNumber(releaseTerms.releaseDelayDays, locale, dayUnit),
    reservePercent: formatPercent(releaseTerms.reserveBasisPoints / 100, locale),
    reserveDays: formatNumber(releaseTerms.reserveDays, locale, dayUnit),
    withholding: formatPercent(withholdingBasisPoints / 100, locale),
    payoutDays: formatNumberRange(PAYOUT_BUSINESS_DAYS.min, PAYOUT_BUSINESS_DAYS.max, locale),
  };
}

/**
 * The comparison row of the landing page: when the share is released (the value) and what follows
 * and is held back (the note), from the configured terms; nothing is said of a part that is 0.
 */
export function paymentTermsRow(t: TermsTranslate, locale: string, terms: PaymentTerms) {
  const figures = figuresOf(terms, locale);
  const { releaseTerms } = terms;
  const value =
    releaseTerms.releaseDelayDays === 0
      ? t('landing.terms.rowNow')
      : t('landing.terms.row', { days: figures.delay });
  const note = [
    terms.payoutsByAcquirer
      ? t('landing.terms.rowIyzico')
      : t('landing.terms.rowPlatform', { payoutDays: figures.payoutDays }),
    releaseTerms.reserveBasisPoints > 0
      ? t('landing.terms.rowReserve', { percent: figures.reservePercent, days: figures.reserveDays })
      : null,
    terms.withholdingBasisPoints > 0
      ? t('landing.terms.rowWithholding', { percent: figures.withholding })
      : null,
  ].filter((part): part is string => part !== null);
  return { value, note: note.join(' · ') };
}

/** The same terms in whole sentences (the FAQ's answer about when the money arrives). */
export function paymentTermsSentences(t: TermsTranslate, locale: string, terms: PaymentTerms): string {
  const figures = figuresOf(terms, locale);
  const { releaseTerms } = terms;
  const mode = terms.payoutsByAcquirer ? 'marketplace' : 'platform';
  const release = t(`landing.terms.${mode}${releaseTerms.releaseDelayDays === 0 ? 'Now' : ''}`, {
    days: figures.delay,
    payoutDays: figures.payoutDays,
  });
  const reserve =
    releaseTerms.reserveBasisPoints > 0
      ? t('landing.terms.reserve', { percent: figures.reservePercent, days: figures.reserveDays })
      : null;
  const withholding =
    terms.withholdingBasisPoints > 0
      ? t('landing.terms.withholding', { percent: figures.withholding })
      : null;
  return [release, reserve, withholding].filter(Boolean).join(' ');
}
