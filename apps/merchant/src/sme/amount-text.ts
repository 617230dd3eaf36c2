import { amountExamples, formatAmountInput, parseAmount } from '@kopru/domain/amount-input';
import { formatList } from '@kopru/i18n/format';
import { useTranslation } from 'react-i18next';

/**
 * Amount fields in the user's language: parse what the user types ("1.250,50" in Turkish),
 * fill the field the same way, and the accepted forms for the error message.
 */
export function useAmountText() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    locale,
    parse: (text: string, currency: string) => parseAmount(text, locale, currency),
    format: (minor: number, currency: string) => formatAmountInput(minor, locale, currency),
    examples: formatList(
      amountExamples(locale).map((form) => `“${form}”`),
      locale,
      'disjunction',
    ),
  };
}
