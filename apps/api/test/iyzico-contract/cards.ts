/**
 * iyzico's published sandbox test cards, as the contract server answers them. The numbers and
 * what each one does come from the "Mock test cards" section of the official SDKs' README
 * (github.com/iyzico/iyzipay-node README.md; the same table is in iyzipay-php and iyzipay-java)
 * and docs.iyzico.com/en/add-ons/test-cards. Rows of the table in docs/acquirers.md
 * ("Contract server: each answer and its source") are named in the comments.
 */

/** What a bank answers for a card, as iyzico forwards it (docs.iyzico.com/en/add-ons/error-codes). */
export interface BankError {
  errorCode: string;
  errorGroup: string;
  errorMessage: string;
}

export interface ContractCard {
  /**
   * Issued in Türkiye ("successful payment" table) or abroad ("Cross border"); the error cards'
   * issuer is not published, so the currency rule (row C7) is not applied to them.
   */
  issued?: 'domestic' | 'foreign';
  /** A payment with this card is refused by the bank with this error (row C3). */
  error?: BankError;
  /** The mdStatus the bank page posts back when the payer completes the challenge (row C4). */
  mdStatus?: string;
  /** "3dsecure initialize failed" (row C5). */
  initializeFails?: boolean;
  /** "Success but cannot be cancelled, refund or post auth" (row C6). */
  noCancelOrRefund?: boolean;
}

/** "Test cards that can be used to simulate a successful payment" (row C1). */
const domesticSuccess = [
  '5890040000000016',
  '5526080000000006',
  '4766620000000001',
  '4603450000000000',
  '4729150000000005',
  '4987490000000002',
  '5311570000000005',
  '9792020000000001',
  '9792030000000000',
  '5170410000000004',
  '5400360000000003',
  '374427000000003',
  '4475050000000003',
  '5528790000000008',
  '4059030000000009',
  '5504720000000003',
  '5892830000000000',
  '4543590000000006',
  '4910050000000006',
  '4157920000000002',
  '5168880000000002',
  '5451030000000000',
];

/** "Cross border test cards": 4054180000000007 Non-Turkish (Debit), 5400010000000004 Non-Turkish (Credit) (row C2). */
export const crossBorderCards = ['4054180000000007', '5400010000000004'] as const;

/**
 * The README names each error card by its bank answer ("Not sufficient funds", "Do not honour",
 * ...) but gives no code; the codes and groups are the ones iyzico's error-code table lists for
 * those answers (docs.iyzico.com/en/add-ons/error-codes, "Bank Error Codes"). Which code
 * "General error" carries is an assumption (A3): the table has three UNKNOWN codes with that text.
 */
const bank = (errorCode: string, errorGroup: string, errorMessage: string): ContractCard => ({
  error: { errorCode, errorGroup, errorMessage },
});

const errorCards: Record<string, ContractCard> = {
  '4111111111111129': bank('10051', 'NOT_SUFFICIENT_FUNDS', 'Insufficient card limit, insufficient balance'),
  '4129111111111111': bank('10005', 'DO_NOT_HONOUR', 'Transaction not approved'),
  '4128111111111112': bank('10012', 'INVALID_TRANSACTION', 'Invalid transaction'),
  '4127111111111113': bank('10041', 'LOST_CARD', 'Lost card, seize the card'),
  '4126111111111114': bank('10043', 'STOLEN_CARD', 'Stolen card, seize the card'),
  '4125111111111115': bank('10054', 'EXPIRED_CARD', 'Expired card'),
  '4124111111111116': bank('10084', 'INVALID_CVC2', 'CVC2 is incorrect'),
  '4123111111111117': bank(
    '10057',
    'NOT_PERMITTED_TO_CARDHOLDER',
    'Cardholder cannot perform this transaction',
  ),
  '4122111111111118': bank(
    '10058',
    'NOT_PERMITTED_TO_TERMINAL',
    'Terminal not permitted for this transaction',
  ),
  '4121111111111119': bank('10034', 'FRAUD_SUSPECT', 'Fraud suspect'),
  '4120111111111110': bank('10041', 'PICKUP_CARD', 'Lost card, seize the card'),
  '4130111111111118': bank('10204', 'UNKNOWN', 'A general error occurred during the payment'),
  '4131111111111117': { mdStatus: '0' },
  '4141111111111115': { mdStatus: '4' },
  '4151111111111112': { initializeFails: true },
  '5406670000000009': { noCancelOrRefund: true },
};

export const contractCards: Record<string, ContractCard> = {
  ...Object.fromEntries(domesticSuccess.map((number) => [number, { issued: 'domestic' } as ContractCard])),
  ...Object.fromEntries(crossBorderCards.map((number) => [number, { issued: 'foreign' } as ContractCard])),
  ...errorCards,
};

/** A card issued abroad that pays in any currency: what Köprü's payers (USD, EUR, GBP) use. */
export const contractSuccessCard: string = crossBorderCards[1];
/** A card issued in Türkiye that succeeds in lira (row C7 for foreign currencies). */
export const domesticSuccessCard = '5528790000000008';

/** The Luhn check iyzico applies before anything else ("12 - Kart numarası geçersizdir", row E3). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
