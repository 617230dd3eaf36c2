import { ApiError } from '@kopru/api-client/client';
import type { Dispute } from '@kopru/domain/schemas/disputes';
import type { Refund } from '@kopru/domain/schemas/refunds';
import type { TransactionDetail } from '@kopru/domain/schemas/transaction-detail';
import type { MemberRole } from '@kopru/domain/team';
import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { formatMoney, formatPercent } from '@kopru/i18n/format';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { TransactionDetailPage } from './transaction-detail-page.tsx';

await texts('all');

const state = vi.hoisted(() => ({
  role: 'owner' as MemberRole,
  detail: undefined as unknown,
  refund: { mutate: vi.fn(), isPending: false },
}));
vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({ data: { memberRole: state.role } }),
}));
vi.mock('@kopru/api-client/refunds', () => ({
  useTransactionDetail: () => ({ isPending: false, isError: false, data: state.detail, error: null }),
  useCreateRefund: () => state.refund,
}));

afterEach(() => {
  cleanup();
  state.refund.mutate.mockReset();
});

const at = '2026-11-20T10:00:00.000Z';

const basePayment: TransactionDetail['payment'] = {
  id: 'pay_1',
  transactionId: 'TX-7KQ4MZ',
  linkId: 'plink_1',
  description: 'Hand-woven kilim',
  amount: 10_000,
  quantity: 1,
  currency: 'USD',
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
  settled: true,
  availableAt: at,
  clientReference: null,
  metadata: {},
  createdAt: at,
};

