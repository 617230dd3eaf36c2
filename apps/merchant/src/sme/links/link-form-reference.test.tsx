import type { PaymentLink } from '@kopru/domain/schemas/payment-links';
import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { LinkFormDialog, type LinkFormMode } from './link-form-dialog.tsx';

await texts('all');

const create = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
const update = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
vi.mock('@kopru/api-client/merchant-domains', () => ({ useMerchantDomains: () => ({ data: { data: [] } }) }));
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
  amount: 2_500,
  currency: 'EUR',
  description: null,
  customAmount: null,
  maxQuantity: 1,
  expiresAt: null,
  maxPayments: null,
  collect: [],
  successMessage: null,
  redirectUrl: null,
  gtipCode: null,
  originCountry: 'TR',
  physicalGoods: false,
  clientReference: 'INV-7',
  metadata: { order_id: '6735', channel: 'instagram' },
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

const text = i18n.t as unknown as (key: string, vars?: Record<string, unknown>) => string;
const field = (key: string, vars?: Record<string, unknown>) => screen.getByLabelText(text(key, vars));

describe('the link’s reference and details', () => {
  it.each(['en', 'tr'] as const)('are typed with the keyboard alone and sent (%s)', async (language) => {
    const user = await open(language);
    await user.type(field('links.form.productName'), 'Kilim');
    await user.type(field('links.form.amount'), '25');
    await user.click(screen.getByText(text('metadata.section')));
    await user.type(field('metadata.clientReference'), ' INV-2026-0042 ');
    // Tab to "Add a detail", press Enter: the new row's name field has the focus.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: text('metadata.add') }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(field('metadata.keyLabel', { number: 1 }));
    await user.keyboard('order_id{Tab}6735');
    await user.click(screen.getByRole('button', { name: text('metadata.add') }));
    await user.keyboard('channel{Tab}instagram');
    await user.click(screen.getByRole('button', { name: text('links.form.submit') }));
    await waitFor(() => expect(create.mutate).toHaveBeenCalledTimes(1));
    expect(create.mutate.mock.calls[0]?.[0]).toMatchObject({
      clientReference: 'INV-2026-0042',
      metadata: { order_id: '6735', channel: 'instagram' },
    });
  });

  it.each(['en', 'tr'] as const)(
    'says which detail is wrong and why, and sends nothing (%s)',
    async (language) => {
      const user = await open(language);
      await user.type(field('links.form.productName'), 'Kilim');
      await user.type(field('links.form.amount'), '25');
      await user.click(screen.getByText(text('metadata.section')));
      const add = screen.getByRole('button', { name: text('metadata.add') });
      for (let i = 0; i < 4; i++) await user.click(add);
      await user.type(field('metadata.keyLabel', { number: 1 }), 'k'.repeat(41));
      await user.type(field('metadata.valueLabel', { number: 1 }), 'v');
      await user.type(field('metadata.valueLabel', { number: 2 }), 'no name');
      await user.type(field('metadata.keyLabel', { number: 3 }), 'note');
      await user.type(field('metadata.keyLabel', { number: 4 }), 'card');
      await user.type(field('metadata.valueLabel', { number: 4 }), '4242 4242 4242 4242');
      await user.click(screen.getByRole('button', { name: text('links.form.submit') }));
      expect(await screen.findByText(text('metadata.errors.keyTooLong'))).toBeTruthy();
      expect(screen.getByText(text('metadata.errors.keyBlank'))).toBeTruthy();
      expect(screen.getByText(text('metadata.errors.valueMissing'))).toBeTruthy();
      expect(screen.getByText(text('metadata.errors.cardNumber'))).toBeTruthy();
      expect(field('metadata.keyLabel', { number: 1 }).getAttribute('aria-invalid')).toBe('true');
      expect(create.mutate).not.toHaveBeenCalled();
      if (language === 'tr') expect(screen.getByText('Ad en fazla 40 karakter olabilir.')).toBeTruthy();
    },
  );

  it('edits them: a removed detail is sent empty (removed), a cleared reference as null', async () => {
    const user = await open('en', { kind: 'edit', link });
    expect((field('metadata.clientReference') as HTMLInputElement).value).toBe('INV-7');
    expect((field('metadata.valueLabel', { number: 2 }) as HTMLInputElement).value).toBe('instagram');
    await user.click(screen.getByRole('button', { name: text('metadata.removeLabel', { number: 2 }) }));
    await user.clear(field('metadata.clientReference'));
    await user.click(screen.getByRole('button', { name: text('links.form.save') }));
    await waitFor(() => expect(update.mutate).toHaveBeenCalledTimes(1));
    expect(update.mutate.mock.calls[0]?.[0]).toMatchObject({
      clientReference: null,
      metadata: { order_id: '6735', channel: '' },
    });
  });
});
