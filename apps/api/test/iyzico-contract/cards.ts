/**
 * How the contract server treats card numbers. The successful card is one of iyzico's sandbox
 * test cards (docs.iyzico.com "Test Cards"); the declining ones are ours, each answering one of
 * iyzico's documented bank error codes (docs.iyzico.com "Bank Error Codes") at 3-D Secure auth.
 */
export interface ContractCard {
  /** Answered by /payment/3dsecure/auth. */
  error?: { errorCode: string; errorGroup: string; errorMessage: string };
  /** The mdStatus the bank page posts back when the payer completes the challenge. */
  mdStatus?: string;
  /** iyzico's fraud review result on the payment (1 ok, 0 under review, -1 refused). */
  fraudStatus?: number;
}

export const contractSuccessCard = '5528790000000008';

const bankError = (errorCode: string, errorGroup: string, errorMessage: string): ContractCard => ({
  error: { errorCode, errorGroup, errorMessage },
});

export const contractCards: Record<string, ContractCard> = {
  [contractSuccessCard]: {},
  '4111111111111129': bankError(
    '10051',
    'NOT_SUFFICIENT_FUNDS',
    'Insufficient card limit, insufficient balance',
  ),
  '4129111111111111': bankError('10005', 'DO_NOT_HONOUR', 'Transaction not approved'),
  '4128111111111112': bankError('10012', 'INVALID_TRANSACTION', 'Invalid transaction'),
  '4127111111111113': bankError('10041', 'LOST_CARD', 'Lost card, seize the card'),
  '4126111111111114': bankError('10043', 'STOLEN_CARD', 'Stolen card, seize the card'),
  '4125111111111115': bankError('10054', 'EXPIRED_CARD', 'Expiry date incorrect'),
  '4124111111111116': bankError('10084', 'INVALID_CVC2', 'CVC2 is incorrect'),
  '4123111111111117': bankError(
    '10057',
    'NOT_PERMITTED_TO_CARDHOLDER',
    'Cardholder cannot perform this transaction',
  ),
  '4121111111111119': bankError('10034', 'FRAUD_SUSPECT', 'Payment failed to pass security check'),
  '4130111111111118': bankError('10204', 'UNKNOWN', 'A general error occurred during the payment'),
  '4132111111111116': bankError('10215', 'INVALID_CARD_NUMBER', 'Invalid card number'),
  '4131111111111117': { mdStatus: '0' },
  '4133111111111115': { fraudStatus: -1 },
};
