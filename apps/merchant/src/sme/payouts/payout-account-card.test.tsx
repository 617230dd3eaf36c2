import {
  pendingCurrencyIbanChanges,
  withdrawCurrencyIbanChangeEndpoint,
} from '@kopru/domain/contracts/currency-iban-changes';
import type { CurrencyIbanChange } from '@kopru/domain/schemas/currency-iban-changes';
import { texts } from '@kopru/i18n/all-texts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { PayoutAccountCard } from './payout-account-card.tsx';

await texts('all');

const usdRequest: CurrencyIbanChange = {
  id: 'cic_1',
  merchantId: 'mer_1',
  currency: 'USD',
  status: 'pending',
  ibanMasked: 'TR22 •••• •••• 1330',
  currentIbanMasked: null,
  reason: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  decidedAt: null,
};

/** The API as the card's real hooks call it: the pending requests, and what a withdrawal sends. */
const api = vi.hoisted(() => ({
  role: 'owner' as string,
  pending: [] as CurrencyIbanChange[],
  withdrawn: [] as string[],
  refuse: false,
}));
vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({ data: { memberRole: api.role } }),
}));
vi.mock('@kopru/api-client/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@kopru/api-client/client')>();
  return {
    ...original,
    call: vi.fn(async (endpoint: unknown, input?: { params?: { id: string } }) => {
      if (endpoint === pendingCurrencyIbanChanges) return { data: [...api.pending] };
      const change = api.pending.find((pending) => pending.id === input?.params?.id);
      if (endpoint !== withdrawCurrencyIbanChangeEndpoint || !change) throw new Error('unexpected call');
      if (api.refuse) throw new original.ApiError('conflict', 409);
      api.withdrawn.push(change.id);
      api.pending = api.pending.filter((pending) => pending !== change);
      return { ...change, status: 'withdrawn', decidedAt: '2026-11-26T10:00:00.000Z' };
    }),
  };
});

afterEach(() => {
  cleanup();
  api.role = 'owner';
  api.pending = [];
  api.withdrawn = [];
  api.refuse = false;
});

const account = {
  bankName: 'Ziraat Bankası',
  ibanMasked: 'TR33 •••• •••• 1326',
  currencyIbans: [{ currency: 'EUR' as const, ibanMasked: 'TR76 •••• •••• 1328' }],
  accountHolder: 'Anadolu Halı A.Ş.',
};

async function show(language: 'en' | 'tr') {
  await i18n.changeLanguage(language);
  api.pending = [usdRequest];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PayoutAccountCard account={account} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}
const request = () =>
  screen.findByText(
    i18n.t('payouts.currencyAccount.pendingSet', { currency: 'USD', iban: 'TR22 •••• •••• 1330' }),
    { exact: false },
  );
const withdrawButton = () =>
  screen.findByRole('button', { name: i18n.t('payouts.currencyAccount.withdrawLabel', { currency: 'USD' }) });

describe.each(['en', 'tr'] as const)('withdrawing a currency account request (%s)', (language) => {
  it('asks first, then withdraws the request and says so once it left the list', async () => {
    const user = await show(language);
    await user.click(await withdrawButton());
    const dialog = await screen.findByRole('dialog', {
      name: i18n.t('payouts.currencyAccount.withdrawTitle', { currency: 'USD' }),
    });
    expect(api.withdrawn).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: i18n.t('payouts.currencyAccount.withdrawSubmit') }),
    );
    expect(
      await screen.findByText(i18n.t('payouts.currencyAccount.withdrawn', { currency: 'USD' })),
    ).toBeTruthy();
    expect(api.withdrawn).toEqual(['cic_1']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(i18n.t('payouts.currencyAccount.pendingTitle'))).toBeNull();
  });

  it('keeps the request when the owner backs out, and says why the server refused', async () => {
    const user = await show(language);
    await user.click(await withdrawButton());
    await user.click(
      await screen.findByRole('button', { name: i18n.t('payouts.currencyAccount.withdrawKeep') }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    api.refuse = true;
    await user.click(await withdrawButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: i18n.t('payouts.currencyAccount.withdrawSubmit') }),
    );
    expect(await within(dialog).findByText(i18n.t('errors.conflict'))).toBeTruthy();
    expect(api.withdrawn).toEqual([]);
    expect(await request()).toBeTruthy();
  });

  it('offers no withdrawal to a role that may not change payout accounts', async () => {
    api.role = 'finance';
    await show(language);
    expect(await request()).toBeTruthy();
    expect(
      screen.queryByRole('button', {
        name: i18n.t('payouts.currencyAccount.withdrawLabel', { currency: 'USD' }),
      }),
    ).toBeNull();
  });
});
