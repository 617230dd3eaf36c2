import type { Body } from './answers.ts';
import type { BankError, ContractCard } from './cards.ts';

/**
 * What the contract server keeps, and the assumptions it runs under: where iyzico publishes no
 * answer, the server takes one of the plausible ones (docs/acquirers.md, "Assumptions") and the
 * contract tests run the adapter under each.
 */
export interface ContractAssumptions {
  /** A1: a published error card's bank answer comes at 3-D Secure auth, or already at initialize. */
  cardErrorsAt: 'auth' | 'initialize';
  /** A2: /payment/detail for a payment it has no record of answers 5087, or a system error. */
  unknownPayment: '5087' | 'system_error';
  /** A7: a card issued in Türkiye paying USD, EUR or GBP is refused with 5184, or accepted. */
  domesticForeignCurrency: 'refused' | 'accepted';
  /** A4: the callback's status when mdStatus is not 1. */
  failedCallbackStatus: 'failure' | 'success';
  /** A23: /onboarding/submerchant/detail answers the subMerchantKey, or leaves it out. */
  subMerchantDetailCarriesKey: boolean;
  /**
   * A29: a sub-merchant created or updated with a `currency` other than TRY and a TR IBAN but no
   * `swiftCode` is taken, or refused (failure 11 naming swiftCode, like a missing field, R3).
   */
  foreignCurrencyWithoutSwiftCode: 'accepted' | 'refused';
  /**
   * A25: a card refused on the Checkout Form page shows its error and the payer may try another
   * (`retry`, nothing posted), or the page posts the token of a payment in FAILURE (`callback`).
   */
  refusedCardOnPage: 'retry' | 'callback';
  /**
   * A24: Checkout Form retrieve of a token the page has taken no payment for answers failure
   * 5087 (no payment record), or a system error (1).
   */
  unpaidCheckoutForm: '5087' | 'system_error';
  /**
   * A30: a marketplace basket with two items of the same sub-merchant (the payment's share and
   * its reserve, decision 013) is taken, or refused (failure 11 naming basketItems.subMerchantKey).
   */
  sameSubMerchantTwice: 'accepted' | 'refused';
  /**
   * A37: iyzico's item update (row M12) of an item of a payment partly refunded is taken, or
   * refused (failure 10012).
   */
  itemUpdateAfterRefund: 'accepted' | 'refused';
  /**
   * A38: an IBAN held by someone else than the sub-merchant (row M13) is refused with the
   * documented general code 11 naming `iban`, or with a code no page lists (shown as given).
   */
  ibanHolderMismatch: 'invalid_request' | 'unlisted';
  /** A37: the item update's answer is the item with its figures (`item`, the docs' sample), or status only. */
  itemUpdateAnswer: 'item' | 'status';
  /**
   * A39: how a refund of the payment lowers what an item update may set: every item by all of the
   * payment's refunds (`every-item`), or the refunds spread over the items in basket order, each
   * item's price used up before the next (`basket-order`, the share's item before the reserve's).
   */
  refundSpread: 'every-item' | 'basket-order';
}

export const defaultAssumptions: ContractAssumptions = {
  cardErrorsAt: 'auth',
  unknownPayment: '5087',
  domesticForeignCurrency: 'refused',
  failedCallbackStatus: 'failure',
  subMerchantDetailCarriesKey: true,
  foreignCurrencyWithoutSwiftCode: 'accepted',
  refusedCardOnPage: 'retry',
  unpaidCheckoutForm: '5087',
  sameSubMerchantTwice: 'accepted',
  itemUpdateAfterRefund: 'accepted',
  itemUpdateAnswer: 'item',
  ibanHolderMismatch: 'invalid_request',
  refundSpread: 'every-item',
};

/** Row P2: paymentStatus as iyzico reports it. */
export type PaymentStatus = 'INIT_THREEDS' | 'CALLBACK_THREEDS' | 'SUCCESS' | 'FAILURE';

export interface ContractPayment {
  paymentId: string;
  conversationId: string;
  basketId: string;
  price: number;
  paidPrice: number;
  currency: string;
  callbackUrl: string;
  card: ContractCard;
  lastFour: string;
  /** The card's scheme as iyzico names it (VISA, MASTER_CARD): Checkout Form answers carry it. */
  cardAssociation?: string;
  status: PaymentStatus;
  conversationData: string;
  errorCode?: string;
  /** Row T5: 1 approved, 0 under review, -1 refused. */
  fraudStatus: number;
  /** Row M6: the basket items, each with the paymentTransactionId iyzico gives it. */
  items: ContractItem[];
  /** Rows F1-F4: what was given back, by refund v2 or by cancel, under the request's conversationId. */
  refunds: { conversationId: string; price: number; method: 'refund' | 'cancel'; at: Date }[];
}

/** Rows K1-K4: a Checkout Form session, by its token. */
export interface ContractCheckoutForm {
  token: string;
  conversationId: string;
  basketId: string;
  price: number;
  paidPrice: number;
  currency: string;
  callbackUrl: string;
  locale: 'en' | 'tr';
  /** Epoch ms after which the page takes no payment (tokenExpireTime). */
  expiresAt: number;
  /** The payment the page made, once the payer paid. */
  paymentId?: string;
  /** Row M6: the basket items, each with its paymentTransactionId. */
  items: ContractItem[];
}

export interface ContractItem {
  itemId: string;
  price: number;
  paymentTransactionId: string;
  subMerchantKey?: string;
  subMerchantPrice?: number;
  /** Row M11: the item's withholding as sent (`withholdingTax`), answered back in itemTransactions. */
  withholdingTax?: number;
  /** Row M7: the platform approved the item; iyzico pays the sub-merchant. */
  approved?: boolean;
  /** Row M10: iyzico's figures of the item, from its charge. */
  figures?: Body;
}

export const refundedOf = (payment: ContractPayment) => payment.refunds.reduce((sum, r) => sum + r.price, 0);

export interface ContractState {
  payments: Map<string, ContractPayment>;
  checkoutForms: Map<string, ContractCheckoutForm>;
  /** Every request that passed the signature check, in order. */
  calls: { path: string; body: Body }[];
  /** How many times a payment was charged (a successful auth), per conversationId. */
  charges: Map<string, number>;
  nextId: number;
  /**
   * Row T6: the answer the next auth of a payment gives instead of its card's, and whether
   * iyzico's record then shows the payment charged (set by a test).
   */
  authErrors: Map<string, { error: BankError; charged: boolean }>;
  /** Row P3: payments /payment/detail answers "no record" for although it has them (set by a test). */
  noRecordOf: Set<string>;
  /** Row F3 (assumption A16): cancels are refused, as after the bank's end of day (set by a test). */
  cancelsRefused: boolean;
}

export function findPayment(state: ContractState, request: Body): ContractPayment | undefined {
  if (request.paymentId !== undefined && request.paymentId !== '')
    return state.payments.get(String(request.paymentId));
  const reference = String(request.paymentConversationId ?? '');
  return [...state.payments.values()].filter((p) => p.conversationId === reference).at(-1);
}
