import type { TransactionDetail } from '@kopru/domain/schemas/transaction-detail';
import { catalogs } from '@kopru/i18n/catalog';
import { initI18n } from '@kopru/i18n/setup';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TransactionDeliveries } from './transaction-deliveries.tsx';
import { TransactionSummary, TransactionTimeline } from './transaction-detail.tsx';

const i18n = initI18n({ resources: catalogs });
afterEach(() => cleanup());

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;

/** A GBP 25.00 payment that went through 3-D Secure, was partly refunded and disputed. */
const detail = {
  payment: { currency: 'GBP' },
  timeline: [
    { type: 'created', at: at(0), amount: null, refundId: null },
    { type: 'three_ds_challenge', at: at(1), amount: null, refundId: null },
    { type: 'three_ds_passed', at: at(2), amount: null, refundId: null },
    { type: 'succeeded', at: at(2), amount: null, refundId: null },
    { type: 'refund_succeeded', at: at(3), amount: 1_050, refundId: 're_1' },
    { type: 'dispute_created', at: at(4), amount: 1_450, refundId: null },
  ],
  webhookDeliveries: [
    {
      id: 'whd_1',
      eventId: 'evt_1',
      eventType: 'payment.succeeded',
      endpointId: 'we_1',
      endpointUrl: 'https://shop.example/hooks',
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 200,
      lastAttemptAt: at(2),
      createdAt: at(2),
    },
    {
      id: 'whd_2',
      eventId: 'evt_2',
      eventType: 'dispute.created',
      endpointId: 'we_1',
      endpointUrl: 'https://shop.example/hooks',
      status: 'pending',
      attempts: 0,
      lastStatusCode: null,
      lastAttemptAt: null,
      createdAt: at(4),
    },
  ],
} as unknown as TransactionDetail;

const itemsOf = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the transaction timeline', () => {
  it('tells the 3-D Secure step, the refund and the dispute in order, with amounts, in English', async () => {
    await i18n.changeLanguage('en');
    render(<TransactionTimeline detail={detail} />);
    const steps = within(screen.getByRole('list', { name: catalogs.en.refunds.detail.timeline }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(steps).toEqual([
      'Payment started',
      '3-D Secure challenge shown to the customer',
      '3-D Secure passed',
      'Payment succeeded',
      'Refund of £10.50 succeeded',
      'Dispute of £14.50 opened',
    ]);
  });

  it('says the same in Turkish, amounts in the Turkish format', async () => {
    await i18n.changeLanguage('tr');
    render(<TransactionTimeline detail={detail} />);
    const text = screen.getByRole('list', { name: catalogs.tr.refunds.detail.timeline }).textContent;
    expect(text).toContain('Müşteriye 3-D Secure doğrulaması gösterildi');
    expect(text).toContain('£10,50 tutarındaki iade başarılı');
    expect(text).toContain('£14,50 tutarında harcama itirazı açıldı');
  });
});

describe('the webhook deliveries of a transaction', () => {
  it('shows each event, its endpoint, state, attempts and last answer', async () => {
    await i18n.changeLanguage('en');
    render(<TransactionDeliveries detail={detail} />);
    const [paid, disputed] = itemsOf(catalogs.en.refunds.detail.deliveries.title);
    expect(paid).toContain('Payment succeeded');
    expect(paid).toContain('https://shop.example/hooks');
    expect(paid).toContain('Delivered');
    expect(paid).toContain('Attempts:1');
    expect(paid).toContain('Last answer:200');
    expect(disputed).toContain('Dispute opened');
    expect(disputed).toContain('Pending');
    expect(disputed).toContain('Last answer:No answer');
  });

  it('says so when nothing was sent', async () => {
    await i18n.changeLanguage('tr');
    render(<TransactionDeliveries detail={{ ...detail, webhookDeliveries: [] }} />);
    expect(screen.getByText(catalogs.tr.refunds.detail.deliveries.empty)).toBeTruthy();
  });
});

describe("the payer's data", () => {
  const paid = {
    ...detail,
    payment: {
      currency: 'GBP',
      amount: 5_000,
      quantity: 2,
      fee: 190,
      net: 4_810,
      amountRefunded: 0,
      cardBrand: 'visa',
      cardLast4: '4242',
      payerDetails: {
        name: 'Anna Schmidt',
        phone: '+49 30 1234567',
        company: null,
        taxId: null,
        billingAddress: {
          line1: 'Torstraße 1',
          line2: null,
          city: 'Berlin',
          postalCode: '10119',
          region: null,
          country: 'DE',
        },
        shippingAddress: null,
      },
    },
    payer: { name: 'ANNA SCHMIDT', email: 'anna@example.com', locale: 'en' },
  } as unknown as TransactionDetail;

  it('shows what the payer gave and hides what it did not', async () => {
    await i18n.changeLanguage('en');
    render(<TransactionSummary detail={paid} />);
    const labels = catalogs.en.refunds.detail.details;
    expect(screen.getByText(labels.phone).nextSibling?.textContent).toBe('+49 30 1234567');
    expect(screen.getByText(labels.billingAddress).nextSibling?.textContent).toBe(
      'Torstraße 1\n10119 Berlin\nGermany',
    );
    expect(screen.queryByText(labels.company)).toBeNull();
    expect(screen.queryByText(labels.taxId)).toBeNull();
    expect(screen.queryByText(labels.shippingAddress)).toBeNull();
    expect(screen.getByText(catalogs.en.refunds.detail.quantity).nextSibling?.textContent).toBe('2');
  });

  it('names the country in Turkish', async () => {
    await i18n.changeLanguage('tr');
    render(<TransactionSummary detail={paid} />);
    const address = screen.getByText(catalogs.tr.refunds.detail.details.billingAddress).nextSibling;
    expect(address?.textContent).toContain('Almanya');
  });

  it('shows no extra rows when the link collected nothing', async () => {
    await i18n.changeLanguage('en');
    render(
      <TransactionSummary
        detail={{ ...paid, payment: { ...paid.payment, payerDetails: null, quantity: 1 } }}
      />,
    );
    expect(screen.queryByText(catalogs.en.refunds.detail.details.phone)).toBeNull();
    expect(screen.queryByText(catalogs.en.refunds.detail.quantity)).toBeNull();
  });

  it("shows the card as the acquirer reported it, and a dash before iyzico's page reported one", async () => {
    await i18n.changeLanguage('en');
    render(<TransactionSummary detail={paid} />);
    expect(screen.getByText(catalogs.en.refunds.detail.card).nextSibling?.textContent).toBe('visa •••• 4242');
    cleanup();
    render(
      <TransactionSummary
        detail={{ ...paid, payment: { ...paid.payment, cardBrand: 'unknown', cardLast4: '' } }}
      />,
    );
    expect(screen.getByText(catalogs.en.refunds.detail.card).nextSibling?.textContent).toBe('–');
  });

  it('says the role hides the customer when the API leaves the payer out, in both languages', async () => {
    const { payerDetails: _, ...payment } = paid.payment;
    const hidden = { ...paid, payment, payer: null } as TransactionDetail;
    for (const language of ['en', 'tr'] as const) {
      await i18n.changeLanguage(language);
      render(<TransactionSummary detail={hidden} />);
      expect(screen.getByText(catalogs[language].refunds.detail.payerHidden)).toBeTruthy();
      expect(screen.queryByText(catalogs[language].refunds.detail.payerName)).toBeNull();
      expect(screen.getByText('visa •••• 4242')).toBeTruthy();
      cleanup();
    }
  });
});
