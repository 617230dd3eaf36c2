import { AppError } from '@kopru/domain/errors';
import { isLinkCode } from '@kopru/domain/link-code';
import type { PublicLink } from '@kopru/domain/schemas/checkout';
import type { AppContext } from '../../context.ts';
import { isSandbox } from '../../ports.ts';
import { brandOf, toPublicBrand } from '../brand/brand-of.ts';
import { recordVisit } from '../payment-links/repository.ts';
import { fieldsAskedOn } from '../payments/fields-asked.ts';
import { cardEntryOf } from './card-entry.ts';

/** The payment link behind /pay/{code}, as the payer sees it; each call counts one visit. */
export async function openPublicLink(ctx: AppContext, rawCode: string): Promise<PublicLink> {
  const code = rawCode.toUpperCase();
  const found = isLinkCode(code) ? await recordVisit(ctx.db, code, ctx.clock.now()) : undefined;
  if (!found) throw new AppError('not_found');
  return {
    code: found.link.code,
    merchantName: found.merchantName,
    productName: found.link.productName,
    amount: found.link.amount,
    currency: found.link.currency,
    description: found.link.description,
    customAmount:
      found.link.customAmountMin !== null && found.link.customAmountMax !== null
        ? { minimum: found.link.customAmountMin, maximum: found.link.customAmountMax }
        : null,
    maxQuantity: found.link.maxQuantity,
    collect: fieldsAskedOn(ctx.paymentProvider, found.link),
    sandbox: isSandbox(ctx.paymentProvider),
    cardEntry: cardEntryOf(ctx.paymentProvider),
    brand: toPublicBrand(await brandOf(ctx.db, found.link.merchantId, ctx.env.PUBLIC_URL)),
  };
}
