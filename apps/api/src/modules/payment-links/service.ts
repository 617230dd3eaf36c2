import { AppError } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import { generateLinkCode } from '@kopru/domain/link-code';
import type {
  CreatePaymentLinkRequest,
  PaymentLink,
  UpdatePaymentLinkRequest,
} from '@kopru/domain/schemas/payment-links';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import { recordEvent } from '../events/repository.ts';
import { toPaymentLink } from './mapping.ts';
import { findPaymentLink, insertPaymentLink, updatePaymentLink } from './repository.ts';

const CODE_ATTEMPTS = 5;

type CreateInput = Omit<CreatePaymentLinkRequest, 'currency'> & { currency: 'USD' | 'EUR' | 'GBP' };

/** Creates a link with a fresh code; a code collision (unique index) is retried with a new one. */
export async function createPaymentLink(
  ctx: AppContext,
  merchantId: string,
  input: CreateInput,
): Promise<PaymentLink> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const row = await insertPaymentLink(tx, {
          id: createId('plink'),
          merchantId,
          code: generateLinkCode(),
          productName: input.productName,
          amount: input.amount,
          currency: input.currency,
          description: input.description ?? null,
        });
        const link = toPaymentLink(row, ctx.env.CHECKOUT_ORIGIN);
        await recordEvent(tx, { merchantId, type: 'payment_link.created', data: link });
        return link;
      });
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
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
    await recordEvent(tx, { merchantId, type: 'payment_link.updated', data: link });
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
