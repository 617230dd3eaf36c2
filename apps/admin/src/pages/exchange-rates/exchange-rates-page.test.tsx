import type { ExchangeRatesResponse } from '@kopru/domain/schemas/exchange-rates';
import { texts } from '@kopru/i18n/all-texts';
import { formatDateTime, formatDay, formatRate } from '@kopru/i18n/format';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { ExchangeRatesPage } from './exchange-rates-page.tsx';

// The app starts with the frame's texts only; the screens tested here need every text.
await texts('all');

const rates = vi.hoisted(() => ({
  query: { isPending: false, isError: false, data: undefined as unknown, refetch: () => {} },
  enter: { mutate: vi.fn(), isPending: false },
}));
vi.mock('@kopru/api-client/exchange-rates', () => ({
  useExchangeRates: () => rates.query,
  useEnterExchangeRate: () => rates.enter,
}));

const data: ExchangeRatesResponse = {
  data: [
    {
      currency: 'EUR',
      rate: '49.052300',
      date: '2026-11-25',
      source: 'tcmb',
      enteredBy: null,
      enteredAt: '2026-11-25T13:00:00.000Z',
    },
    {
      currency: 'USD',
      rate: '42.500000',
      date: '2026-11-26',
      source: 'manual',
      enteredBy: 'ops@kopru.example',
      enteredAt: '2026-11-26T09:00:00.000Z',
    },
  ],
  lastFetch: {
    day: '2026-11-26',
    outcome: 'feed_unavailable',
    bulletinDate: null,
    missing: [],
    checkedAt: '2026-11-26T08:30:00.000Z',
  },
};

afterEach(() => {
  cleanup();
  rates.enter.mutate.mockReset();
});

describe.each(['en', 'tr'])('the exchange rates screen (%s)', (locale) => {
  it('shows each rate with its source and date, and why the feed was not read', async () => {
    await i18n.changeLanguage(locale);
    rates.query.data = data;
    render(<ExchangeRatesPage />);
    const table = screen.getByRole('table');
    const usd = within(table).getByText('USD').closest('tr') as HTMLElement;
    expect(within(usd).getByText(formatRate('42.500000', locale))).toBeTruthy();
    expect(within(usd).getByText(formatDay('2026-11-26', locale))).toBeTruthy();
    expect(within(usd).getByText(i18n.t('exchangeRates.sources.manual'))).toBeTruthy();
    expect(within(usd).getByText(/ops@kopru\.example/)).toBeTruthy();
    const eur = within(table).getByText('EUR').closest('tr') as HTMLElement;
    expect(within(eur).getByText(i18n.t('exchangeRates.sources.tcmb'))).toBeTruthy();
    const why = i18n.t('exchangeRates.lastFetch.feed_unavailable', {
      day: formatDay('2026-11-26', locale),
      time: formatDateTime('2026-11-26T08:30:00.000Z', locale),
    });
    expect(screen.getByText(why)).toBeTruthy();
  });

  it('refuses a rate with a comma before sending it, then sends a valid one', async () => {
    await i18n.changeLanguage(locale);
    rates.query.data = data;
    render(<ExchangeRatesPage />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: i18n.t('exchangeRates.manual.action') }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(i18n.t('exchangeRates.manual.currency')), 'GBP');
    const rate = within(dialog).getByLabelText(new RegExp(`^${i18n.t('exchangeRates.manual.rate')}`));
    await user.type(rate, '55,9');
    await user.click(within(dialog).getByRole('button', { name: i18n.t('exchangeRates.manual.submit') }));
    expect(
      await within(dialog).findByText(
        i18n.t('exchangeRates.manual.rateInvalid', { rateDecimals: 6, maxRate: 1000000 }),
      ),
    ).toBeTruthy();
    expect(rates.enter.mutate).not.toHaveBeenCalled();
    await user.clear(rate);
    await user.type(rate, '55.8916');
    await user.click(within(dialog).getByRole('button', { name: i18n.t('exchangeRates.manual.submit') }));
    await vi.waitFor(() => expect(rates.enter.mutate).toHaveBeenCalledTimes(1));
    expect(rates.enter.mutate.mock.calls[0]?.[0]).toEqual({ currency: 'GBP', rate: '55.8916' });
  });
});
