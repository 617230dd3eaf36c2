import { maskIban } from '@kopru/domain/iban';
import type {
  AdminCurrencyIbanChange,
  CurrencyIbanChange,
} from '@kopru/domain/schemas/currency-iban-changes';
import type { CurrencyIbanChangeRow } from '../../db/schema/currency-iban-changes.ts';

export const masked = (iban: string | null) => (iban ? maskIban(iban) : null);

/** `current`: the account in use while pending; once decided, the one an approval replaced. */
export function toChange(row: CurrencyIbanChangeRow, current: string | null): CurrencyIbanChange {
  return {
    id: row.id,
    merchantId: row.merchantId,
    currency: row.currency,
    status: row.status,
    ibanMasked: masked(row.iban),
    currentIbanMasked: masked(current),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The request `row` replaced, as the admin compares them. */
export type ReplacedChange = { id: string; iban: string | null; createdAt: Date } | null | undefined;

export function toAdminChange(
  row: CurrencyIbanChangeRow,
  current: string | null,
  companyName: string,
  replaced: ReplacedChange,
): AdminCurrencyIbanChange {
  return {
    ...toChange(row, current),
    companyName,
    iban: row.iban,
    currentIban: current,
    replaces: replaced
      ? { id: replaced.id, iban: replaced.iban, createdAt: replaced.createdAt.toISOString() }
      : null,
  };
}
