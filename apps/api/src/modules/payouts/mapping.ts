import { maskIban } from '@kopru/domain/iban';
import type { AdminPayout, Conversion, Payout } from '@kopru/domain/schemas/payouts';
import type { PayoutRow } from '../../db/schema/payouts.ts';
import type { PayoutWithPeople } from './repository.ts';

function iso(value: Date | null): string | null {
  return value?.toISOString() ?? null;
}

function conversionOf(row: PayoutRow): Conversion | null {
  if (
    row.fxReferenceRate === null ||
    row.fxRateDate === null ||
    row.fxRateSource === null ||
    row.fxAppliedRate === null ||
    row.fxSpreadBasisPoints === null ||
    row.fxSpreadMinor === null ||
    row.fxFeeMinor === null
  )
    return null;
  return {
    referenceRate: row.fxReferenceRate,
    rateDate: row.fxRateDate,
    rateSource: row.fxRateSource,
    appliedRate: row.fxAppliedRate,
    spreadBasisPoints: row.fxSpreadBasisPoints,
    spreadMinor: row.fxSpreadMinor,
    feeMinor: row.fxFeeMinor,
  };
}

function common(row: PayoutRow) {
  return {
    id: row.id,
    reference: row.reference,
    amount: row.amount,
    currency: row.currency,
    payoutCurrency: row.payoutCurrency,
    payoutAmount: row.payoutAmount,
    conversion: conversionOf(row),
    status: row.status,
    source: row.source,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    bankReference: row.bankReference,
    reason: row.reason,
    requestedAt: row.requestedAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    paidAt: iso(row.paidAt),
    decidedAt: iso(row.decidedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The payout as its merchant, the merchant API and webhooks see it. */
export function toPayout(row: PayoutRow): Payout {
  return { ...common(row), ibanMasked: maskIban(row.iban) };
}

export function toAdminPayout(row: PayoutWithPeople): AdminPayout {
  return {
    ...common(row.payout),
    iban: row.payout.iban,
    merchant: {
      id: row.merchant.id,
      companyName: row.merchant.companyName,
      email: row.merchantEmail,
      suspended: row.merchant.suspendedAt !== null,
    },
    approvedBy: row.approvedByEmail,
    decidedBy: row.decidedByEmail,
  };
}
