import { z } from 'zod';
import { isValidRate, rateCurrencies, rateSources } from '../fx.ts';
import { isoDateTime } from './common.ts';

const isoDate = z.iso.date();

/** The rate a quote would use now for one currency: the newest, and where it came from. */
export const exchangeRateSchema = z.object({
  currency: z.enum(rateCurrencies),
  /** Lira per one unit, exact decimal text with six places ("34.567800"). */
  rate: z.string(),
  /** The day the rate is for: TCMB's bulletin date, or the Istanbul day a manual rate was entered. */
  date: isoDate,
  source: z.enum(rateSources),
  /** The admin who entered a manual rate; null for TCMB. */
  enteredBy: z.string().nullable(),
  enteredAt: isoDateTime,
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const rateFetchOutcomes = ['fetched', 'not_published', 'feed_unavailable', 'malformed'] as const;
export type RateFetchOutcome = (typeof rateFetchOutcomes)[number];

/** The worker's last look at the TCMB feed. */
export const rateFetchSchema = z.object({
  /** The Istanbul business day it fetched for. */
  day: isoDate,
  outcome: z.enum(rateFetchOutcomes),
  /** The bulletin date of the file it read, when it read one. */
  bulletinDate: isoDate.nullable(),
  /** Currencies the file did not list. */
  missing: z.array(z.enum(rateCurrencies)),
  checkedAt: isoDateTime,
});
export type RateFetch = z.infer<typeof rateFetchSchema>;

export const exchangeRatesResponse = z.object({
  /** One per currency that has any rate; a currency without one cannot be converted. */
  data: z.array(exchangeRateSchema),
  lastFetch: rateFetchSchema.nullable(),
});
export type ExchangeRatesResponse = z.infer<typeof exchangeRatesResponse>;

export const manualRateRequest = z.object({
  currency: z.enum(rateCurrencies, 'validation.required'),
  rate: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .refine(isValidRate, 'exchangeRates.manual.rateInvalid'),
});
export type ManualRateRequest = z.input<typeof manualRateRequest>;
