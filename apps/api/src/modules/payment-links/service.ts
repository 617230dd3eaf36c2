import { AppError } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import { generateLinkCode } from '@kopru/domain/link-code';
import type {
  CreatePaymentLinkRequest,
  PaymentLink,
  UpdatePaymentLinkRequest,
} from '@kopru/domain/schemas/payment-links';
import type { AppContext } from '../../context.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import { recordEvent } from '../events/repository.ts';
import { toPaymentLink } from './mapping.ts';
import { findPaymentLink, insertPaymentLink, listPaymentLinks, updatePaymentLink } from './repository.ts';

const CODE_ATTEMPTS = 5;

type CreateInput = Omit<CreatePaymentLinkRequest, 'currency'> & { currency: 'USD' | 'EUR' | 'GBP' };

/**
 * Creates a link with a fresh code inside `tx` (so an idempotent request stores its answer in the
 * same transaction); a code collision (unique index) is retried with a new code in a savepoint.
 */
export async function insertNewPaymentLink(
  ctx: AppContext,
  tx: Transaction,
  merchantId: string,
  input: CreateInput,
): Promise<PaymentLink> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (savepoint) => {
        const row = await insertPaymentLink(savepoint, {
          id: createId('plink'),
          merchantId,
          code: generateLinkCode(),
          productName: input.productName,
          amount: input.amount,
          currency: input.currency,
          description: input.description ?? null,
        });
        const link = toPaymentLink(row, ctx.env.CHECKOUT_ORIGIN);
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
  query: { limit: number; starting_after?: string | undefined; active?: 'true' | 'false' | undefined },
): Promise<Page<PaymentLink>> {
  const { limit, starting_after, active } = query;
  const after = starting_after
    ? await findPaymentLink(ctx.db, { merchantId, id: starting_after })
    : undefined;
  if (starting_after && !after) throw new AppError('not_found', { param: 'starting_after' });
  const rows = await listPaymentLinks(ctx.db, {
    merchantId,
    active: active === undefined ? undefined : active === 'true',
    limit,
    after,
  });
  const page = toPage(rows, limit);
  return {
    data: page.data.map((row) => toPaymentLink(row, ctx.env.CHECKOUT_ORIGIN)),
    has_more: page.has_more,
  };
}

export async function changePaymentLink(
  ctx: AppContext,
  merchantId: string,
  id: string,
  input: UpdatePaymentLinkRequest,
): Promise<PaymentLink> {
  return ctx.db.transaction(async (tx) => {
    const row = await updatePaymentLink(tx, { merchantId, id }, input);
    if (!row) throw new AppError('not_found');
    const link = toPaymentLink(row, ctx.env.CHECKOUT_ORIGIN);
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
  return toPaymentLink(row, ctx.env.CHECKOUT_ORIGIN);
}
