import { catalogs } from '@kopru/i18n/catalog';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutApi } from './checkout-api-stub.ts';
import { openCheckout, resetCheckoutEachTest } from './checkout-test-kit.tsx';

vi.mock('@kopru/api-client/checkout', () => import('./checkout-api-stub.ts'));
resetCheckoutEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

/** A link of goods that are shipped, on an acquirer that needs the billing address (iyzico). */
const link = {
  code: 'K7M2QX',
  merchantName: 'Anadolu Halı',
  productName: 'Kilim',
  amount: 12_000,
  currency: 'EUR' as const,
  description: null,
  customAmount: null,
  maxQuantity: 1,
  collect: ['billingAddress' as const, 'shippingAddress' as const],
  sandbox: false,
  cardEntry: 'form' as const,
  brand: { logo: null, color: null },
};

function open(language: 'en' | 'tr', browserLanguages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  return { user: openCheckout(link, language), texts: catalogs[language] };
}

async function typeCard(user: ReturnType<typeof openCheckout>, texts: (typeof catalogs)['en']) {
  await user.type(screen.getByLabelText(texts.checkout.form.cardNumber), '4242424242424242');
  await user.type(screen.getByLabelText(texts.checkout.form.expiry), '1239');
  await user.type(screen.getByLabelText(texts.checkout.form.cvc), '123');
  await user.type(screen.getByLabelText(texts.checkout.form.cardholderName), 'Anna Schmidt');
  await user.type(screen.getByLabelText(texts.checkout.form.email), 'anna@example.com');
}

const billingGroup = (texts: (typeof catalogs)['en']) =>
  within(screen.getByRole('group', { name: texts.checkout.payer.billingAddress }));

describe('the payer’s country and addresses on the checkout', () => {
  it('preselects the country of the browser’s language, keeps the form short and ships to the billing address (en)', async () => {
    const { user, texts } = open('en', ['de-DE', 'en']);
    const country = (await screen.findByLabelText(
      texts.checkout.payer.country,
      {},
      { timeout: 15_000 },
    )) as HTMLSelectElement;
    expect(country.value).toBe('DE');
    expect(country.selectedOptions[0]?.textContent).toBe('Germany');
    // One address on the page; the apartment and region lines are folded away.
    expect(screen.queryByRole('group', { name: texts.checkout.payer.shippingAddress })).toBeNull();
    expect(screen.getByText(texts.checkout.payer.moreLines)).toBeTruthy();
    expect((screen.getByLabelText(texts.checkout.payer.shipToBilling) as HTMLInputElement).checked).toBe(
      true,
    );
    await typeCard(user, texts);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(checkoutApi.pay).not.toHaveBeenCalled();
    expect(billingGroup(texts).getAllByText(texts.validation.required)).toHaveLength(2);
    await user.type(screen.getByLabelText(texts.checkout.payer.line1), 'Torstraße 12');
    await user.type(screen.getByLabelText(texts.checkout.payer.city), 'Berlin');
    checkoutApi.pay.mockResolvedValueOnce({
      status: 'processing',
      paymentId: 'pay_1',
      transactionId: 'TX-A',
      amount: 12_000,
      quantity: 1,
      currency: 'EUR',
      productName: 'Kilim',
      declineCode: null,
      action: null,
      receiptToken: null,
      successMessage: null,
      redirectUrl: null,
      redirectVerified: false,
    });
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    const address = { line1: 'Torstraße 12', city: 'Berlin', country: 'DE' };
    expect(checkoutApi.pay.mock.calls[0]?.[1]).toMatchObject({
      locale: 'en',
      payer: { billingAddress: address, shippingAddress: address },
    });
  });

  it('asks a separate shipping address when the payer says so, countries in Turkish (tr)', async () => {
    const { user, texts } = open('tr', ['tr-TR']);
    const country = (await screen.findByLabelText(
      texts.checkout.payer.country,
      {},
      { timeout: 15_000 },
    )) as HTMLSelectElement;
    expect(country.selectedOptions[0]?.textContent).toBe('Türkiye');
    await user.type(screen.getByLabelText(texts.checkout.payer.line1), 'Bağdat Caddesi 5');
    await user.type(screen.getByLabelText(texts.checkout.payer.city), 'İstanbul');
    await user.click(screen.getByLabelText(texts.checkout.payer.shipToBilling));
    const shipping = within(screen.getByRole('group', { name: texts.checkout.payer.shippingAddress }));
    const shippingCountry = shipping.getByLabelText(texts.checkout.payer.country) as HTMLSelectElement;
    expect(shippingCountry.value).toBe('TR');
    await typeCard(user, texts);
    await user.click(screen.getByRole('button', { name: /öde$/ }));
    expect(checkoutApi.pay).not.toHaveBeenCalled();
    expect(shipping.getAllByText(texts.validation.required)).toHaveLength(2);
    await user.selectOptions(shippingCountry, 'DE');
    expect(shippingCountry.selectedOptions[0]?.textContent).toBe('Almanya');
    await user.type(shipping.getByLabelText(texts.checkout.payer.line1), 'Torstraße 12');
    await user.type(shipping.getByLabelText(texts.checkout.payer.city), 'Berlin');
    checkoutApi.pay.mockResolvedValueOnce({
      status: 'processing',
      paymentId: 'pay_2',
      transactionId: 'TX-B',
      amount: 12_000,
      quantity: 1,
      currency: 'EUR',
      productName: 'Kilim',
      declineCode: null,
      action: null,
      receiptToken: null,
      successMessage: null,
      redirectUrl: null,
      redirectVerified: false,
    });
    await user.click(screen.getByRole('button', { name: /öde$/ }));
    expect(checkoutApi.pay.mock.calls[0]?.[1]).toMatchObject({
      locale: 'tr',
      payer: {
        billingAddress: { line1: 'Bağdat Caddesi 5', city: 'İstanbul', country: 'TR' },
        shippingAddress: { line1: 'Torstraße 12', city: 'Berlin', country: 'DE' },
      },
    });
  });
});
