import { catalogs } from '@kopru/i18n/catalog';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutApi } from './checkout-api-stub.ts';
import { openCheckout, resetCheckoutEachTest } from './checkout-test-kit.tsx';

vi.mock('@kopru/api-client/checkout', () => import('./checkout-api-stub.ts'));
resetCheckoutEachTest();

const link = {
  code: 'K7M2QX',
  merchantName: 'Anadolu Halı',
  productName: 'Kilim',
  amount: 2_000,
  currency: 'EUR' as const,
  description: null,
  customAmount: null,
  maxQuantity: 1,
  collect: [],
  sandbox: false,
  cardEntry: 'form' as const,
  brand: { logo: null, color: null },
};

const assign = vi.fn();
beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, assign, search: '', pathname: '/pay/K7M2QX' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  assign.mockReset();
});

const succeeded = (redirectVerified: boolean) => ({
  status: 'succeeded' as const,
  paymentId: 'pay_1',
  transactionId: 'TX-7KQ4MZ2P9A',
  amount: 2_000,
  quantity: 1,
  currency: 'EUR' as const,
  productName: 'Kilim',
  declineCode: null,
  action: null,
  receiptToken: 'rcpt',
  successMessage: null,
  redirectUrl: 'https://shop.example.com/done?payment_id=pay_1',
  redirectVerified,
});

async function payWith(language: 'en' | 'tr', redirectVerified: boolean) {
  const texts = catalogs[language];
  const user = openCheckout(link, language);
  await user.type(
    await screen.findByLabelText(texts.checkout.form.cardNumber, {}, { timeout: 15_000 }),
    '4242424242424242',
  );
  await user.type(screen.getByLabelText(texts.checkout.form.expiry), '1239');
  await user.type(screen.getByLabelText(texts.checkout.form.cvc), '123');
  await user.type(screen.getByLabelText(texts.checkout.form.cardholderName), 'Ayşe Yılmaz');
  await user.type(screen.getByLabelText(texts.checkout.form.email), 'ayse@example.com');
  checkoutApi.pay.mockResolvedValueOnce(succeeded(redirectVerified));
  await user.click(screen.getByRole('button', { name: /€20[.,]00/ }));
  return texts;
}

describe('a redirect after paying', () => {
  it('sends the payer straight on when the address is on a domain the merchant verified (en)', async () => {
    const texts = await payWith('en', true);
    expect(
      await screen.findByText(texts.checkout.redirectingToMerchant.replace('{{merchant}}', 'Anadolu Halı')),
    ).toBeTruthy();
    expect(assign).toHaveBeenCalledWith('https://shop.example.com/done?payment_id=pay_1');
    expect(screen.queryByRole('heading', { name: texts.checkout.leaving.title })).toBeNull();
  });

  it('goes through the notice naming the host when it is not (tr)', async () => {
    const texts = await payWith('tr', false);
    expect(await screen.findByRole('heading', { name: texts.checkout.leaving.title })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByText('shop.example.com')).toBeTruthy();
  });
});
