import type { CurrencyIbanChange } from '@kopru/domain/schemas/currency-iban-changes';
import type { MarketplacePayouts } from '@kopru/domain/schemas/marketplace-payouts';
import { texts } from '@kopru/i18n/all-texts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { PayoutsPage } from './payouts-page.tsx';

await texts('all');

const loaded = (data: unknown) => ({
  isPending: false,
  isError: false,
  isRefetching: false,
  data,
  refetch: () => {},
});
const api = vi.hoisted(() => ({
  marketplace: undefined as unknown,
  role: 'owner',
  pending: [] as unknown[],
  request: { mutate: vi.fn(), isPending: false },
}));
vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({
    data: { memberRole: api.role, merchant: { verificationStatus: 'verified' } },
  }),
  // The page's view follows the marketplace answer; the config only names the page.
  usePublicConfig: () => ({ data: undefined }),
}));
vi.mock('@kopru/api-client/payments', () => ({
  useMerchantOverview: () =>
    loaded({
      balances: [
        { currency: 'EUR', available: 0, pending: 14_520, payoutReserved: 0, owed: 0, nextAvailableAt: null },
      ],
    }),
}));
vi.mock('@kopru/api-client/payouts', () => ({
  usePayoutAccount: () =>
    loaded({
      account: {
        bankName: 'Ziraat Bankası',
        ibanMasked: 'TR33 •••• 1326',
        currencyIbans: [{ currency: 'USD', ibanMasked: 'TR06 •••• •••• 1327' }],
        accountHolder: 'Kapadokya Halı A.Ş.',
      },
    }),
  usePayouts: () => ({ ...loaded({ pages: [{ data: [], has_more: false }] }), hasNextPage: false }),
  usePayoutSchedule: () => loaded({ schedules: [] }),
}));
vi.mock('@kopru/api-client/marketplace-payouts', () => ({
  useMarketplacePayouts: () => loaded(api.marketplace),
  useSetSettlementCurrency: () => ({ mutate: vi.fn(), isPending: false }),
}));
vi.mock('@kopru/api-client/currency-iban-changes', () => ({
  usePendingCurrencyIbanChanges: () => loaded({ data: api.pending }),
  useRequestCurrencyIbanChange: () => api.request,
  useWithdrawCurrencyIbanChange: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));

afterEach(() => {
  cleanup();
  api.role = 'owner';
  api.pending = [];
  api.request.mutate.mockReset();
});

const marketplace: MarketplacePayouts = {
  mode: 'marketplace',
  ibanMasked: 'TR06 •••• •••• 1327',
  settlementCurrency: 'USD',
  settlementCurrencies: ['TRY', 'USD'],
  settlementStatus: 'confirmed',
  settlementDelayDays: 120,
  releases: [],
};

const pendingEur: CurrencyIbanChange = {
  id: 'cic_1',
  merchantId: 'mer_1',
  currency: 'EUR',
  status: 'pending',
  ibanMasked: 'TR12 •••• •••• 4410',
  currentIbanMasked: null,
  reason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  decidedAt: null,
};

const renderPage = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}
    >
      <MemoryRouter>
        <PayoutsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const openButton = () => screen.queryByRole('button', { name: i18n.t('payouts.currencyAccount.open') });

describe.each(['en', 'tr'])('the bank accounts in marketplace mode (%s)', (locale) => {
  it('shows the accounts iyzico may pay to, and says why to add one in another currency', async () => {
    await i18n.changeLanguage(locale);
    api.marketplace = marketplace;
    api.pending = [pendingEur];
    renderPage();
    expect(screen.getByRole('heading', { name: i18n.t('payouts.account.iyzico.title') })).toBeTruthy();
    expect(screen.getByText('TR33 •••• 1326')).toBeTruthy();
    expect(screen.getByText(i18n.t('payouts.account.iyzico.addCurrency'))).toBeTruthy();
    expect(screen.getByText(i18n.t('payouts.account.iyzico.note'))).toBeTruthy();
    expect(
      screen.getByText(
        i18n.t('payouts.currencyAccount.iyzico.pendingSet', { currency: 'EUR', iban: 'TR12 •••• •••• 4410' }),
      ),
    ).toBeTruthy();
    // Nothing about payout requests or their timing: the platform does not pay out here.
    expect(screen.queryByText(i18n.t('payouts.account.noCurrencyAccounts'))).toBeNull();
    expect(screen.queryByRole('heading', { name: i18n.t('payouts.account.title') })).toBeNull();
  });

  it('lets an owner ask for a EUR account, with texts about what iyzico pays', async () => {
    await i18n.changeLanguage(locale);
    api.marketplace = marketplace;
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(openButton() as HTMLElement);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(i18n.t('payouts.currencyAccount.iyzico.description'))).toBeTruthy();
    const select = dialog.getByLabelText(i18n.t('payouts.currencyAccount.currency'));
    await user.selectOptions(select, 'EUR');
    expect(dialog.getByText(i18n.t('payouts.currencyAccount.iyzico.none', { currency: 'EUR' }))).toBeTruthy();
    await user.type(
      dialog.getByLabelText(i18n.t('payouts.currencyAccount.iban', { currency: 'EUR' }), { exact: false }),
      'TR22 0006 1005 1978 6457 8413 30',
    );
    await user.click(dialog.getByRole('button', { name: i18n.t('payouts.currencyAccount.submit') }));
    await waitFor(() => expect(api.request.mutate).toHaveBeenCalled());
    expect(api.request.mutate.mock.calls[0]?.[0]).toEqual({
      currency: 'EUR',
      iban: 'TR220006100519786457841330',
    });
  });

  it('warns that removing the account iyzico pays to puts it back to Turkish lira', async () => {
    await i18n.changeLanguage(locale);
    api.marketplace = marketplace;
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(openButton() as HTMLElement);
    const dialog = within(await screen.findByRole('dialog'));
    const warning = i18n.t('payouts.currencyAccount.iyzico.removeSettlement', { currency: 'USD' });
    expect(dialog.queryByText(warning)).toBeNull();
    await user.click(dialog.getByLabelText(i18n.t('payouts.currencyAccount.remove', { currency: 'USD' })));
    expect(dialog.getByText(warning)).toBeTruthy();
  });

  it('shows the accounts to a team admin without the request button', async () => {
    await i18n.changeLanguage(locale);
    api.marketplace = marketplace;
    api.role = 'admin';
    renderPage();
    expect(screen.getByRole('heading', { name: i18n.t('payouts.account.iyzico.title') })).toBeTruthy();
    expect(openButton()).toBeNull();
  });

  it('keeps the payout account texts when the platform pays out', async () => {
    await i18n.changeLanguage(locale);
    api.marketplace = {
      ...marketplace,
      mode: 'platform',
      ibanMasked: null,
      settlementCurrency: 'TRY',
      settlementStatus: null,
    } satisfies MarketplacePayouts;
    renderPage();
    expect(screen.getByRole('heading', { name: i18n.t('payouts.account.title') })).toBeTruthy();
    expect(screen.getByText(i18n.t('payouts.account.noCurrencyAccounts'))).toBeTruthy();
    expect(screen.queryByText(i18n.t('payouts.account.iyzico.addCurrency'))).toBeNull();
  });
});
