import { ApiError } from '@kopru/api-client/client';
import type { MarketplacePayouts } from '@kopru/domain/schemas/marketplace-payouts';
import { texts } from '@kopru/i18n/all-texts';
import { formatDate, formatMoney } from '@kopru/i18n/format';
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
  paidByAcquirer: false,
  role: 'owner',
  save: { mutate: vi.fn(), isPending: false },
}));
vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({
    data: { memberRole: api.role, merchant: { verificationStatus: 'verified' } },
  }),
  usePublicConfig: () => ({ data: { payoutsByAcquirer: api.paidByAcquirer } }),
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
vi.mock('../releases-card.tsx', () => ({ ReleasesCard: () => null }));
vi.mock('@kopru/api-client/marketplace-payouts', () => ({
  useMarketplacePayouts: () => loaded(api.marketplace),
  useSetSettlementCurrency: () => api.save,
}));

afterEach(() => {
  cleanup();
  api.role = 'owner';
  api.paidByAcquirer = false;
  api.save.mutate.mockReset();
});

const marketplace: MarketplacePayouts = {
  mode: 'marketplace',
  ibanMasked: 'TR33 •••• •••• 1326',
  settlementCurrency: 'TRY',
  settlementCurrencies: ['TRY', 'USD'],
  settlementStatus: 'confirmed',
  settlementDelayDays: 120,
  releases: [
    {
      paymentId: 'pay_1',
      transactionId: 'TX-K7QMP3WZ9A',
      amount: 9_680,
      currency: 'EUR',
      status: 'waiting',
      releaseOn: '2027-03-02T09:00:00.000Z',
      releasedAt: null,
    },
    {
      paymentId: 'pay_2',
      transactionId: 'TX-H4XC2N8RTV',
      amount: 4_840,
      currency: 'EUR',
      status: 'held',
      releaseOn: '2027-02-01T09:00:00.000Z',
      releasedAt: null,
    },
  ],
};

// The platform view's other cards ask the API themselves; they stay loading here.
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

describe.each(['en', 'tr'])('the payouts page in marketplace mode (%s)', (locale) => {
  it('says what iyzico will pay, when and to which IBAN, and offers no payout request', async () => {
    await i18n.changeLanguage(locale);
    api.marketplace = marketplace;
    renderPage();
    expect(screen.getByText(i18n.t('payouts.marketplace.subtitle'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('payouts.request') })).toBeNull();
    expect(
      screen.getByText(i18n.t('payouts.marketplace.where', { currency: 'TRY', iban: 'TR33 •••• •••• 1326' })),
    ).toBeTruthy();
    expect(screen.getByText(i18n.t('payouts.marketplace.when', { count: 120 }))).toBeTruthy();
    // Nothing is withdrawn: the balance waits for its release to iyzico.
    expect(screen.getByText(`${i18n.t('payouts.balances.dueForRelease')} · EUR`)).toBeTruthy();
    expect(screen.queryByText(`${i18n.t('payouts.balances.available')} · EUR`)).toBeNull();
    const waitingText = i18n.t('payouts.marketplace.status.waiting', {
      date: formatDate('2027-03-02T09:00:00.000Z', locale),
    });
    // The table from the md width up, one block per payment on a phone; both say the same.
    const caption = i18n.t('payouts.marketplace.caption');
    const table = within(screen.getByRole('table', { name: caption }));
    const phone = within(screen.getByRole('list', { name: caption }));
    const waiting = table.getByText('TX-K7QMP3WZ9A').closest('tr') as HTMLElement;
    expect(within(waiting).getByText(formatMoney(9_680, 'EUR', locale))).toBeTruthy();
    expect(within(waiting).getByText(waitingText)).toBeTruthy();
    const held = table.getByText('TX-H4XC2N8RTV').closest('tr') as HTMLElement;
    expect(within(held).getByText(i18n.t('payouts.marketplace.status.held'))).toBeTruthy();
    const waitingBlock = phone.getByText('TX-K7QMP3WZ9A').closest('li') as HTMLElement;
    expect(within(waitingBlock).getByText(formatMoney(9_680, 'EUR', locale))).toBeTruthy();
    expect(within(waitingBlock).getByText(waitingText)).toBeTruthy();
    const heldBlock = phone.getByText('TX-H4XC2N8RTV').closest('li') as HTMLElement;
    expect(within(heldBlock).getByText(i18n.t('payouts.marketplace.status.held'))).toBeTruthy();
  });

  it('keeps the payout request when the platform pays out', async () => {
    await i18n.changeLanguage(locale);
    api.marketplace = {
      mode: 'platform',
      ibanMasked: null,
      settlementCurrency: 'TRY',
      settlementCurrencies: ['TRY'],
      settlementStatus: null,
      settlementDelayDays: 0,
      releases: [],
    } satisfies MarketplacePayouts;
    renderPage();
    expect(screen.getByText(i18n.t('payouts.subtitle'))).toBeTruthy();
    expect(screen.getByRole('button', { name: i18n.t('payouts.request') })).toBeTruthy();
    expect(screen.queryByText(i18n.t('payouts.marketplace.title'))).toBeNull();
    expect(screen.getByText(`${i18n.t('payouts.balances.available')} · EUR`)).toBeTruthy();
  });

  it('is titled a withdrawal page only when the platform pays out', async () => {
    await i18n.changeLanguage(locale);
    api.marketplace = { ...marketplace, mode: 'platform', releases: [] } satisfies MarketplacePayouts;
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: i18n.t('payouts.title') })).toBeTruthy();
    expect(document.title).toContain(i18n.t('payouts.title'));
    cleanup();
    api.marketplace = marketplace;
    api.paidByAcquirer = true;
    renderPage();
    const title = i18n.t('payouts.marketplace.pageTitle');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toContain(title);
    // Nothing is withdrawn in marketplace mode: iyzico pays the merchant.
    if (locale === 'tr') {
      expect(title).toBe('Hesabınıza yatanlar');
      expect(screen.queryByRole('heading', { name: /para çekme/i })).toBeNull();
    }
  });
});

