import type { ReconciliationQueue } from '@kopru/domain/schemas/reconciliation';
import { texts } from '@kopru/i18n/all-texts';
import { formatMoney } from '@kopru/i18n/format';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { ReconciliationPage } from './reconciliation-page.tsx';

await texts('all');

const api = vi.hoisted(() => ({
  query: { isPending: false, isError: false, data: undefined as unknown, refetch: () => {} },
  retry: { mutate: vi.fn(), isPending: false, variables: undefined as unknown },
}));
vi.mock('@kopru/api-client/reconciliation', () => ({
  useReconciliationQueue: () => api.query,
  useRetryReconciliation: () => api.retry,
}));

const waiting = {
  merchantId: 'mer_1',
  merchantName: 'Anadolu Seramik',
  currency: 'EUR' as const,
  provider: 'iyzico',
  reviewSince: '2026-11-26T08:30:00.000Z',
  createdAt: '2026-11-25T08:30:00.000Z',
};
const queue: ReconciliationQueue = {
  maxAttempts: 12,
  payments: [
    {
      ...waiting,
      id: 'pay_1',
      transactionId: 'TX-000041',
      status: 'requires_action',
      providerPaymentId: '25000007',
      amount: 4_990,
      providerAnswer: '5087 Üye işyerine ait ödeme kaydı bulunamadı',
      attempts: 12,
    },
  ],
  refunds: [],
  subMerchants: [],
  releases: [],
};

afterEach(() => {
  cleanup();
  api.retry.mutate.mockReset();
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <ReconciliationPage />
    </MemoryRouter>,
  );

describe.each(['en', 'tr'])('the reconciliation queue (%s)', (locale) => {
  it('shows each waiting payment with what the acquirer said, and an empty refunds list', async () => {
    await i18n.changeLanguage(locale);
    api.query.data = queue;
    renderPage();
    expect(screen.getByText(i18n.t('reconciliation.description', { maxAttempts: 12 }))).toBeTruthy();
    const row = screen.getByText('TX-000041').closest('tr') as HTMLElement;
    expect(within(row).getByText('5087 Üye işyerine ait ödeme kaydı bulunamadı')).toBeTruthy();
    expect(within(row).getByText(formatMoney(4_990, 'EUR', locale))).toBeTruthy();
    expect(within(row).getByText(i18n.t('transactions.status.requires_action'))).toBeTruthy();
    expect(within(row).getByText(new RegExp(i18n.t('reconciliation.attempts', { count: 12 })))).toBeTruthy();
    expect(screen.getByText(i18n.t('reconciliation.refunds.empty'))).toBeTruthy();
    expect(screen.queryByText(i18n.t('reconciliation.subMerchants.title'))).toBeNull();
  });

  it('shows a release iyzico refused and asks again', async () => {
    await i18n.changeLanguage(locale);
    api.query.data = {
      ...queue,
      releases: [
        {
          itemId: 'pay_9',
          item: 'share',
          paymentId: 'pay_9',
          transactionId: 'TX-R3LEASE9QK',
          merchantId: 'mer_3',
          merchantName: 'Ege Zeytin Ltd.',
          amount: 9_680,
          currency: 'EUR',
          providerAnswer: '2003 Ödeme kırılımı bulunamadı',
          attempts: 0,
          reviewSince: '2026-11-26T08:30:00.000Z',
        },
      ],
    };
    api.retry.mutate.mockImplementation((_input, options: { onSuccess: () => void }) => options.onSuccess());
    renderPage();
    expect(screen.getByRole('heading', { name: i18n.t('reconciliation.releases.title') })).toBeTruthy();
    const row = screen.getByText('TX-R3LEASE9QK').closest('tr') as HTMLElement;
    expect(within(row).getByText('2003 Ödeme kırılımı bulunamadı')).toBeTruthy();
    expect(within(row).getByText(formatMoney(9_680, 'EUR', locale))).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    await user.click(
      within(row).getByRole('button', {
        name: i18n.t('reconciliation.retryLabel', { transaction: 'TX-R3LEASE9QK' }),
      }),
    );
    expect(api.retry.mutate.mock.calls[0]?.[0]).toEqual({ kind: 'release', id: 'pay_9' });
  });

  it('shows a sub-merchant registration the acquirer refused and sends it again', async () => {
    await i18n.changeLanguage(locale);
    api.query.data = {
      ...queue,
      subMerchants: [
        {
          merchantId: 'mer_2',
          merchantName: 'Ege Zeytin Ltd.',
          subMerchantKey: null,
          providerAnswer: '2005 IBAN hesap sahibi ile uyuşmuyor',
          attempts: 0,
          reviewSince: '2026-11-26T08:30:00.000Z',
        },
      ],
    };
    api.retry.mutate.mockImplementation((_input, options: { onSuccess: () => void }) => options.onSuccess());
    renderPage();
    expect(screen.getByRole('heading', { name: i18n.t('reconciliation.subMerchants.title') })).toBeTruthy();
    const row = screen.getByText('Ege Zeytin Ltd.').closest('tr') as HTMLElement;
    expect(within(row).getByText('2005 IBAN hesap sahibi ile uyuşmuyor')).toBeTruthy();
    expect(within(row).getByText(i18n.t('reconciliation.subMerchants.notRegistered'))).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    await user.click(
      within(row).getByRole('button', {
        name: i18n.t('reconciliation.subMerchants.retryLabel', { merchant: 'Ege Zeytin Ltd.' }),
      }),
    );
    expect(api.retry.mutate.mock.calls[0]?.[0]).toEqual({ kind: 'subMerchant', id: 'mer_2' });
    expect(
      await screen.findByText(i18n.t('reconciliation.subMerchants.retried', { merchant: 'Ege Zeytin Ltd.' })),
    ).toBeTruthy();
  });

  it('asks the acquirer again and says when it will be looked up', async () => {
    await i18n.changeLanguage(locale);
    api.query.data = queue;
    api.retry.mutate.mockImplementation((_input, options: { onSuccess: () => void }) => options.onSuccess());
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(
      screen.getByRole('button', { name: i18n.t('reconciliation.retryLabel', { transaction: 'TX-000041' }) }),
    );
    expect(api.retry.mutate.mock.calls[0]?.[0]).toEqual({ kind: 'payment', id: 'pay_1' });
    expect(
      await screen.findByText(i18n.t('reconciliation.retried', { transaction: 'TX-000041' })),
    ).toBeTruthy();
  });
});
