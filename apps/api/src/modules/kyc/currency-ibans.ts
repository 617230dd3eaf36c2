import { maskIban } from '@kopru/domain/iban';
import { linkCurrencies } from '@kopru/domain/money';
import {
  type CurrencyIban,
  currencyIbanFields,
  type KycSubmissionFields,
  type MaskedCurrencyIban,
} from '@kopru/domain/schemas/kyc';
import type { KycSubmissionRow } from '../../db/schema/kyc-submissions.ts';

type CurrencyIbanColumns = Pick<KycSubmissionRow, 'ibanUsd' | 'ibanEur' | 'ibanGbp'>;

/** The foreign-currency accounts a submission names, in the order of linkCurrencies. */
export function currencyIbansOf(row: CurrencyIbanColumns): CurrencyIban[] {
  return linkCurrencies.flatMap((currency) => {
    const iban = row[currencyIbanFields[currency]];
    return iban ? [{ currency, iban }] : [];
  });
}

export function maskedCurrencyIbansOf(row: CurrencyIbanColumns): MaskedCurrencyIban[] {
  return currencyIbansOf(row).map(({ currency, iban }) => ({ currency, ibanMasked: maskIban(iban) }));
}

/** The columns of the submitted form: an empty field stores no account. */
export function currencyIbanColumns(fields: KycSubmissionFields): CurrencyIbanColumns {
  return {
    ibanUsd: fields.ibanUsd || null,
    ibanEur: fields.ibanEur || null,
    ibanGbp: fields.ibanGbp || null,
  };
}