describe.each(['en', 'tr'])('the currency iyzico pays in (%s)', (locale) => {
  const change = () => screen.getByRole('button', { name: i18n.t('payouts.marketplace.settlement.change') });

  it('shows the currency, the IBAN and that iyzico decides the rate; an owner changes it with the keyboard', async () => {
    await i18n.changeLanguage(locale);
    api.marketplace = marketplace;
    api.save.mutate.mockImplementation((_body, { onSuccess }) => onSuccess());
    renderPage();
    expect(screen.getByText(i18n.t('payouts.marketplace.settlement.status.confirmed'))).toBeTruthy();
    expect(screen.getByText(i18n.t('payouts.marketplace.settlement.rate'))).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    change().focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog'));
    const select = dialog.getByLabelText(i18n.t('payouts.marketplace.settlement.dialog.currency'));
    // Only TRY and the currency with an approved account are offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TRY', 'USD']);
    expect(dialog.getByText(i18n.t('payouts.marketplace.settlement.dialog.description'))).toBeTruthy();
    await user.selectOptions(select, 'USD');
    expect(
      dialog.getByText(i18n.t('payouts.marketplace.settlement.dialog.to', { iban: 'TR06 •••• •••• 1327' })),
    ).toBeTruthy();
    await user.click(
      dialog.getByRole('button', { name: i18n.t('payouts.marketplace.settlement.dialog.submit') }),
    );
    await waitFor(() => expect(api.save.mutate).toHaveBeenCalled());
    expect(api.save.mutate.mock.calls[0]?.[0]).toEqual({ currency: 'USD' });
    expect(await screen.findByText(i18n.t('payouts.marketplace.settlement.saved'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s refusal in the dialog, and a change iyzico has not taken yet', async () => {
    await i18n.changeLanguage(locale);
    api.marketplace = {
      ...marketplace,
      settlementCurrency: 'USD',
      ibanMasked: 'TR06 •••• •••• 1327',
      settlementStatus: 'review',
    } satisfies MarketplacePayouts;
    api.save.mutate.mockImplementation((_body, { onError }) =>
      onError(new ApiError('settlement_account_missing', 409)),
    );
    renderPage();
    expect(
      screen.getByText(i18n.t('payouts.marketplace.where', { currency: 'USD', iban: 'TR06 •••• •••• 1327' })),
    ).toBeTruthy();
    expect(screen.getByText(i18n.t('payouts.marketplace.settlement.status.review'))).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    await user.click(change());
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(
      dialog.getByRole('button', { name: i18n.t('payouts.marketplace.settlement.dialog.submit') }),
    );
    expect(await dialog.findByText(i18n.t('errors.settlement_account_missing'))).toBeTruthy();
  });

  it('offers the change to owners only', async () => {
    await i18n.changeLanguage(locale);
    api.marketplace = marketplace;
    api.role = 'admin';
    renderPage();
    expect(screen.getByText(i18n.t('payouts.marketplace.settlement.rate'))).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: i18n.t('payouts.marketplace.settlement.change') }),
    ).toBeNull();
  });
});
