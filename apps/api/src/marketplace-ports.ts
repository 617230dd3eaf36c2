import type { SettlementCurrency } from '@kopru/domain/schemas/marketplace-payouts';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from './db/client.ts';
import type { ChargedItem, MarketplaceSplit } from './ports.ts';

/**
 * An acquirer's marketplace product (iyzico's, decision 011): each merchant is registered as a
 * sub-merchant, and the acquirer pays its share out to the sub-merchant's IBAN. Never called
 * inside a database transaction. An unknown outcome (no answer, a system error) throws
 * ProviderUnavailableError with what the acquirer said; a refusal is answered, not thrown.
 */
export type SubMerchantType = 'PERSONAL' | 'PRIVATE_COMPANY' | 'LIMITED_OR_JOINT_STOCK_COMPANY';

/** What the acquirer is told about a merchant (built from its approved KYC, sub-merchants/details.ts). */
export interface SubMerchantDetails {
  /** Our merchant id: the acquirer's subMerchantExternalId, so a lost answer can be looked up. */
  externalId: string;
  type: SubMerchantType;
  /** The trading name. */
  name: string;
  email: string;
  address: string;
  iban: string;
  /** The currency the acquirer pays out in to `iban` (the merchant's settlement currency). */
  currency: SettlementCurrency;
  /** PERSONAL: the person's name, which must match the IBAN's holder. */
  contactName?: string;
  contactSurname?: string;
  /** The companies: the legal title, which must match the IBAN's holder. */
  legalCompanyTitle?: string;
  taxOffice?: string;
  /** LIMITED_OR_JOINT_STOCK_COMPANY: the 10-digit tax number (VKN). */
  taxNumber?: string;
  /** PERSONAL and PRIVATE_COMPANY: the 11-digit identity number (TCKN). */
  identityNumber?: string;
}

export type SubMerchantAnswer =
  | { status: 'ok'; subMerchantKey: string }
  /** The acquirer refused the request (its error code and message in `answer`): our data must change. */
  | { status: 'refused'; answer: string; errorCode: string | null; errorMessage: string | null };

export interface Marketplace {
  /** The key of the sub-merchant registered under `externalId`, or null when the acquirer has none. */
  findSubMerchant(externalId: string): Promise<{ subMerchantKey: string } | null>;
  createSubMerchant(details: SubMerchantDetails): Promise<SubMerchantAnswer>;
  updateSubMerchant(subMerchantKey: string, details: SubMerchantDetails): Promise<SubMerchantAnswer>;
  /** Releases a charged item: the acquirer pays the sub-merchant's share out (iyzico approval). */
  approveItem(item: { reference: string; paymentTransactionId: string }): Promise<ItemApproval>;
  /**
   * Sets what the acquirer pays the sub-merchant for a charged, unapproved item (iyzico's item
   * update): answers the acquirer's own figure, in minor units, when it took it.
   */
  updateItemPrice(item: ItemPriceUpdate): Promise<ItemPriceAnswer>;
  /**
   * What the acquirer's record of the payment says it pays the sub-merchant for the item, in
   * minor units (null: the record does not say): read before an update whose answer was lost is
   * sent again. Never changes anything.
   */
  findItemPrice(item: { reference: string; paymentTransactionId: string }): Promise<number | null>;
}

export type ItemApproval = { status: 'ok' } | { status: 'refused'; answer: string };

export interface ItemPriceUpdate {
  /** Our payment id (the acquirer's conversation id of the payment). */
  reference: string;
  paymentTransactionId: string;
  subMerchantKey: string;
  subMerchantPriceMinor: number;
  /** The item's withholding as sent with the payment (decision 015); a refund leaves it unchanged. */
  withholdingMinor: number;
}

export type ItemPriceAnswer =
  | { status: 'ok'; subMerchantPriceMinor: number | null }
  | { status: 'refused'; answer: string };

/**
 * What the modules below the marketplace record of it, in their own transactions: a payment's
 * basket items (sub-merchants/items.ts) and an approved change of a merchant's details
 * (sub-merchants/changes.ts). Handed to them in the app context (app.ts), so that payments and KYC
 * never import the marketplace, which sits above them.
 */
export interface MarketplaceRecords {
  /**
   * The merchant's sub-merchant and its share, the reserve and the withholding (decision 015) of
   * each item; merchant_not_ready when the acquirer has none yet.
   */
  marketplaceSplitFor(
    db: Executor,
    merchantId: string,
    amount: number,
    terms: { reserveBasisPoints: number; withholding: number },
  ): Promise<MarketplaceSplit>;
  /** Written with the payment, before the acquirer is asked. */
  insertMarketplaceItem(
    db: Executor,
    item: { paymentId: string; merchantId: string; price: number; currency: string; split: MarketplaceSplit },
  ): Promise<void>;
  splitOfPayment(db: Executor, paymentId: string): Promise<MarketplaceSplit | undefined>;
  /** The charge succeeded: the acquirer's ids of the items, in the transaction that records the success. */
  recordChargedItems(
    db: Executor,
    payment: { id: string; availableAt: Date | null; reserveReleaseAt: Date | null },
    items: ChargedItem[],
    now: Date,
  ): Promise<void>;
  /** An approved KYC submission: in marketplace mode the sub-merchant is created or updated from it. */
  noteSubMerchantChange(tx: Executor, merchantId: string): Promise<void>;
  /**
   * After the approving transaction committed: the noted change sent to the acquirer now, not at
   * the worker's next pass (sub-merchants/sync.ts); never throws (logged).
   */
  sendSubMerchantChangeNow(merchantId: string, log: Pick<FastifyBaseLogger, 'error'>): Promise<void>;
}
