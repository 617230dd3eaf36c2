import { z } from 'zod';
import { ETGB_NUMBER_PATTERN, INVOICE_NUMBER_PATTERN, TRACKING_NUMBER_PATTERN } from '../export.ts';
import { locales } from '../locale.ts';
import { linkCurrencies } from '../money.ts';
import { listQuerySchema, listResponseSchema } from './common.ts';

/** A calendar month, YYYY-MM, counted in Istanbul. */
export const exportMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'exportRecords.errors.month')
  .meta({ description: 'A month, YYYY-MM, of sale dates in Istanbul.', examples: ['2026-11'] });

export const exportRecordSchema = z.object({
  paymentId: z.string(),
  transactionId: z.string().meta({ description: 'The TX- reference, as on the transactions page.' }),
  soldAt: z.iso.datetime({ offset: true }),
  saleDate: z.string().meta({ description: 'The sale date in Istanbul, YYYY-MM-DD.' }),
  goods: z.string(),
  quantity: z.number().int(),
  gtipCode: z.string().nullable(),
  originCountry: z.string(),
  buyerName: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  buyerCountry: z.string().nullable(),
  amount: z.number().int().meta({ description: 'Minor units of `currency`.' }),
  currency: z.enum(linkCurrencies),
  lira: z
    .object({
      amount: z.number().int().meta({ description: 'Kuruş: amount x rate, rounded half up.' }),
      rate: z.string().meta({ description: 'Lira per unit, six decimals.' }),
      rateDate: z.string(),
      source: z.enum(['tcmb', 'manual']),
    })
    .nullable()
    .meta({ description: 'null: no rate of the sale date or before is stored.' }),
  amountRefunded: z.number().int(),
  invoiceNumber: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  etgbNumber: z.string().nullable(),
  proceeds: z.object({
    deadline: z.string().meta({ description: '180 days after the sale date, YYYY-MM-DD.' }),
    daysLeft: z.number().int().meta({ description: 'From today (Istanbul); negative once past.' }),
    carried: z.boolean().meta({
      description:
        'The money is home: paid payouts of the currency carried the sale (platform mode), or iyzico has paid its items into the bank (marketplace mode).',
    }),
    by: z.enum(['payouts', 'acquirer']).meta({
      description: 'What brings the money home: Köprü’s payouts, or the acquirer (iyzico, marketplace mode).',
    }),
    acquirerPaysOn: z.string().nullable().meta({
      description:
        'Marketplace mode: the day (YYYY-MM-DD) iyzico pays the last of the sale’s items, once all are released and iyzico gave each its date; null before, and in platform mode.',
    }),
  }),
});
export type ExportRecord = z.infer<typeof exportRecordSchema>;

export const exportRecordListQuery = listQuerySchema.extend({ month: exportMonth.optional() });
export type ExportRecordListQuery = z.input<typeof exportRecordListQuery>;
export const exportRecordListResponse = listResponseSchema(exportRecordSchema);

/** Typed later by the merchant; letters upper-cased, '' removes a number. */
const numberField = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .max(40, message)
    .transform((value) => value || null)
    .refine((value) => value === null || pattern.test(value), message)
    .nullable()
    .optional();

export const updateExportRecordRequest = z
  .object({
    invoiceNumber: numberField(INVOICE_NUMBER_PATTERN, 'exportRecords.errors.invoiceNumber'),
    trackingNumber: numberField(TRACKING_NUMBER_PATTERN, 'exportRecords.errors.trackingNumber'),
    etgbNumber: numberField(ETGB_NUMBER_PATTERN, 'exportRecords.errors.etgbNumber'),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'validation.nothingToUpdate');
export type UpdateExportRecordRequest = z.input<typeof updateExportRecordRequest>;

export const exportReportQuery = z.object({
  month: exportMonth,
  lang: z.enum(locales).optional(),
});
