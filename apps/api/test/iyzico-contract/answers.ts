import { createHmac } from 'node:crypto';

/**
 * The shapes of iyzico's answers (rows R5 and R6 of docs/acquirers.md): every answer carries
 * `status` ("success" or "failure"), `locale`, `systemTime` and the request's `conversationId`;
 * a failure adds `errorCode`, `errorMessage` and `errorGroup` (docs.iyzico.com/en/add-ons/error-codes);
 * a success of a signed endpoint adds `signature`, HMAC-SHA256 of the listed fields joined with ':'
 * (docs.iyzico.com/en/advanced/response-signature-validation; iyzipay-node lib/utils.js
 * calculateHmacSHA256Signature). This signing is written here apart from the adapter's on purpose.
 */
export type Body = Record<string, unknown>;

export function sign(secretKey: string, fields: readonly unknown[]): string {
  return createHmac('sha256', secretKey)
    .update(fields.map((field) => (field === undefined || field === null ? '' : String(field))).join(':'))
    .digest('hex');
}

/** Prices are signed as iyzico prints them: no trailing zeros ("10.50" -> "10.5"). */
export const printedPrice = (price: number) => String(Number(price.toFixed(8)));

export function success(request: Body, body: Body): Body {
  return {
    status: 'success',
    locale: request.locale ?? 'tr',
    systemTime: Date.now(),
    conversationId: request.conversationId,
    ...body,
  };
}

export function failure(
  request: Body | undefined,
  errorCode: string,
  errorMessage: string,
  extra: Body = {},
): Body {
  return {
    status: 'failure',
    errorCode,
    errorMessage,
    locale: request?.locale ?? 'tr',
    systemTime: Date.now(),
    conversationId: request?.conversationId,
    ...extra,
  };
}

/** Row R3: a request iyzico cannot read or that misses a required field. */
export const invalidRequest = (request: Body | undefined, field: string) =>
  failure(request, '11', `Geçersiz istek: ${field}`);

/** Row P3: "no payment record of this merchant". */
export const paymentNotFound = (request: Body) =>
  failure(request, '5087', 'Üye işyerine ait ödeme kaydı bulunamadı');
