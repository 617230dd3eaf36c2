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
  productName: 'Bağış',
  amount: 2_000,
  currency: 'EUR' as const,
  description: null,
  customAmount: { minimum: 1_000, maximum: 50_000 },
  maxQuantity: 3,
  collect: ['name' as const, 'billingAddress' as const, 'taxId' as const],
  sandbox: false,
  cardEntry: 'form' as const,
  brand: { logo: null, color: null },
};

const assign = vi.fn();
beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, assign, search: '', pathname: '/pay/K7M2QX' });
  // A browser language without a country: nothing preselected (buyer-address.test.tsx has the rest).
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['tr']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(language: 'en' | 'tr') {
  return { user: openCheckout(link, language), texts: catalogs[language] };
}

describe('a link with options on the checkout', () => {
  it('takes the amount and quantity the payer chooses, shows the total live, asks the collected fields and names the redirect’s site before leaving', async () => {
    const { user, texts } = open('tr');
    const amount = await screen.findByLabelText(texts.checkout.order.amount, {}, { timeout: 15_000 });
    expect((amount as HTMLInputElement).value).toBe('20,00');
    await user.clear(amount);
    await user.type(amount, '250,50');
    await user.click(screen.getByRole('button', { name: texts.checkout.order.increase }));
    expect(screen.getByText('€501,00')).toBeTruthy();
    await user.type(screen.getByLabelText(texts.checkout.form.cardNumber), '4242424242424242');
    await user.type(screen.getByLabelText(texts.checkout.form.expiry), '1239');
    await user.type(screen.getByLabelText(texts.checkout.form.cvc), '123');
    await user.type(screen.getByLabelText(texts.checkout.form.cardholderName), 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText(texts.checkout.form.email), 'ayse@example.com');
    await screen.findByLabelText(texts.checkout.payer.name, {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: /öde$/ }));
    expect(checkoutApi.pay).not.toHaveBeenCalled();
    expect(screen.getAllByText(texts.validation.required)).toHaveLength(3);
    expect(await screen.findByText(texts.checkout.errors.country)).toBeTruthy();
    await user.type(
      await screen.findByLabelText(texts.checkout.payer.name, {}, { timeout: 15_000 }),
      'Ayşe Yılmaz',
    );
    await user.selectOptions(screen.getByLabelText(texts.checkout.payer.country), 'DE');
    await user.type(screen.getByLabelText(texts.checkout.payer.line1), 'Hauptstraße 5');
    await user.type(screen.getByLabelText(texts.checkout.payer.city), 'Berlin');
    checkoutApi.pay.mockResolvedValueOnce({
      status: 'succeeded',
      paymentId: 'pay_1',
      transactionId: 'TX-000001',
      amount: 50_100,
      quantity: 2,
      currency: 'EUR',
      productName: 'Bağış',
      declineCode: null,
      action: null,
      receiptToken: 'rcpt',
      successMessage: null,
      redirectUrl: 'https://shop.example.com/done?payment_id=pay_1',
      redirectVerified: false,
    });
    await user.click(screen.getByRole('button', { name: /€501,00/ }));
    expect(checkoutApi.pay.mock.calls[0]?.[1]).toMatchObject({
      amount: 25_050,
      quantity: 2,
      payer: {
        name: 'Ayşe Yılmaz',
        billingAddress: { line1: 'Hauptstraße 5', city: 'Berlin', country: 'DE' },
      },
    });
    // Not sent on by itself: our page names the site and the payer chooses to go.
    expect(assign).not.toHaveBeenCalled();
    expect(await screen.findByText(texts.checkout.success.title)).toBeTruthy();
    expect(screen.getByRole('heading', { name: texts.checkout.leaving.title })).toBeTruthy();
    expect(screen.getByText('shop.example.com')).toBeTruthy();
    const go = screen.getByRole('link', { name: 'shop.example.com adresine devam et' });
    expect(go.getAttribute('href')).toBe('https://shop.example.com/done?payment_id=pay_1');
  });

  it('refuses an amount outside the link’s range before sending anything', async () => {
    const { user, texts } = open('en');
    const amount = await screen.findByLabelText(texts.checkout.order.amount, {}, { timeout: 15_000 });
    await user.clear(amount);
    await user.type(amount, '600');
    expect(screen.getByText('–')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: texts.checkout.form.payNoAmount }));
    expect(screen.getByText('Enter an amount between €10.00 and €500.00.')).toBeTruthy();
    expect(checkoutApi.pay).not.toHaveBeenCalled();
  });
});
