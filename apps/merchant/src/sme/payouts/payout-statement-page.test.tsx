import { ApiError } from '@kopru/api-client/client';
import type { PayoutStatement } from '@kopru/domain/schemas/payout-statements';
import { texts } from '@kopru/i18n/all-texts';
import { formatMoney } from '@kopru/i18n/format';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { PayoutStatementPage } from './payout-statement-page.tsx';

await texts('all');

const query = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('@kopru/api-client/payout-statements', () => ({
  usePayoutStatement: () => query.current,
  payoutStatementFileUrls: (id: string, lang: string) => ({
    csv: `/api/merchant/payouts/${id}/statement.csv?lang=${lang}`,
    pdf: `/api/merchant/payouts/${id}/statement.pdf?lang=${lang}`,
  }),
}));

const statement: PayoutStatement = {
  payout: {
    id: 'po_1',
    reference: 'PO-000042',
    amount: 50_000,
    currency: 'USD',
    payoutCurrency: 'USD',
    payoutAmount: 50_000,
    conversion: null,
    status: 'paid',
    source: 'manual',
    bankName: 'Ziraat Bankası',
    ibanMasked: 'TR33 •••• •••• 1326',
    accountHolder: 'Kapadokya Halı A.Ş.',
    bankReference: 'TRX-1',
    reason: null,
    requestedAt: '2026-11-20T09:00:00.000Z',
    approvedAt: null,
    paidAt: '2026-11-21T09:00:00.000Z',
    decidedAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
  },
  merchant: { companyName: 'Kapadokya Halı A.Ş.', taxId: '1234567890', address: 'Kadıköy, İstanbul' },
  currency: 'USD',
  periodStart: '2026-11-18T09:00:00.000Z',
  periodEnd: '2026-11-20T09:00:00.000Z',
  lines: [
    {
      entryId: '1',
      type: 'payment',
      reference: 'TX-000007',
      description: 'Hand-woven kilim',
      postedAt: '2026-11-18T09:00:00.000Z',
      gross: 100_000,
      fee: 2_930,
      withholding: 1_000,
      amount: 96_070,
    },
    {
      entryId: '2',
      type: 'refund',
      reference: 'TX-000007',
      description: 'Hand-woven kilim',
      postedAt: '2026-11-19T09:00:00.000Z',
      gross: null,
      fee: null,
      withholding: null,
      amount: -5_000,
    },
  ],
  totals: {
    carriedIn: 0,
    gross: 100_000,
    fees: 2_930,
    withholding: 1_000,
    movements: 91_070,
    payout: 50_000,
    carriedForward: 41_070,
  },
};

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/sme/dashboard/payouts/po_1']}>
      <Routes>
        <Route path="/sme/dashboard/payouts/:id" element={<PayoutStatementPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('the payout statement page', () => {
  it.each(['en', 'tr'] as const)(
    'shows the lines, the totals and the files in the reader’s language (%s)',
    async (lang) => {
      await i18n.changeLanguage(lang);
      query.current = { isPending: false, isError: false, data: statement, error: null, refetch: vi.fn() };
      renderPage();
      expect(
        await screen.findByRole('heading', {
          name: i18n.t('payoutStatement.pageTitle', { reference: 'PO-000042' }),
        }),
      ).toBeTruthy();
      expect(screen.getByText(i18n.t('payoutStatement.types.payment'))).toBeTruthy();
      expect(screen.getByText(i18n.t('payoutStatement.types.refund'))).toBeTruthy();
      expect(screen.getByText(formatMoney(-5_000, 'USD', lang))).toBeTruthy();
      expect(screen.getAllByText(formatMoney(50_000, 'USD', lang)).length).toBeGreaterThan(0);
      // The withholding kept for the tax office (decision 015): its column and its total.
      expect(
        screen.getByRole('columnheader', { name: i18n.t('payoutStatement.lines.withholding') }),
      ).toBeTruthy();
      const total = screen.getByText(i18n.t('payoutStatement.totals.withholding'));
      expect(total.nextElementSibling?.textContent).toBe(formatMoney(1_000, 'USD', lang));
      expect(screen.getAllByText(formatMoney(1_000, 'USD', lang))).toHaveLength(2);
      const pdf = screen.getByRole('link', { name: i18n.t('payoutStatement.downloadPdf') });
      expect(pdf.getAttribute('href')).toBe(`/api/merchant/payouts/po_1/statement.pdf?lang=${lang}`);
      const csv = screen.getByRole('link', { name: i18n.t('payoutStatement.downloadCsv') });
      expect(csv.getAttribute('href')).toBe(`/api/merchant/payouts/po_1/statement.csv?lang=${lang}`);
    },
  );

  it('says a payout from before statements has none', async () => {
    await i18n.changeLanguage('en');
    query.current = {
      isPending: false,
      isError: true,
      data: undefined,
      error: new ApiError('not_found', 404, {}),
      refetch: vi.fn(),
    };
    renderPage();
    expect(await screen.findByText(i18n.t('payoutStatement.unavailable'))).toBeTruthy();
  });
});
