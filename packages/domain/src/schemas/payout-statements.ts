import { z } from 'zod';
import { locales } from '../locale.ts';
import { isoDateTime } from './common.ts';
import { payoutSchema } from './payouts.ts';

/** What a movement of the available balance was (docs/payout-statements.md). */
export const statementLineTypes = [
  'payment',
  'refund',
  'refund_returned',
  'dispute_hold',
  'dispute_release',
  'payout_returned',
  /** A payout requested before statements existed (only on the first statement). */
  'earlier_payout',
  'other',
] as const;
export type StatementLineType = (typeof statementLineTypes)[number];

/** One balance movement a payout carries; amounts in minor units of the statement's currency. */
export const statementLineSchema = z.object({
  entryId: z.string(),
  type: z.enum(statementLineTypes),
  /** The TX- reference for payments, refunds and disputes (of that payment); the PO- one for a payout. */
  reference: z.string().nullable(),
  description: z.string().nullable(),
  postedAt: isoDateTime,
  /** A payment's amount and fee; null for other movements. */
  gross: z.number().int().nullable(),
  fee: z.number().int().nullable(),
  /** A payment's e-commerce withholding kept for the tax office (decision 015); null for other movements. */
  withholding: z.number().int().nullable(),
  /** What the movement added to (or took from) the available balance. */
  amount: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const payoutStatementSchema = z.object({
  payout: payoutSchema,
  /** The merchant's legal data, as the statement prints them. */
  merchant: z.object({
    companyName: z.string(),
    taxId: z.string(),
    address: z.string(),
  }),
  currency: z.string(),
  /** The first line's date, or null for a statement without lines; ends at the payout's request. */
  periodStart: isoDateTime.nullable(),
  periodEnd: isoDateTime,
  lines: z.array(statementLineSchema),
  totals: z.object({
    /** Left in the balance by the previous payouts of this currency. */
    carriedIn: z.number().int(),
    /** Sum of the payment lines' gross amounts and fees. */
    gross: z.number().int(),
    fees: z.number().int(),
    /** Sum of the payment lines' withholding (decision 015). */
    withholding: z.number().int(),
    /** Sum of every line's amount. */
    movements: z.number().int(),
    payout: z.number().int(),
    /** carriedIn + movements - payout: stays in the balance for the next payout. */
    carriedForward: z.number().int(),
  }),
});
export type PayoutStatement = z.infer<typeof payoutStatementSchema>;

export const statementFileQuery = z.object({ lang: z.enum(locales).optional() });