function dispute(status: Dispute['status'], amount: number): Dispute {
  return {
    id: 'dp_1',
    paymentId: 'pay_1',
    transactionId: 'TX-7KQ4MZ',
    amount,
    fee: 1_500,
    currency: 'USD',
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

function refund(status: Refund['status'], amount: number): Refund {
  return {
    id: `re_${status}`,
    paymentId: 'pay_1',
    transactionId: 'TX-7KQ4MZ',
    amount,
    currency: 'USD',
    reason: 'other',
    status,
    failureCode: status === 'failed' ? 'processing_error' : null,
    createdAt: at,
    statusChangedAt: at,
  };
}

function open(
  lang: 'en' | 'tr',
  payment: Partial<TransactionDetail['payment']>,
  {
    disputes = [] as Dispute[],
    refunds = [] as Refund[],
    role = 'owner' as MemberRole,
    releasedToAcquirerAt = null as string | null,
    ledger = [] as TransactionDetail['ledger'],
    webhookDeliveries = [] as NonNullable<TransactionDetail['webhookDeliveries']>,
    withholding = null as TransactionDetail['withholding'],
  } = {},
) {
  state.role = role;
  state.detail = {
    payment: { ...basePayment, ...payment },
    payer: { name: 'Anna Schmidt', email: null, locale: 'en' },
    timeline: [],
    refunds,
    disputes,
    ledger,
    webhookDeliveries,
    releasedToAcquirerAt,
    acquirerPayout: [],
    withholding,
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

const usd = (minor: number, lang: 'en' | 'tr') => formatMoney(minor, 'USD', lang);
const refundButton = (lang: 'en' | 'tr') =>
  screen.queryByRole('button', { name: catalogs[lang].refunds.action });

describe('the withholding on the transaction page (decision 015)', () => {
  it.each(['en', 'tr'] as const)('shows the tax kept and the net after it (%s)', async (lang) => {
    await open(lang, {}, { withholding: { basisPoints: 100, amount: 100 } });
    const c = catalogs[lang].refunds.detail;
    const row = (label: string) => screen.getByText(label).closest('div')?.textContent ?? '';
    expect(row(c.withholding.replace('{{rate}}', formatPercent(1, lang)))).toContain(usd(100, lang));
    expect(row(c.received)).toContain(usd(basePayment.net - 100, lang));
  });

  it.each(['en', 'tr'] as const)('shows no withholding row on a payment without one (%s)', async (lang) => {
    await open(lang, {});
    expect(screen.queryByText(new RegExp(catalogs[lang].refunds.detail.received))).toBeNull();
  });
});

describe('the transaction page says why no refund is offered', () => {
  it.each(['en', 'tr'] as const)('offers the full refund of an undisputed payment (%s)', async (lang) => {
    await open(lang, {});
    expect(refundButton(lang)).toBeTruthy();
    expect(screen.queryByText(/charged back|ters ibraz/i)).toBeNull();
  });

  it.each(['en', 'tr'] as const)(
    'no button once the share was released to iyzico, and says why (%s)',
    async (lang) => {
      await open(lang, {}, { releasedToAcquirerAt: at });
      expect(refundButton(lang)).toBeNull();
      expect(screen.getByText(catalogs[lang].refunds.limits.released)).toBeTruthy();
    },
  );

  it.each(['en', 'tr'] as const)(
    'shows the release in the ledger and its payment.released webhook delivery (%s)',
    async (lang) => {
      const line = {
        ledgerTransactionId: 'ltx_9',
        kind: 'marketplace_release',
        currency: 'USD',
        createdAt: at,
      };
      await open(
        lang,
        {},
        {
          releasedToAcquirerAt: at,
          ledger: [
            { ...line, account: 'available', merchantAccount: true, amount: -9_680 },
            { ...line, account: 'payouts_clearing', merchantAccount: false, amount: 9_680 },
          ],
          webhookDeliveries: [
            {
              id: 'wd_1',
              eventId: 'evt_1',
              eventType: 'payment.released',
              endpointId: 'we_1',
              endpointUrl: 'https://shop.example.com/hooks',
              status: 'succeeded',
              attempts: 1,
              lastStatusCode: 200,
              lastAttemptAt: at,
              createdAt: at,
            },
          ],
        },
      );
      const c = catalogs[lang];
      expect(screen.getAllByText(c.refunds.detail.kinds.marketplace_release)).toHaveLength(2);
      expect(screen.queryByText('marketplace_release')).toBeNull();
      expect(screen.getByText(c.webhooks.eventTypes.payment.released)).toBeTruthy();
    },
  );

  it.each(['en', 'tr'] as const)('no button while the dispute is open, and says why (%s)', async (lang) => {
    await open(lang, {}, { disputes: [dispute('needs_response', 10_000)] });
    expect(refundButton(lang)).toBeNull();
    expect(screen.getByText(catalogs[lang].refunds.limits.disputed)).toBeTruthy();
  });

  it.each(['en', 'tr'] as const)(
    'no button after a lost dispute took it all: charged back (%s)',
    async (lang) => {
      await open(lang, { chargedBackAmount: 10_000 }, { disputes: [dispute('lost', 10_000)] });
      expect(refundButton(lang)).toBeNull();
      const amount = usd(10_000, lang);
      const text = i18n.t('refunds.limits.charged_back', { chargedBack: amount });
      expect(screen.getByText(text)).toBeTruthy();
      expect(text).toContain(amount);
      expect(text).toContain(lang === 'tr' ? 'ters ibraz' : 'charged back');
      // The amounts card and the status say it too.
      expect(screen.getByText(catalogs[lang].refunds.chargedBack, { selector: 'span' })).toBeTruthy();
      expect(screen.getByText(catalogs[lang].refunds.detail.chargedBack, { selector: 'dt' })).toBeTruthy();
      expect(screen.getByText(i18n.t('refunds.chargedBackAmount', { amount }))).toBeTruthy();
    },
  );

  it.each(['en', 'tr'] as const)(
    'after a partial chargeback offers only the rest, and says so (%s)',
    async (lang) => {
      await open(
        lang,
        { chargedBackAmount: 7_000 },
        { disputes: [dispute('lost', 7_000)], refunds: [refund('failed', 3_000)] },
      );
      expect(refundButton(lang)).toBeTruthy();
      expect(
        screen.getByText(
          i18n.t('refunds.limits.partly_charged_back', {
            chargedBack: usd(7_000, lang),
            left: usd(3_000, lang),
          }),
        ),
      ).toBeTruthy();
    },
  );

  it('says nothing of a chargeback when refunds already took the rest', async () => {
    await open(
      'en',
      { chargedBackAmount: 7_000, amountRefunded: 3_000, refundStatus: 'partially_refunded' },
      { disputes: [dispute('lost', 7_000)], refunds: [refund('succeeded', 3_000)] },
    );
    expect(refundButton('en')).toBeNull();
    expect(
      screen.getByText(i18n.t('refunds.limits.charged_back', { chargedBack: usd(7_000, 'en') })),
    ).toBeTruthy();
  });

  it('a member without the refund permission sees the reason but no button', async () => {
    await open('en', { chargedBackAmount: 7_000 }, { disputes: [dispute('lost', 7_000)], role: 'viewer' });
    expect(refundButton('en')).toBeNull();
    expect(
      screen.getByText(
        i18n.t('refunds.limits.partly_charged_back', {
          chargedBack: usd(7_000, 'en'),
          left: usd(3_000, 'en'),
        }),
      ),
    ).toBeTruthy();
  });
});

describe('a refund the server refuses', () => {
  it.each(['en', 'tr'] as const)(
    'says the share is being released to iyzico and to try again (release_in_progress, %s)',
    async (lang) => {
      state.refund.mutate.mockImplementation((_input, { onError }) =>
        onError(new ApiError('release_in_progress', 409)),
      );
      await open(lang, {});
      const user = userEvent.setup({ delay: null });
      const button = refundButton(lang);
      if (!button) throw new Error('no refund button');
      await user.click(button);
      await user.selectOptions(
        screen.getByRole('combobox', { name: catalogs[lang].refunds.dialog.reason }),
        'other',
      );
      const submit = i18n.t('refunds.dialog.submit', { amount: usd(10_000, lang) });
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText(catalogs[lang].errors.release_in_progress)).toBeTruthy();
    },
  );
});

describe('the transaction page shows only what the role reads', () => {
  /** A payment refunded in part and disputed, as the API answers a role that reads none of it. */
  async function openWithout(lang: 'en' | 'tr', role: MemberRole, withheld: Partial<TransactionDetail>) {
    await open(
      lang,
      { amountRefunded: 1_000, refundStatus: 'partially_refunded' },
      { disputes: [dispute('needs_response', 9_000)], refunds: [refund('succeeded', 1_000)], role },
    );
    cleanup();
    state.detail = { ...(state.detail as TransactionDetail), ...withheld };
    return render(
      <MemoryRouter initialEntries={['/sme/dashboard/transactions/pay_1']}>
        <Routes>
          <Route path="/sme/dashboard/transactions/:id" element={<TransactionDetailPage />} />
        </Routes>
      </MemoryRouter>,
    );
  }
  const section = (title: string) => screen.queryByRole('heading', { name: title });

  it.each(['en', 'tr'] as const)(
    'a developer: no refunds, dispute notice, refund reason or empty section; ledger and deliveries stay (%s)',
    async (lang) => {
      const c = catalogs[lang].refunds;
      await openWithout(lang, 'developer', { refunds: null, disputes: null, payer: null });
      expect(section(c.list.title)).toBeNull();
      expect(screen.queryByRole('list', { name: c.list.title })).toBeNull();
      expect(screen.queryByText(c.limits.disputed)).toBeNull();
      expect(screen.queryByRole('link', { name: catalogs[lang].disputes.openDispute })).toBeNull();
      expect(section(c.detail.ledger)).toBeTruthy();
      expect(section(c.detail.deliveries.title)).toBeTruthy();
      expect(screen.getByText(c.detail.payerHidden)).toBeTruthy();
      expect(refundButton(lang)).toBeNull();
    },
  );

  it.each(['en', 'tr'] as const)(
    'a viewer: refunds and the dispute, no webhook deliveries section (%s)',
    async (lang) => {
      const c = catalogs[lang].refunds;
      await openWithout(lang, 'viewer', { webhookDeliveries: null });
      expect(screen.getByRole('list', { name: c.list.title })).toBeTruthy();
      expect(screen.getByText(c.limits.disputed)).toBeTruthy();
      expect(screen.getByRole('link', { name: catalogs[lang].disputes.openDispute })).toBeTruthy();
      expect(section(c.detail.deliveries.title)).toBeNull();
      expect(screen.queryByText(c.detail.deliveries.empty)).toBeNull();
    },
  );

  it('the owner: every section', async () => {
    const c = catalogs.en.refunds;
    await openWithout('en', 'owner', {});
    expect(screen.getByRole('list', { name: c.list.title })).toBeTruthy();
    expect(section(c.detail.deliveries.title)).toBeTruthy();
    expect(section(c.detail.ledger)).toBeTruthy();
  });
});

describe('the commercial invoice download (docs/invoices.md)', () => {
  const invoiceLink = (lang: 'en' | 'tr') =>
    screen.queryByRole('link', {
      name: catalogs[lang].invoices.downloadCommercialLabel.replace('{{reference}}', 'TX-7KQ4MZ'),
    });

  it.each(['en', 'tr'] as const)(
    'is offered on a succeeded payment, in the page’s language (%s)',
    async (lang) => {
      await open(lang, {});
      const link = invoiceLink(lang);
      expect(link?.textContent).toBe(catalogs[lang].invoices.downloadCommercial);
      expect(link?.getAttribute('href')).toBe(
        `/api/merchant/payments/pay_1/commercial-invoice.pdf?lang=${lang}`,
      );
      expect(link?.hasAttribute('download')).toBe(true);
    },
  );

  it.each(['en', 'tr'] as const)('is not offered on a failed payment (%s)', async (lang) => {
    await open(lang, { status: 'failed', settled: false, availableAt: null, fee: 0, net: 0 });
    expect(invoiceLink(lang)).toBeNull();
  });

  it('is not offered to a role that does not read the buyer’s details', async () => {
    await open('en', {}, { role: 'developer' });
    expect(invoiceLink('en')).toBeNull();
  });
});
