import { ApiError } from '@kopru/api-client/client';
import { catalogs } from '@kopru/i18n/catalog';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkoutApi, threeDsUrl } from './checkout-api-stub.ts';
import { openCheckout, resetCheckoutEachTest } from './checkout-test-kit.tsx';

vi.mock('@kopru/api-client/checkout', () => import('./checkout-api-stub.ts'));
resetCheckoutEachTest();

const link = {
  code: 'lnk_test',
  merchantName: 'Anadolu Halı',
  productName: 'Kilim',
  amount: 4999,
  currency: 'USD' as const,
  description: null,
  customAmount: null,
  maxQuantity: 1,
  collect: [],
  sandbox: false,
  cardEntry: 'form' as const,
  brand: { logo: null, color: null },
};
const answer = {
  paymentId: 'pay_1',
  transactionId: 'TXN-1',
  amount: 4999,
  currency: 'USD' as const,
  productName: 'Kilim',
  declineCode: null,
  action: null,
  receiptToken: null,
  quantity: 1,
  successMessage: null,
  redirectUrl: null,
  redirectVerified: false,
};

const open = (language: 'en' | 'tr') => openCheckout(link, language);

async function fillCard(user: ReturnType<typeof openCheckout>, texts: (typeof catalogs)['en']) {
  await user.type(screen.getByLabelText(texts.checkout.form.cardNumber), '4242424242424242');
  await user.type(screen.getByLabelText(texts.checkout.form.expiry), '1239');
  await user.type(screen.getByLabelText(texts.checkout.form.cvc), '123');
  await user.type(screen.getByLabelText(texts.checkout.form.cardholderName), 'Ayşe Yılmaz');
  await user.type(screen.getByLabelText(texts.checkout.form.email), 'ayse@example.com');
}

const payButton = () => screen.getByRole('button', { name: /4|\$/ });

describe('the pay form', () => {
  it.each(['en', 'tr'] as const)('names each missing field in the page language (%s)', async (language) => {
    const texts = catalogs[language];
    const user = open(language);
    await user.click(payButton());
    // Card number, expiry, CVC, cardholder name and e-mail are all required.
    expect(screen.getAllByText(texts.validation.required)).toHaveLength(5);
    await user.type(screen.getByLabelText(texts.checkout.form.cardNumber), '4242424242424241');
    await user.type(screen.getByLabelText(texts.checkout.form.email), 'not-an-address');
    await user.click(payButton());
    expect(await screen.findByText(texts.checkout.errors.cardNumber)).toBeTruthy();
    expect(await screen.findByText(texts.validation.email)).toBeTruthy();
    expect(checkoutApi.pay).not.toHaveBeenCalled();
  });

  it('retries an attempt that got no answer with the same Idempotency-Key', async () => {
    const texts = catalogs.en;
    checkoutApi.pay
      .mockRejectedValueOnce(new ApiError('network_error', 0))
      .mockResolvedValueOnce({ ...answer, status: 'succeeded', receiptToken: 'rcpt' });
    const user = open('en');
    await fillCard(user, texts);
    await user.click(payButton());
    expect(await screen.findByText(texts.errors.network_error)).toBeTruthy();
    await user.click(payButton());
    expect(checkoutApi.pay).toHaveBeenCalledTimes(2);
    const [first, second] = checkoutApi.pay.mock.calls;
    expect(first?.[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.[2]).toBe(first?.[2]);
  });

  it('sends the payer to the bank when the answer asks for 3-D Secure', async () => {
    const texts = catalogs.en;
    checkoutApi.pay.mockResolvedValueOnce({ ...answer, status: 'requires_action' });
    const user = open('en');
    await fillCard(user, texts);
    await user.click(payButton());
    expect(await screen.findByText(texts.checkout.redirecting)).toBeTruthy();
    expect(threeDsUrl).toHaveBeenCalledWith('pay_1');
  });
});
