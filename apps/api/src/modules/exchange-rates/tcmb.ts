import { type RateCurrency, rateCurrencies, ratePerUnit, rateText } from '@kopru/domain/fx';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  type PublishedRates,
  RateFeedMalformedError,
  RateFeedUnavailableError,
  type RateSource,
} from '../../ports.ts';

/**
 * TCMB's daily bulletin (https://www.tcmb.gov.tr/kurlar/today.xml): a `Tarih_Date` root (its
 * `Tarih` "25.11.2026" and `Date` "11/25/2026" attributes name the bulletin's day) with one
 * `Currency` element per currency (`CurrencyCode`, `Unit`, `ForexBuying`, `ForexSelling`, …).
 * We take the indicative selling rate `ForexSelling` divided by `Unit`. Values are read as text,
 * never as numbers, so no rate passes through a float.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === 'Currency',
});

interface TcmbCurrency {
  CurrencyCode?: string;
  Kod?: string;
  Unit?: string;
  ForexSelling?: string;
}

function bulletinDate(root: { Tarih?: string; Date?: string }): string {
  const tarih = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(root.Tarih ?? '');
  const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(root.Date ?? '');
  if (!tarih || !date) throw new RateFeedMalformedError('the bulletin has no Tarih/Date');
  const [, day, month, year] = tarih;
  if (date[1] !== month || date[2] !== day || date[3] !== year)
    throw new RateFeedMalformedError(`Tarih ${root.Tarih} and Date ${root.Date} disagree`);
  return `${year}-${month}-${day}`;
}

/** Parses a bulletin; throws RateFeedMalformedError for anything that is not one. */
export function parseTcmbBulletin(xml: string): PublishedRates {
  if (XMLValidator.validate(xml) !== true) throw new RateFeedMalformedError('not well-formed XML');
  const document = parser.parse(xml) as {
    Tarih_Date?: { Currency?: TcmbCurrency[]; Tarih?: string; Date?: string };
  };
  const root = document.Tarih_Date;
  if (!root || typeof root !== 'object') throw new RateFeedMalformedError('no Tarih_Date root');
  const date = bulletinDate(root);
  const rates: Partial<Record<RateCurrency, string>> = {};
  const missing: RateCurrency[] = [];
  for (const currency of rateCurrencies) {
    const entry = (root.Currency ?? []).find((item) => (item.CurrencyCode ?? item.Kod) === currency);
    const selling = typeof entry?.ForexSelling === 'string' ? entry.ForexSelling : '';
    const unit = Number(entry?.Unit ?? '1');
    if (!entry || selling === '') {
      missing.push(currency);
      continue;
    }
    if (!rateText.test(selling) || !Number.isSafeInteger(unit) || unit < 1)
      throw new RateFeedMalformedError(`bad ForexSelling or Unit for ${currency}`);
    const rate = ratePerUnit(selling, unit);
    if (/^0\.0+$/.test(rate)) throw new RateFeedMalformedError(`zero rate for ${currency}`);
    rates[currency] = rate;
  }
  if (missing.length === rateCurrencies.length)
    throw new RateFeedMalformedError('none of our currencies is in the bulletin');
  return { date, rates, missing };
}

/**
 * The TCMB feed at `url` (TCMB_RATES_URL). A 404 is a day without a file (weekend, holiday):
 * null. Network errors, timeouts and other statuses are RateFeedUnavailableError.
 */
export function tcmbRateSource(url: string, timeoutMs: number): RateSource {
  return {
    name: 'tcmb',
    async latest(stopping) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = stopping ? AbortSignal.any([timeout, stopping]) : timeout;
      let response: Response;
      try {
        response = await fetch(url, { signal, redirect: 'error' });
      } catch (error) {
        throw new RateFeedUnavailableError(`TCMB feed unreachable: ${(error as Error).message}`);
      }
      if (response.status === 404) return null;
      if (!response.ok) throw new RateFeedUnavailableError(`TCMB feed answered ${response.status}`);
      return parseTcmbBulletin(await response.text());
    },
  };
}
