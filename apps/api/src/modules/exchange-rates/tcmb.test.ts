import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinOf, startTcmbServer, storedBulletin } from '../../../test/tcmb-server.ts';
import { RateFeedMalformedError, RateFeedUnavailableError } from '../../ports.ts';
import { parseTcmbBulletin, tcmbRateSource } from './tcmb.ts';

describe('parseTcmbBulletin', () => {
  it("reads the bulletin's date and each ForexSelling per one unit, as exact text", () => {
    expect(parseTcmbBulletin(storedBulletin)).toEqual({
      date: '2026-11-25',
      rates: { USD: '42.441500', EUR: '49.052300', GBP: '55.891600' },
      missing: [],
    });
  });

  it('divides by Unit (TCMB quotes some currencies per 100)', () => {
    const xml = storedBulletin.replace(
      /(<Currency CrossOrder="0" Kod="USD" CurrencyCode="USD">\s*<Unit>)1</,
      '$1100<',
    );
    expect(parseTcmbBulletin(xml).rates.USD).toBe('0.424415');
  });

  it('lists a currency the bulletin does not give as missing, and keeps the others', () => {
    const xml = storedBulletin.replace(/<Currency CrossOrder="10" Kod="GBP"[\s\S]*?<\/Currency>/, '');
    const parsed = parseTcmbBulletin(xml);
    expect(parsed.missing).toEqual(['GBP']);
    expect(Object.keys(parsed.rates)).toEqual(['USD', 'EUR']);
  });

  it('treats an empty ForexSelling as missing', () => {
    const xml = storedBulletin.replace('<ForexSelling>49.0523</ForexSelling>', '<ForexSelling/>');
    expect(parseTcmbBulletin(xml).missing).toEqual(['EUR']);
  });

  it.each([
    ['not XML', 'Service Unavailable'],
    ['an HTML page', '<html><body><p>Bakım çalışması</p></body></html>'],
    ['cut off', storedBulletin.slice(0, 900)],
    ['Tarih and Date that disagree', storedBulletin.replace('Date="11/25/2026"', 'Date="11/24/2026"')],
    ['a rate that is not a number', storedBulletin.replace('42.4415', '42,4415')],
    [
      'none of our currencies',
      storedBulletin.replace(/<Currency CrossOrder="(0|9|10)"[\s\S]*?<\/Currency>/g, ''),
    ],
  ])('refuses %s as malformed', (_name, xml) => {
    expect(() => parseTcmbBulletin(xml)).toThrow(RateFeedMalformedError);
  });
});

describe('tcmbRateSource', () => {
  let server: Awaited<ReturnType<typeof startTcmbServer>>;
  beforeAll(async () => {
    server = await startTcmbServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('fetches and parses the file at its URL', async () => {
    server.answer(200, bulletinOf('2026-11-26'));
    const rates = await tcmbRateSource(server.url, 2_000).latest();
    expect(rates?.date).toBe('2026-11-26');
    expect(rates?.rates.USD).toBe('42.441500');
  });

  it('answers null for a day without a file (404: weekend or holiday)', async () => {
    server.answer(404, '<html>Not found</html>');
    expect(await tcmbRateSource(server.url, 2_000).latest()).toBeNull();
  });

  it('reports a server error and an unreachable feed as unavailable', async () => {
    server.answer(503, 'busy');
    await expect(tcmbRateSource(server.url, 2_000).latest()).rejects.toThrow(RateFeedUnavailableError);
    await expect(tcmbRateSource('http://127.0.0.1:9/today.xml', 2_000).latest()).rejects.toThrow(
      RateFeedUnavailableError,
    );
  });
});
