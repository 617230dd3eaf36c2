import { AppError } from '@kopru/domain/errors';
import type { PayResponse } from '@kopru/domain/schemas/checkout';
import type { AppContext } from '../../context.ts';
import { findAfterPayment } from '../payment-links/repository.ts';
import { toPayResponse } from './mapping.ts';
import { findPaymentById } from './repository.ts';

/** A payment made on a link, as the payer's checkout sees it; 404 for any other payment. */
export async function publicPayment(ctx: AppContext, id: string): Promise<PayResponse> {
  const payment = await findPaymentById(ctx.db, id);
  if (!payment?.linkId) throw new AppError('not_found');
  const after = payment.status === 'succeeded' ? await findAfterPayment(ctx.db, payment.linkId) : undefined;
  return toPayResponse(payment, after);
}

/** The 3-D Secure step the acquirer asked for (a redirect or its own form); 404 once it is over. */
export async function threeDsAction(
  ctx: AppContext,
  id: string,
): Promise<NonNullable<PayResponse['action']>> {
  const payment = await findPaymentById(ctx.db, id);
  const action = payment?.status === 'requires_action' ? toPayResponse(payment).action : null;
  if (!action) throw new AppError('not_found');
  return action;
}
