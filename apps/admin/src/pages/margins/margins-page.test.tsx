import type { MarginListQuery, MarginMonths, PaymentMargin } from '@kopru/domain/schemas/margins';
import { texts } from '@kopru/i18n/all-texts';
import { formatExactMoney, formatMoney } from '@kopru/i18n/format';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { MarginsPage } from './margins-page.tsx';

await texts('all');

const payment = (id: string, margin: string | null): PaymentMargin => ({
  id,
  transactionId: `TX-${id.toUpperCase()}`,
  merchantId: 'mer_1',
  merchantName: 'Anadolu Seramik',
  amount: 10_000,
  currency: 'EUR',
  createdAt: '2026-12-07T10:00:00.000Z',
  commission: 320,
  acquirer: margin === null ? null : { commission: '349', fee: '25', recordedAt: '2026-12-07T10:00:01.000Z' },
  margin,
});
const lost = payment('pay_lost', '-54');
const months: MarginMonths = {
  months: [
    {
      month: '2026-12',
      currency: 'EUR',
      payments: 2,
      commission: 640,
      acquirerCommission: '549',
      acquirerFee: '35',
      margin: '56',
      unrecorded: 1,
      unrecordedCommission: 320,
    },
    {
      month: '2026-12',
      currency: 'USD',
      payments: 1,
      commission: 320,
      acquirerCommission: '315.2168',
      acquirerFee: '25',
      margin: '-20.2168',
      unrecorded: 0,
      unrecordedCommission: 0,
    },
  ],
};

const loaded = <T,>(data: T) => ({
  isPending: false,
  isError: false,
  isFetching: false,
  data,
  refetch: () => {},
});
const api = vi.hoisted(() => ({
  queries: [] as unknown[],
  pages: {} as Record<string, { data: unknown[]; has_more: boolean }>,
  months: undefined as unknown,
}));
vi.mock('@kopru/api-client/admin-margins', () => ({
  useAdminMargins: (query: MarginListQuery) => {
    api.queries.push(query);
    return loaded(api.pages[`${query.only}|${query.starting_after ?? ''}`]);
  },
  useAdminMarginMonths: () => loaded(api.months),
}));

afterEach(() => {
  cleanup();
  api.queries = [];
});

const section = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('div')?.parentElement as HTMLElement;

describe.each(['en', 'tr'])('the platform margin page (%s)', (locale) => {
  it("shows each month per currency, the negative queue and every payment's margin", async () => {
    await i18n.changeLanguage(locale);
    api.months = months;
    api.pages = {
      'negative|': { data: [lost], has_more: false },
      'all|': { data: [payment('pay_new', null), lost, payment('pay_ok', '110')], has_more: false },
    };
    render(
      <MemoryRouter>
        <MarginsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: i18n.t('adminMargins.title') })).toBeTruthy();

    const monthly = section(i18n.t('adminMargins.months.title'));
    const [eur, usd] = within(monthly).getAllByRole('row').slice(1);
    if (!eur || !usd) throw new Error('two months expected');
    expect(within(eur).getByText(formatMoney(640, 'EUR', locale))).toBeTruthy();
    expect(within(eur).getByText(formatExactMoney('56', 'EUR', locale))).toBeTruthy();
    expect(
      within(eur).getByText(
        i18n.t('adminMargins.months.unrecorded', { count: 1, commission: formatMoney(320, 'EUR', locale) }),
      ),
    ).toBeTruthy();
    // iyzico's exact figure, fractions of a cent included, and never added to the euros.
    expect(within(usd).getByText(formatExactMoney('-20.2168', 'USD', locale))).toBeTruthy();
    expect(within(usd).getByText(formatExactMoney('315.2168', 'USD', locale))).toBeTruthy();

    const queue = section(i18n.t('adminMargins.negative.title'));
    const link = within(queue).getByRole('link', { name: 'TX-PAY_LOST' });
    expect(link.getAttribute('href')).toBe('/dashboard/transactions/pay_lost');
    expect(within(queue).getByText(formatExactMoney('-54', 'EUR', locale))).toBeTruthy();
    expect(within(queue).queryByText('TX-PAY_OK')).toBeNull();

    const all = section(i18n.t('adminMargins.payments.title'));
    const unrecorded = within(all).getByRole('link', { name: 'TX-PAY_NEW' }).closest('tr') as HTMLElement;
    expect(within(unrecorded).getAllByText(i18n.t('adminMargins.notRecorded'))).toHaveLength(3);
    expect(within(all).getByText(i18n.t('adminMargins.notRecordedHint'))).toBeTruthy();
    expect(within(all).getByText(formatExactMoney('110', 'EUR', locale))).toBeTruthy();
  });

  it('pages the negative queue by its own cursor and says when it is empty', async () => {
    await i18n.changeLanguage(locale);
    api.months = { months: [] };
    api.pages = {
      'negative|': { data: [lost], has_more: true },
      'negative|pay_lost': { data: [], has_more: false },
      'all|': { data: [], has_more: false },
    };
    render(
      <MemoryRouter>
        <MarginsPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(i18n.t('adminMargins.months.empty'))).toBeTruthy();
    expect(screen.getByText(i18n.t('adminMargins.payments.empty'))).toBeTruthy();
    const queue = section(i18n.t('adminMargins.negative.title'));
    await userEvent.click(within(queue).getByRole('button', { name: i18n.t('common.pagination.next') }));
    expect(api.queries).toContainEqual({ only: 'negative', starting_after: 'pay_lost' });
    expect(screen.getByText(i18n.t('adminMargins.negative.empty'))).toBeTruthy();
  });
});
