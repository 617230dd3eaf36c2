import { z } from 'zod';
import { iyzicoRateSettings } from '../fee-schedule-check.ts';

/** The acquirer: the sandbox or iyzico, its keys, mode and rates, and how long its answers may take. */
export const acquirerSettings = {
  /** Sandbox: seconds after a payment with the dispute card until its dispute is reported. */
  SANDBOX_DISPUTE_AFTER_SECONDS: z.coerce.number().int().min(0).default(60),
  /** The acquirer: the deterministic in-process sandbox, or iyzico. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'iyzico']).default('sandbox'),
  /** After this long a payment still `processing` is resolved by the reconciler asking the acquirer. */
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).default(300),
  /** After this long an unfinished 3-D Secure challenge is abandoned (the payment fails). */
  THREE_DS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(1200),
  /** iyzico merchant API key and secret key (PAYMENT_PROVIDER=iyzico); sandbox keys start with `sandbox-`. */
  IYZICO_API_KEY: z.string().min(1).optional(),
  IYZICO_SECRET_KEY: z.string().min(1).optional(),
  /** iyzico's API: the sandbox by default, https://api.iyzipay.com for live payments. */
  IYZICO_BASE_URL: z.url().default('https://sandbox-api.iyzipay.com'),
  /** How long one iyzico call may take; past it the outcome is unknown and the reconciler asks later. */
  IYZICO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /**
   * With iyzico: `marketplace` (default) registers each merchant as an iyzico sub-merchant and
   * iyzico pays merchants out; `platform` keeps the money on the operator's account and Köprü pays
   * merchants itself, which only a licensed payment institution may do (decision 011).
   */
  IYZICO_MODE: z.enum(['marketplace', 'platform']).default('marketplace'),
  ...iyzicoRateSettings,
};
