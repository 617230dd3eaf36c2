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
vi.mock('@kopru/api-client/payouts', () => ({ useRequestPayout: () => request }));

const balances = [
  { currency: 'USD', available: 50_000, pending: 0, payoutReserved: 0, owed: 0, nextAvailableAt: null },
];
const account = { bankName: 'Ziraat Bankası', ibanMasked: 'TR** **** 1234', accountHolder: 'Anadolu Halı' };

afterEach(() => {
  cleanup();
  request.mutate.mockReset();
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
