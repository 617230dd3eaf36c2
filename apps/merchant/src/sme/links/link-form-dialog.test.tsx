import type { PaymentLink } from '@kopru/domain/schemas/payment-links';
import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { LinkFormDialog, type LinkFormMode } from './link-form-dialog.tsx';

// The app starts with the frame's texts only; the screens tested here need every text.
await texts('all');

const create = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
const update = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
const domains = vi.hoisted(() => ({
  data: {
    data: [
      {
        id: 'dom_1',
        domain: 'example.com',
        recordName: '',
        recordValue: '',
        verifiedAt: '2026-11-20T10:00:00Z',
        lastCheckedAt: null,
        createdAt: '2026-11-20T10:00:00Z',
      },
      {
        id: 'dom_2',
        domain: 'pending.example',
        recordName: '',
        recordValue: '',
        verifiedAt: null,
        lastCheckedAt: null,
        createdAt: '2026-11-20T10:00:00Z',
      },
    ],
  },
}));
vi.mock('@kopru/api-client/merchant-domains', () => ({ useMerchantDomains: () => domains }));
vi.mock('@kopru/api-client/payments', () => ({
  useCreatePaymentLink: () => create,
  useUpdatePaymentLink: () => update,
}));

afterEach(() => {
  cleanup();
  create.mutate.mockReset();
  update.mutate.mockReset();
});

