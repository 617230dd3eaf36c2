import { texts } from '@kopru/i18n/all-texts';
import { formatDate } from '@kopru/i18n/format';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { OverviewFigures } from './overview-figures.tsx';

await texts('all');

const nextAvailableAt = '2027-03-20T09:00:00.000Z';
vi.mock('@kopru/api-client/payments', () => ({
  useMerchantOverview: () => ({
    isPending: false,
    isError: false,
    isRefetching: false,
    refetch: () => {},
    data: {
      balances: [
        { currency: 'EUR', available: 9_680, pending: 14_520, payoutReserved: 0, owed: 0, nextAvailableAt },
      ],
      pendingPayments: 1,
      completedTransactions: 2,
      monthlyRevenue: [{ currency: 'EUR', amount: 24_200 }],
      revenue30d: [],
    },
  }),
}));

afterEach(() => cleanup());

describe.each(['en', 'tr'] as const)('the overview balance cards in %s', (language) => {
  it('say the balance is available when the merchant requests payouts', async () => {
    await i18n.changeLanguage(language);
    render(<OverviewFigures />);
    const date = formatDate(nextAvailableAt, language);
    expect(screen.getByText(i18n.t('sme.overview.available'))).toBeTruthy();
    expect(screen.getByText(new RegExp(i18n.t('sme.overview.availableOn', { date })))).toBeTruthy();
    expect(screen.queryByText(i18n.t('sme.overview.dueForRelease'))).toBeNull();
  });

  it('say the balance waits for its release to iyzico in marketplace mode, and nothing is available', async () => {
    await i18n.changeLanguage(language);
    render(<OverviewFigures paidByAcquirer />);
    const date = formatDate(nextAvailableAt, language);
    expect(screen.getByText(i18n.t('sme.overview.dueForRelease'))).toBeTruthy();
    expect(screen.getByText(new RegExp(i18n.t('sme.overview.releaseOn', { date })))).toBeTruthy();
    expect(screen.queryByText(i18n.t('sme.overview.available'))).toBeNull();
    expect(screen.queryByText(new RegExp(i18n.t('sme.overview.availableOn', { date })))).toBeNull();
    expect(document.body.textContent).not.toMatch(language === 'en' ? /available/i : /kullanılabilir/i);
  });
});
