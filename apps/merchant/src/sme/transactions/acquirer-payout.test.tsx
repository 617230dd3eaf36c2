import type { TransactionDetail } from '@kopru/domain/schemas/transaction-detail';
import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { TransactionDetailPage } from './transaction-detail-page.tsx';

await texts('all');

const state = vi.hoisted(() => ({ detail: undefined as unknown }));
vi.mock('@kopru/api-client/auth', () => ({ useSession: () => ({ data: { memberRole: 'owner' } }) }));
vi.mock('@kopru/api-client/refunds', () => ({
  useTransactionDetail: () => ({ isPending: false, isError: false, data: state.detail, error: null }),
  useCreateRefund: () => ({ mutate: vi.fn(), isPending: false }),
}));
afterEach(cleanup);

const at = '2026-11-20T10:00:00.000Z';

/** A marketplace payment of 100.00 EUR: its share and its reserve as iyzico pays them, in TRY. */
function open(lang: 'en' | 'tr', acquirerPayout: TransactionDetail['acquirerPayout']) {
  state.detail = {
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
      chargedBackAmount: 0,
      refundStatus: 'none',
      settled: false,
      availableAt: '2026-11-27T10:00:00.000Z',
      clientReference: null,
      metadata: {},
      createdAt: at,
    },
    payer: { name: 'Anna Schmidt', email: null, locale: 'en' },
    timeline: [],
    refunds: [],
    disputes: [],
    ledger: [],
    webhookDeliveries: [],
    releasedToAcquirerAt: '2026-11-27T10:05:00.000Z',
    acquirerPayout,
    withholding: null,
  } satisfies TransactionDetail;
  return i18n.changeLanguage(lang).then(() =>
    render(
      <MemoryRouter initialEntries={['/sme/dashboard/transactions/pay_1']}>
        <Routes>
          <Route path="/sme/dashboard/transactions/:id" element={<TransactionDetailPage />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

const share: TransactionDetail['acquirerPayout'][number] = {
  item: 'payment',
  releaseAt: '2026-11-27T10:00:00.000Z',
  releasedAt: '2026-11-27T10:05:00.000Z',
  blockageResolvedDate: '2026-11-28',
  amount: '8712',
  currency: 'EUR',
  converted: { currency: 'TRY', rate: '48.5', amount: '422532' },
};
const reserve: TransactionDetail['acquirerPayout'][number] = {
  item: 'reserve',
  releaseAt: '2027-03-20T10:00:00.000Z',
  releasedAt: null,
  blockageResolvedDate: null,
  amount: '968',
  currency: 'EUR',
  converted: null,
};

const expected = {
  en: {
    released: 'Released to iyzico on Nov 27, 2026',
    toBeReleased: 'To be released to iyzico on Mar 20, 2027',
    paysFrom: 'iyzico pays from Nov 28, 2026',
    amount: 'iyzico pays €87.12',
    converted: 'In TRY at iyzico’s rate 1 EUR = 48.5000 TRY: TRY 4,225.32',
    reserveAmount: 'iyzico pays €9.68',
  },
  tr: {
    released: '27 Kas 2026 tarihinde iyzico’ya onaylandı',
    toBeReleased: '20 Mar 2027 tarihinde iyzico’ya onaylanır',
    paysFrom: 'iyzico 28 Kas 2026 tarihinden itibaren yatırır',
    amount: 'iyzico’nun yatıracağı tutar: €87,12',
    converted: 'TRY olarak, iyzico’nun kuru 1 EUR = 48,5000 TRY ile: ₺4.225,32',
    reserveAmount: 'iyzico’nun yatıracağı tutar: €9,68',
  },
};

describe("the transaction page tells when and how much iyzico pays (iyzico's figures)", () => {
  it.each(['en', 'tr'] as const)(
    'shows our release, iyzico’s date, rate and amount per part (%s)',
    async (lang) => {
      await open(lang, [share, reserve]);
      const words = catalogs[lang].acquirerFigures.payout;
      expect(screen.getByText(words.title)).toBeTruthy();
      expect(screen.getByText(words.payment)).toBeTruthy();
      expect(screen.getByText(words.reserve)).toBeTruthy();
      for (const text of Object.values(expected[lang])) expect(screen.getByText(text)).toBeTruthy();
      // The reserve has no date from iyzico yet: said so, not guessed.
      expect(screen.getByText(words.paysFromUnknown)).toBeTruthy();
    },
  );

  it.each(['en', 'tr'] as const)(
    'does not promise iyzico’s date when our release comes after it (%s)',
    async (lang) => {
      await open(lang, [{ ...reserve, blockageResolvedDate: '2026-11-28' }]);
      const day = lang === 'en' ? 'Nov 28, 2026' : '28 Kas 2026';
      const words = catalogs[lang].acquirerFigures.payout;
      expect(screen.getByText(words.paysAfterRelease.replace('{{date}}', day))).toBeTruthy();
      expect(screen.queryByText(words.paysFrom.replace('{{date}}', day))).toBeNull();
    },
  );

  it.each(['en', 'tr'] as const)('shows nothing of iyzico without its figures (%s)', async (lang) => {
    await open(lang, []);
    expect(screen.queryByText(catalogs[lang].acquirerFigures.payout.title)).toBeNull();
  });
});