const link: PaymentLink = {
  id: 'plink_1',
  code: 'K7M2QX',
  url: 'https://pay.example.com/pay/K7M2QX',
  productName: 'Kilim',
  amount: 250_000,
  currency: 'EUR',
  description: null,
  customAmount: { minimum: 100_000, maximum: 500_000 },
  maxQuantity: 3,
  expiresAt: null,
  maxPayments: 20,
  collect: ['name', 'billingAddress'],
  successMessage: 'We ship tomorrow.',
  redirectUrl: null,
  gtipCode: null,
  originCountry: 'TR',
  physicalGoods: false,
  clientReference: null,
  metadata: {},
  status: 'active',
  active: true,
  clickCount: 0,
  successfulPayments: 0,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

async function open(language: 'en' | 'tr', mode: LinkFormMode = { kind: 'create' }) {
  await i18n.changeLanguage(language);
  render(<LinkFormDialog mode={mode} onClose={() => {}} />);
  return userEvent.setup({ delay: null });
}

const text = i18n.t as unknown as (key: string, vars?: Record<string, string>) => string;
const field = (key: string) => screen.getByLabelText(text(key));

describe('the payment link dialog', () => {
  it.each([
    ['en', '1,234.56'],
    ['tr', '1.234,56'],
  ] as const)('reads %s amounts the way the language writes them (%s)', async (language, amount) => {
    const user = await open(language);
    await user.type(field('links.form.productName'), 'Kilim');
    await user.type(field('links.form.amount'), amount);
    await user.click(screen.getByRole('button', { name: text('links.form.submit') }));
    await waitFor(() => expect(create.mutate).toHaveBeenCalledTimes(1));
    expect(create.mutate.mock.calls[0]?.[0]).toEqual({
      productName: 'Kilim',
      amount: 123456,
      currency: 'USD',
      maxQuantity: 1,
      collect: [],
      originCountry: 'TR',
      physicalGoods: false,
    });
  });

  it('refuses an amount written the other language’s way and says how to write it', async () => {
    const user = await open('tr');
    await user.type(field('links.form.productName'), 'Kilim');
    await user.type(field('links.form.amount'), '1,234.56');
    await user.click(screen.getByRole('button', { name: text('links.form.submit') }));
    expect(await screen.findByText(/“1\.250,50”/)).toBeTruthy();
    expect(create.mutate).not.toHaveBeenCalled();
    expect(field('links.form.amount').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a payer-chosen amount, a quantity, limits, fields to collect and a redirect', async () => {
    const user = await open('tr');
    await user.type(field('links.form.productName'), 'Bağış');
    await user.click(screen.getByLabelText(text('links.form.pricing.custom')));
    await user.type(field('links.form.minimum'), '10');
    await user.type(field('links.form.maximum'), '1.000,50');
    await user.click(field('links.form.quantity'));
    await user.type(field('links.form.maxQuantity'), '5');
    await user.click(screen.getByText(text('links.form.sections.availability')));
    await user.type(field('links.form.maxPayments'), '30');
    await user.click(screen.getByText(text('links.form.sections.payer')));
    await user.click(field('links.form.collect.taxId'));
    await user.click(field('links.form.collect.name'));
    await user.click(screen.getByText(text('links.form.sections.after')));
    await user.click(field('links.form.after.redirect'));
    await user.type(field('links.form.redirectUrl'), 'http://shop.example.com/tesekkurler');
    await user.click(screen.getByRole('button', { name: text('links.form.submit') }));
    expect(await screen.findByText(text('links.errors.redirectUrl'))).toBeTruthy();
    expect(create.mutate).not.toHaveBeenCalled();
    await user.clear(field('links.form.redirectUrl'));
    await user.type(field('links.form.redirectUrl'), 'https://pending.example/x');
    // The hint says whether the host is on a verified domain (subdomains count).
    expect(screen.getByText(text('domains.linkUnverified', { host: 'pending.example' }))).toBeTruthy();
    await user.clear(field('links.form.redirectUrl'));
    await user.type(field('links.form.redirectUrl'), 'https://shop.example.com/tesekkurler');
    expect(
      screen.getByText(text('domains.linkVerified', { host: 'shop.example.com', domain: 'example.com' })),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text('links.form.submit') }));
    await waitFor(() => expect(create.mutate).toHaveBeenCalledTimes(1));
    expect(create.mutate.mock.calls[0]?.[0]).toEqual({
      productName: 'Bağış',
      amount: 1_000,
      currency: 'USD',
      customAmount: { minimum: 1_000, maximum: 100_050 },
      maxQuantity: 5,
      maxPayments: 30,
      collect: ['name', 'taxId'],
      redirectUrl: 'https://shop.example.com/tesekkurler',
      originCountry: 'TR',
      physicalGoods: false,
    });
  });

  it('refuses a maximum below the minimum the payer may choose', async () => {
    const user = await open('en');
    await user.type(field('links.form.productName'), 'Donation');
    await user.click(screen.getByLabelText(text('links.form.pricing.custom')));
    await user.type(field('links.form.minimum'), '10');
    await user.type(field('links.form.maximum'), '5');
    await user.click(screen.getByRole('button', { name: text('links.form.submit') }));
    expect(await screen.findByText(text('links.errors.rangeOrder'))).toBeTruthy();
    expect(create.mutate).not.toHaveBeenCalled();
  });

  it('edits a link filled with its options and sends every option, null where switched off', async () => {
    const user = await open('en', { kind: 'edit', link });
    expect((field('links.form.suggested') as HTMLInputElement).value).toBe('2,500.00');
    expect((field('links.form.minimum') as HTMLInputElement).value).toBe('1,000.00');
    expect((field('links.form.currency') as HTMLSelectElement).disabled).toBe(true);
    await user.click(field('links.form.quantity'));
    await user.clear(field('links.form.maxPayments'));
    await user.click(screen.getByRole('button', { name: text('links.form.save') }));
    await waitFor(() => expect(update.mutate).toHaveBeenCalledTimes(1));
    expect(update.mutate.mock.calls[0]?.[0]).toEqual({
      id: 'plink_1',
      productName: 'Kilim',
      amount: 250_000,
      description: null,
      customAmount: { minimum: 100_000, maximum: 500_000 },
      maxQuantity: 1,
      expiresAt: null,
      maxPayments: null,
      collect: ['name', 'billingAddress'],
      successMessage: 'We ship tomorrow.',
      redirectUrl: null,
      gtipCode: null,
      originCountry: 'TR',
      physicalGoods: false,
      clientReference: null,
      metadata: {},
    });
  });

  it('duplicates a link as a new one with the same options, leaving out an expiry already past', async () => {
    const user = await open('en', {
      kind: 'duplicate',
      link: { ...link, expiresAt: '2020-01-01T00:00:00.000Z' },
    });
    expect((field('links.form.productName') as HTMLInputElement).value).toBe('Kilim (copy)');
    await user.click(screen.getByRole('button', { name: text('links.form.submit') }));
    await waitFor(() => expect(create.mutate).toHaveBeenCalledTimes(1));
    expect(create.mutate.mock.calls[0]?.[0]).toMatchObject({
      productName: 'Kilim (copy)',
      currency: 'EUR',
      customAmount: { minimum: 100_000, maximum: 500_000 },
      maxQuantity: 3,
      maxPayments: 20,
      collect: ['name', 'billingAddress'],
      successMessage: 'We ship tomorrow.',
    });
    expect(create.mutate.mock.calls[0]?.[0]).not.toHaveProperty('expiresAt');
  });

  it.each(['en', 'tr'] as const)(
    'sends the GTİP code typed with dots as its 12 digits (%s)',
    async (language) => {
      const user = await open(language);
      await user.type(field('links.form.productName'), 'Kilim');
      await user.type(field('links.form.amount'), '10');
      await user.click(screen.getByText(text('links.form.sections.export')));
      await user.type(field('links.form.gtipCode'), '5701.10.90.00.19');
      await user.selectOptions(field('links.form.originCountry'), 'DE');
      await user.click(screen.getByRole('button', { name: text('links.form.submit') }));
      await waitFor(() => expect(create.mutate).toHaveBeenCalledTimes(1));
      expect(create.mutate.mock.calls[0]?.[0]).toMatchObject({
        gtipCode: '570110900019',
        originCountry: 'DE',
      });
    },
  );

  it('refuses a GTİP code without its 12 digits and says how to write it', async () => {
    const user = await open('tr');
    await user.type(field('links.form.productName'), 'Kilim');
    await user.type(field('links.form.amount'), '10');
    await user.click(screen.getByText(text('links.form.sections.export')));
    await user.type(field('links.form.gtipCode'), '5701.10');
    await user.click(screen.getByRole('button', { name: text('links.form.submit') }));
    expect(await screen.findByText(text('links.errors.gtip'))).toBeTruthy();
    expect(create.mutate).not.toHaveBeenCalled();
  });

  it('shows a stored GTİP code with its dots when editing', async () => {
    await open('en', { kind: 'edit', link: { ...link, gtipCode: '570110900019', originCountry: 'DE' } });
    expect((field('links.form.gtipCode') as HTMLInputElement).value).toBe('5701.10.90.00.19');
    expect((field('links.form.originCountry') as HTMLSelectElement).value).toBe('DE');
  });

  it('sells physical goods: the payment page then asks for a shipping address (en), and the edit shows it (tr)', async () => {
    const user = await open('en');
    await user.type(field('links.form.productName'), 'Kilim');
    await user.type(field('links.form.amount'), '120');
    await user.click(screen.getByText(text('links.form.sections.payer')));
    const physical = field('links.form.physicalGoods');
    expect(physical.getAttribute('aria-describedby')).toBe('physical-goods-hint');
    expect(screen.getByText(text('links.form.physicalGoodsHint'))).toBeTruthy();
    await user.click(physical);
    await user.click(screen.getByRole('button', { name: text('links.form.submit') }));
    await waitFor(() => expect(create.mutate).toHaveBeenCalledTimes(1));
    expect(create.mutate.mock.calls[0]?.[0]).toMatchObject({ productName: 'Kilim', physicalGoods: true });
    cleanup();

    const again = await open('tr', { kind: 'edit', link: { ...link, physicalGoods: true } });
    const box = screen.getByLabelText('Müşteriye kargoyla gönderdiğim fiziksel ürün') as HTMLInputElement;
    expect(box.checked).toBe(true);
    await again.click(box);
    await again.click(screen.getByRole('button', { name: text('links.form.save') }));
    await waitFor(() => expect(update.mutate).toHaveBeenCalledTimes(1));
    expect(update.mutate.mock.calls[0]?.[0]).toMatchObject({ id: 'plink_1', physicalGoods: false });
  });
});
