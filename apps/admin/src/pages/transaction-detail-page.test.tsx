import type { Dispute } from '@kopru/domain/schemas/disputes';
import type { AdminTransactionDetail } from '@kopru/domain/schemas/transaction-detail';
import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { formatMoney } from '@kopru/i18n/format';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { adminLinks, adminRoutes } from '../paths.ts';
import { TransactionDetailPage } from './transaction-detail-page.tsx';

await texts('all');

const state = vi.hoisted(() => ({ detail: undefined as unknown }));
vi.mock('@kopru/api-client/refunds', () => ({
  useAdminTransactionDetail: () => ({ isPending: false, isError: false, data: state.detail, error: null }),
}));

afterEach(() => cleanup());

const at = '2026-11-20T10:00:00.000Z';

function dispute(status: Dispute['status'], amount: number): Dispute {
  return {
    id: 'dp_1',
    paymentId: 'pay_1',
    transactionId: 'TX-7KQ4MZ',
    amount,
    fee: 1_500,
    currency: 'EUR',
    reason: 'fraudulent',
    status,
    evidenceDueBy: at,
    evidenceText: null,
    evidenceFiles: [],
    evidenceSubmittedAt: null,
    createdAt: at,
    statusChangedAt: at,
  };
}

async function open(
  lang: 'en' | 'tr',
  chargedBackAmount: number,
  disputes: Dispute[],
  releasedToAcquirerAt: string | null = null,
) {
  state.detail = {
    merchantId: 'mer_1',
    merchantName: 'Kapadokya Halı',
    payment: {
      id: 'pay_1',
      transactionId: 'TX-7KQ4MZ',
      linkId: 'plink_1',
      description: 'Hand-woven kilim',
      amount: 10_000,
      quantity: 1,
      currency: 'EUR',
      fee: 320,
      net: 9_680,
      status: 'succeeded',
      declineCode: null,
      cardBrand: 'visa',
      cardLast4: '0259',
      payerDetails: null,
      amountRefunded: 0,
      chargedBackAmount,
      refundStatus: 'none',
      settled: true,
      availableAt: at,
      clientReference: null,
      metadata: {},
      createdAt: at,
    },
    payer: { name: 'Anna Schmidt', email: null, locale: 'en' },
    timeline: [],
    refunds: [],
    disputes,
    ledger: [],
    webhookDeliveries: [],
    releasedToAcquirerAt,
    acquirerPayout: [],
    withholding: null,
  } satisfies AdminTransactionDetail;
  await i18n.changeLanguage(lang);
  render(
    <MemoryRouter initialEntries={[adminLinks.transaction('pay_1')]}>
      <Routes>
        <Route path={adminRoutes.transaction} element={<TransactionDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("the admin's transaction page says why the merchant is offered no refund", () => {
  it.each(['en', 'tr'] as const)('charged back in full after the lost dispute (%s)', async (lang) => {
    await open(lang, 10_000, [dispute('lost', 10_000)]);
    const chargedBack = formatMoney(10_000, 'EUR', lang);
    expect(screen.getByText(i18n.t('refunds.limits.charged_back', { chargedBack }))).toBeTruthy();
    expect(screen.getByText(catalogs[lang].refunds.detail.chargedBack, { selector: 'dt' })).toBeTruthy();
  });

  it.each(['en', 'tr'] as const)('while the dispute is open (%s)', async (lang) => {
    await open(lang, 0, [dispute('under_review', 10_000)]);
    expect(screen.getByText(catalogs[lang].refunds.limits.disputed)).toBeTruthy();
  });

  it.each(['en', 'tr'] as const)('once the share was released to iyzico (%s)', async (lang) => {
    await open(lang, 0, [], at);
    expect(screen.getByText(catalogs[lang].refunds.limits.released)).toBeTruthy();
  });

  it('nothing to explain on a payment without a dispute', async () => {
    await open('en', 0, []);
    expect(screen.queryByText(catalogs.en.refunds.limits.disputed)).toBeNull();
    expect(screen.queryByText(catalogs.en.refunds.limits.released)).toBeNull();
    expect(screen.queryByText(catalogs.en.refunds.detail.chargedBack, { selector: 'dt' })).toBeNull();
  });
});
