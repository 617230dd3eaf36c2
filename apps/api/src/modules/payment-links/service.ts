import { AppError } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import { METADATA_MAX_KEYS } from '@kopru/domain/limits';
import { generateLinkCode } from '@kopru/domain/link-code';
import { linkPricingProblems } from '@kopru/domain/payment-link-options';
import { createdMetadata } from '@kopru/domain/schemas/metadata';
import type {
  CreatePaymentLinkInput,
  PaymentLink,
  PaymentLinkListQuery,
  UpdatePaymentLinkRequest,
} from '@kopru/domain/schemas/payment-links';
import type { AppContext } from '../../context.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import type { PaymentLinkRow, paymentLinks } from '../../db/schema/payment-links.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import { recordEvent } from '../events/repository.ts';
import { toPaymentLink } from './mapping.ts';
import { findPaymentLink, insertPaymentLink, listPaymentLinks, updatePaymentLink } from './repository.ts';

const CODE_ATTEMPTS = 5;

type Columns = Partial<typeof paymentLinks.$inferInsert>;

/** The option columns of a create or update request; fields left out stay as they are. */
function optionColumns(input: Omit<UpdatePaymentLinkRequest, 'active' | 'metadata'>): Columns {
  const columns: Columns = {
    productName: input.productName,
    amount: input.amount,
    description: input.description,
    maxQuantity: input.maxQuantity,
    expiresAt: input.expiresAt === undefined ? undefined : input.expiresAt ? new Date(input.expiresAt) : null,
    maxPayments: input.maxPayments,
    collectFields: input.collect,
    successMessage: input.successMessage === undefined ? undefined : input.successMessage || null,
    redirectUrl: input.redirectUrl,
    gtipCode: input.gtipCode,
    originCountry: input.originCountry,
    physicalGoods: input.physicalGoods,
    clientReference: input.clientReference === undefined ? undefined : input.clientReference || null,
  };
  if (input.customAmount !== undefined) {
    columns.customAmountMin = input.customAmount?.minimum ?? null;
    columns.customAmountMax = input.customAmount?.maximum ?? null;
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The rules a request cannot check alone: a future expiry, and the link as a whole once merged. */
type Merged = Pick<
  PaymentLinkRow,
  | 'amount'
  | 'customAmountMin'
  | 'customAmountMax'
  | 'maxQuantity'
  | 'successMessage'
  | 'redirectUrl'
  | 'metadata'
>;

function assertOptions(ctx: AppContext, merged: Merged, changed: Columns) {
  const issues: { path: string; message: string }[] = [];
  if (changed.expiresAt && changed.expiresAt.getTime() <= ctx.clock.now().getTime())
    issues.push({ path: 'expiresAt', message: 'links.errors.expiresPast' });
  const customAmount =
    merged.customAmountMin !== null && merged.customAmountMax !== null
      ? { minimum: merged.customAmountMin, maximum: merged.customAmountMax }
      : null;
  const pricing = linkPricingProblems({
    amount: merged.amount,
    customAmount,
    maxQuantity: merged.maxQuantity,
  });
  for (const [path, message] of Object.entries(pricing)) issues.push({ path, message });
  if (merged.successMessage && merged.redirectUrl)
    issues.push({ path: 'successMessage', message: 'links.errors.messageWithRedirect' });
  // An update merges pairs into the kept ones: the limit holds for the whole set afterwards.
  if (Object.keys(merged.metadata).length > METADATA_MAX_KEYS)
    issues.push({ path: 'metadata', message: 'metadata.errors.tooManyKeys' });
  if (issues.length > 0) throw new AppError('validation_failed', { issues });
}

/**
 * Creates a link with a fresh code inside `tx` (so an idempotent request stores its answer in the
 * same transaction); a code collision (unique index) is retried with a new code in a savepoint.
 */
export async function insertNewPaymentLink(
  ctx: AppContext,
  tx: Transaction,
  merchantId: string,
  input: CreatePaymentLinkInput,
): Promise<PaymentLink> {
  const { currency, metadata, ...options } = input;
  const columns = optionColumns(options);
  const values = {
    productName: input.productName,
    amount: input.amount,
    currency,
    description: input.description ?? null,
    ...columns,
    metadata: createdMetadata(metadata),
  };
  const now = ctx.clock.now();
  assertOptions(
    ctx,
    {
      customAmountMin: null,
      customAmountMax: null,
      maxQuantity: 1,
      successMessage: null,
      redirectUrl: null,
      ...values,
    },
    columns,
  );
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (savepoint) => {
        const row = await insertPaymentLink(savepoint, {
          id: createId('plink'),
          merchantId,
          code: generateLinkCode(),
          ...values,
        });
        const link = toPaymentLink(row, ctx.env.CHECKOUT_ORIGIN, now);
        await recordEvent(savepoint, {
          merchantId,
          type: 'payment_link.created',
          data: link,
          createdAt: ctx.clock.now(),
        });
        return link;
      });
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/** One page of the merchant's links, newest first; an unknown cursor is 404. */
export async function listPaymentLinkPage(
  ctx: AppContext,
  merchantId: string,
  query: Omit<PaymentLinkListQuery, 'limit'> & { limit: number },
): Promise<Page<PaymentLink>> {
  const { limit, starting_after, active, status, q, clientReference } = query;
  const now = ctx.clock.now();
  const after = starting_after
    ? await findPaymentLink(ctx.db, { merchantId, id: starting_after })
    : undefined;
  if (starting_after && !after) throw new AppError('not_found', { param: 'starting_after' });
  const rows = await listPaymentLinks(ctx.db, {
    merchantId,
    active: active === undefined ? undefined : active === 'true',
    status,
    q: q || undefined,
    clientReference,
    now,
    limit,
    after,
  });
  const page = toPage(rows, limit);
  return {
    data: page.data.map((row) => toPaymentLink(row, ctx.env.CHECKOUT_ORIGIN, now)),
    has_more: page.has_more,
  };
}

export async function changePaymentLink(
  ctx: AppContext,
  merchantId: string,
  id: string,
  input: UpdatePaymentLinkRequest,
): Promise<PaymentLink> {
  const { active, metadata, ...options } = input;
  const columns = { ...optionColumns(options), ...(active === undefined ? {} : { active }) };
  return ctx.db.transaction(async (tx) => {
    const row = await updatePaymentLink(tx, { merchantId, id }, columns, metadata);
    if (!row) throw new AppError('not_found');
    // Checked on the updated row, inside the transaction: an invalid whole rolls back.
    assertOptions(ctx, row, columns);
    const link = toPaymentLink(row, ctx.env.CHECKOUT_ORIGIN, ctx.clock.now());
    await recordEvent(tx, {
      merchantId,
      type: 'payment_link.updated',
      data: link,
      createdAt: ctx.clock.now(),
    });
    return link;
  });
}

export async function getPaymentLink(
  ctx: AppContext,
  db: Executor,
  merchantId: string,
  id: string,
): Promise<PaymentLink> {
  const row = await findPaymentLink(db, { merchantId, id });
  if (!row) throw new AppError('not_found');
  return toPaymentLink(row, ctx.env.CHECKOUT_ORIGIN, ctx.clock.now());
}
