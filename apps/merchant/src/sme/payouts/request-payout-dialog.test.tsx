import { ApiError } from '@kopru/api-client/client';
import { texts } from '@kopru/i18n/all-texts';
import { formatMoney } from '@kopru/i18n/format';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { RequestPayoutDialog } from './request-payout-dialog.tsx';

// The app starts with the frame's texts only; the screens tested here need every text.
await texts('all');

const request = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
const quoting = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
vi.mock('@kopru/api-client/payouts', () => ({
  useRequestPayout: () => request,
  useQuotePayout: () => quoting,
}));

const balances = [
  { currency: 'USD', available: 50_000, pending: 0, payoutReserved: 0, owed: 0, nextAvailableAt: null },
];
const account = {
  bankName: 'Ziraat Bankası',
  ibanMasked: 'TR** **** 1234',
  currencyIbans: [{ currency: 'USD' as const, ibanMasked: 'TR06 •••• •••• 1327' }],
  accountHolder: 'Anadolu Halı',
};

afterEach(() => {
  cleanup();
  request.mutate.mockReset();
  quoting.mutate.mockReset();
});

async function requestPayout(amount: string) {
  await i18n.changeLanguage('en');
  render(
    <RequestPayoutDialog balances={balances} account={account} onClose={() => {}} onRequested={() => {}} />,
  );
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Amount/), amount);
  await user.click(screen.getByRole('button', { name: i18n.t('payouts.form.submit') }));
}

describe('the payout request', () => {
  it('says how much can be withdrawn when the amount is over the balance, and sends nothing', async () => {
    await requestPayout('500.01');
    const maximum = formatMoney(50_000, 'USD', 'en');
    expect(await screen.findByText(i18n.t('payouts.errors.maximum', { maximum }))).toBeTruthy();
    expect(request.mutate).not.toHaveBeenCalled();
  });

  it('shows the balance the server counted when it refuses an overdraw', async () => {
    request.mutate.mockImplementation((_input, { onError }) =>
      onError(new ApiError('insufficient_balance', 409, { available: 20_000 })),
    );
    await requestPayout('400');
    expect(request.mutate.mock.calls[0]?.[0]).toMatchObject({ input: { amount: 40_000, currency: 'USD' } });
    const maximum = formatMoney(20_000, 'USD', 'en');
    expect(await screen.findByText(i18n.t('payouts.errors.insufficient', { maximum }))).toBeTruthy();
  });
});

function quoteFor(lifetimeMs: number) {
  const createdAt = new Date();
  return {
    id: 'pq_1',
    amount: 40_000,
    currency: 'USD' as const,
    referenceRate: '42.441500',
    rateDate: '2026-11-26',
    rateSource: 'tcmb' as const,
    appliedRate: '42.017085',
    spreadBasisPoints: 100,
    spreadMinor: 16_976,
    feeMinor: 0,
    tryAmount: 1_680_683,
    createdAt: createdAt.toISOString(),
    expiresAt: new Date(createdAt.getTime() + lifetimeMs).toISOString(),
  };
}

describe.each(['en', 'tr'])('a payout converted to lira (%s)', (locale) => {
  async function convert(lifetimeMs: number) {
    await i18n.changeLanguage(locale);
    quoting.mutate.mockImplementation((_input, { onSuccess }) => onSuccess(quoteFor(lifetimeMs)));
    render(
      <RequestPayoutDialog balances={balances} account={account} onClose={() => {}} onRequested={() => {}} />,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(new RegExp(`^${i18n.t('payouts.form.amount')}`)), '400');
    await user.click(screen.getByRole('radio', { name: i18n.t('payouts.form.convert') }));
    await user.click(screen.getByRole('button', { name: i18n.t('payouts.form.getQuote') }));
    return user;
  }

  it('shows the quote with every figure and how long it holds, then requests the payout with it', async () => {
    const user = await convert(60_000);
    expect(quoting.mutate.mock.calls[0]?.[0]).toEqual({ amount: 40_000, currency: 'USD' });
    expect(await screen.findByText(formatMoney(1_680_683, 'TRY', locale).replace(/\s/g, ' '))).toBeTruthy();
    // The countdown's own number depends on how busy the machine is; the text around it does not.
    const [before = '', after = ''] = i18n.t('payouts.conversion.validFor', { seconds: 60 }).split('60');
    expect(screen.getByText((text) => text.startsWith(before) && text.endsWith(after))).toBeTruthy();
    expect(request.mutate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: i18n.t('payouts.form.confirmConvert') }));
    await vi.waitFor(() => expect(request.mutate).toHaveBeenCalledTimes(1));
    expect(request.mutate.mock.calls[0]?.[0]).toMatchObject({
      input: { amount: 40_000, currency: 'USD', quoteId: 'pq_1' },
    });
  });

  it('does not confirm an expired quote: it says so and refreshes it', async () => {
    const user = await convert(1_000);
    expect(
      await screen.findByText(i18n.t('payouts.conversion.expired'), {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('payouts.form.confirmConvert') })).toBeNull();
    expect(screen.getByRole('button', { name: i18n.t('payouts.form.getQuote') })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: i18n.t('payouts.conversion.refresh') }));
    await vi.waitFor(() => expect(quoting.mutate).toHaveBeenCalledTimes(2));
    expect(request.mutate).not.toHaveBeenCalled();
  });
});

describe.each(['en', 'tr'])('a balance without an account in its currency (%s)', (locale) => {
  it('cannot be sent as it is: the dialog says so and converts it to lira, paid to the lira account', async () => {
    await i18n.changeLanguage(locale);
    render(
      <RequestPayoutDialog
        balances={balances}
        account={{ ...account, currencyIbans: [{ currency: 'EUR', ibanMasked: 'TR76 •••• •••• 1328' }] }}
        onClose={() => {}}
        onRequested={() => {}}
      />,
    );
    expect(screen.getByText(i18n.t('payouts.form.noCurrencyAccount', { currency: 'USD' }))).toBeTruthy();
    const send = screen.getByRole('radio', { name: i18n.t('payouts.form.sendAs', { currency: 'USD' }) });
    expect((send as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('radio', { name: i18n.t('payouts.form.convert') }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByText('TR** **** 1234')).toBeTruthy();
    expect(screen.queryByText('TR76 •••• •••• 1328')).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(new RegExp(`^${i18n.t('payouts.form.amount')}`)), '400');
    await user.click(screen.getByRole('button', { name: i18n.t('payouts.form.getQuote') }));
    await vi.waitFor(() => expect(quoting.mutate).toHaveBeenCalledTimes(1));
    expect(request.mutate).not.toHaveBeenCalled();
  });

  it('with one, is sent as it is to that account by default', async () => {
    await i18n.changeLanguage(locale);
    render(
      <RequestPayoutDialog balances={balances} account={account} onClose={() => {}} onRequested={() => {}} />,
    );
    expect(screen.getByText('TR06 •••• •••• 1327')).toBeTruthy();
    expect(screen.queryByText('TR** **** 1234')).toBeNull();
    expect(screen.getByText(i18n.t('payouts.account.currencyIban', { currency: 'USD' }))).toBeTruthy();
  });
});
