import type { DeclineCode } from '@kopru/domain/schemas/checkout';

/**
 * iyzico's error codes -> our decline codes. Bank answers (docs.iyzico.com/en/add-ons/error-codes,
 * "Bank Error Codes") are 10000 + the ISO 8583 response code; the rest are iyzico's own validation
 * errors (the same page, and iyzico's former documentation "Validasyon Hataları": 12, 1000, 1001,
 * 5062, 5184). A code not listed here is a generic decline.
 */
const byErrorCode: Record<string, DeclineCode> = {
  // Bank error codes
  '10005': 'card_declined', // DO_NOT_HONOUR
  '10012': 'card_declined', // INVALID_TRANSACTION
  '10034': 'fraud_suspected', // FRAUD_SUSPECT
  '10041': 'fraud_suspected', // LOST_CARD / PICKUP_CARD
  '10043': 'fraud_suspected', // STOLEN_CARD
  '10051': 'insufficient_funds', // NOT_SUFFICIENT_FUNDS
  '10054': 'expired_card', // EXPIRED_CARD
  '10057': 'card_declined', // NOT_PERMITTED_TO_CARDHOLDER
  '10058': 'card_declined', // NOT_PERMITTED_TO_TERMINAL
  '10084': 'incorrect_cvc', // INVALID_CVC2
  '10093': 'card_declined', // RESTRICTED_BY_LAW / card closed to e-commerce
  '10201': 'card_declined', // CARD_NOT_PERMITTED
  '10204': 'processing_error', // UNKNOWN: a general error during the payment
  '10206': 'incorrect_cvc', // INVALID_CVC2_LENGTH
  '10207': 'card_declined', // REFER_TO_CARD_ISSUER
  '10209': 'card_declined', // BLOCKED_CARD
  '10210': 'authentication_failed', // INVALID_CAVV
  '10211': 'authentication_failed', // INVALID_ECI
  '10213': 'invalid_card', // BIN_NOT_FOUND
  '10214': 'processing_error', // COMMUNICATION_OR_SYSTEM_ERROR
  '10215': 'invalid_card', // INVALID_CARD_NUMBER
  '10216': 'invalid_card', // NO_SUCH_ISSUER
  '10217': 'authentication_failed', // DEBIT_CARDS_REQUIRES_3DS
  '10219': 'processing_error', // REQUEST_TIMEOUT
  // General and authentication error codes: our request or our keys are wrong, not the card
  '1': 'processing_error', // System error occurred
  '2': 'processing_error', // System error occurred
  '3': 'processing_error', // Email is mandatory
  '4': 'processing_error', // Email too long
  '5': 'processing_error', // Email in an incorrect format
  '8': 'processing_error', // Identity number is mandatory
  '11': 'processing_error', // Invalid request
  '1000': 'processing_error', // Invalid signature (IYZWSv2)
  '1001': 'processing_error', // API key not found
  '12': 'invalid_card', // Invalid card number
  '13': 'expired_card', // Invalid expiration month
  '14': 'expired_card', // Invalid expiration year
  '15': 'incorrect_cvc', // Invalid CVC
  '17': 'expired_card', // Card expiration date is invalid
  '5062': 'processing_error', // The basket items do not add up to the price (our request)
  '5184': 'currency_not_supported', // A card issued in Türkiye cannot pay in a foreign currency
};

export function declineCodeOf(errorCode: unknown): DeclineCode {
  return (
    (typeof errorCode === 'string' || typeof errorCode === 'number'
      ? byErrorCode[String(errorCode)]
      : undefined) ?? 'card_declined'
  );
}

/**
 * The mdStatus the bank posts after 3-D Secure: 1 is authenticated; 0, 2, 3 and 4 are a failed or
 * unavailable authentication; 5 and 6 a 3-D Secure error; 7 a system error; 8 an unknown card.
 */
export function mdStatusDecline(mdStatus: string | undefined): DeclineCode {
  if (mdStatus === '7') return 'processing_error';
  if (mdStatus === '8') return 'invalid_card';
  return 'authentication_failed';
}

/**
 * The error iyzico answers for a payment it has no record of ("Üye işyerine ait ödeme kaydı
 * bulunamadı", seen in iyzico/iyzipay-python issue #78). Only this code means not_found; any other
 * failure of a lookup leaves the outcome unknown.
 */
export const PAYMENT_NOT_FOUND_ERROR_CODE = '5087';

/**
 * Failures of the charging call (3-D Secure auth) that do not say the bank refused the card: a
 * system error or the bank not answering in time. Whether the card was charged is unknown, so
 * the payment is reconciled (retrieved later), never failed on this answer. From iyzico's
 * error-code table (docs.iyzico.com/en/add-ons/error-codes; iyzico's former "Banka Hataları"
 * page): 10202, 10204 and 10236 UNKNOWN ("a general error occurred during the payment"), 10214
 * COMMUNICATION_OR_SYSTEM_ERROR, 10219 REQUEST_TIMEOUT ("the request to the bank timed out"). 1
 * and 2 are iyzico's own system errors ("Sistem hatası"): we found them in no page we could read,
 * and reconciling is the safe side for any code.
 */
export const UNSETTLED_ERROR_CODES: ReadonlySet<string> = new Set([
  '1',
  '2',
  '10202',
  '10204',
  '10214',
  '10219',
  '10236',
]);

/** What iyzico said in a failure answer, for the admin console ("5087 Üye işyerine ..."). */
export function failureAnswer(body: Record<string, unknown>): string {
  const code =
    typeof body.errorCode === 'string' || typeof body.errorCode === 'number' ? body.errorCode : '?';
  const message = typeof body.errorMessage === 'string' ? body.errorMessage : '';
  return `${code} ${message}`.trim();
}
