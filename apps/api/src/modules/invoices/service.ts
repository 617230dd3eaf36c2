import { AppError } from '@kopru/domain/errors';
import type { Address, PayerDetails } from '@kopru/domain/schemas/payer-details';
import type { AppContext } from '../../context.ts';
import { toExportRecord } from '../export-records/mapping.ts';
import { findExportRecord } from '../export-records/repository.ts';
import { catchUp } from '../export-records/service.ts';
import { findPaymentLink } from '../payment-links/repository.ts';
import { findPayment } from '../payments/repository.ts';
import type { InvoiceInput, InvoiceParty } from './document.ts';
import { findSeller } from './repository.ts';

function addressText(address: Address | null | undefined): string | null {
  if (!address) return null;
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.line1, address.line2, city, address.region, address.country].filter(Boolean).join('\n');
}

async function sellerOf(ctx: AppContext, merchantId: string): Promise<InvoiceParty> {
  const seller = await findSeller(ctx.db, merchantId);
  if (!seller) throw new AppError('not_found');
  return {
    name: seller.companyName,
    taxId: seller.taxId,
    taxOffice: seller.taxOffice,
    address: seller.address,
  };
}

/** The payer as they gave themselves on the checkout; the company, when given, is the buyer. */
function buyerOf(details: PayerDetails | null, email: string | null, cardholderName: string): InvoiceParty {
  const person = details?.name ?? cardholderName;
  return {
    name: details?.company ? `${details.company}\n${person}` : person,
    taxId: details?.taxId,
    address: addressText(details?.billingAddress ?? details?.shippingAddress),
    email,
    phone: details?.phone,
  };
}

/**
 * A succeeded payment's commercial invoice: goods, GTİP and origin as its export record keeps them
 * (copied from the link at the sale), the lira equivalent at that record's rate. 404 for another
 * merchant's payment, 409 payment_not_paid before it succeeded.
 */
export async function commercialInvoiceOf(
  ctx: AppContext,
  { merchantId, paymentId }: { merchantId: string; paymentId: string },
): Promise<InvoiceInput> {
  const payment = await findPayment(ctx.db, { merchantId, id: paymentId });
  if (!payment) throw new AppError('not_found');
  if (payment.status !== 'succeeded') throw new AppError('payment_not_paid');
  await catchUp(ctx, merchantId);
  const row = await findExportRecord(ctx.db, merchantId, paymentId);
  const record = row ? toExportRecord(row, ctx.clock.now()) : null;
  return {
    kind: 'commercial',
    number: payment.reference,
    date: payment.statusChangedAt,
    seller: await sellerOf(ctx, merchantId),
    buyer: buyerOf(payment.payerDetails ?? null, payment.payerEmail, payment.cardholderName),
    lines: [
      {
        description: record?.goods ?? payment.description,
        gtipCode: record?.gtipCode ?? null,
        originCountry: record?.originCountry ?? null,
        quantity: payment.quantity,
        unitAmount: payment.amount / payment.quantity,
        amount: payment.amount,
      },
    ],
    currency: payment.currency,
    total: payment.amount,
    terms: { kind: 'paid', paidAt: payment.statusChangedAt },
    paymentReference: payment.reference,
    clientReference: payment.clientReference,
    refunded: payment.amountRefunded,
    etgbNumber: record?.etgbNumber,
    lira: record?.lira,
  };
}

/** A payment link's proforma: what one unit costs, paid in advance on the link's page. */
export async function linkProformaOf(
  ctx: AppContext,
  { merchantId, linkId }: { merchantId: string; linkId: string },
): Promise<InvoiceInput> {
  const link = await findPaymentLink(ctx.db, { merchantId, id: linkId });
  if (!link) throw new AppError('not_found');
  return {
    kind: 'proforma',
    number: link.code,
    date: ctx.clock.now(),
    seller: await sellerOf(ctx, merchantId),
    buyer: null,
    lines: [
      {
        description: link.productName,
        details: link.description,
        gtipCode: link.gtipCode,
        originCountry: link.originCountry,
        quantity: 1,
        unitAmount: link.amount,
        amount: link.amount,
      },
    ],
    currency: link.currency,
    total: link.amount,
    terms: { kind: 'link', url: `${ctx.env.CHECKOUT_ORIGIN}/pay/${link.code}` },
    paymentReference: null,
    clientReference: link.clientReference,
    validUntil: link.expiresAt,
  };
}
