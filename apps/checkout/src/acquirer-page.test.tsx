import { catalogs } from '@kopru/i18n/catalog';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkoutApi, threeDsUrl } from './checkout-api-stub.ts';
import { openCheckout, resetCheckoutEachTest } from './checkout-test-kit.tsx';

vi.mock('@kopru/api-client/checkout', () => import('./checkout-api-stub.ts'));
resetCheckoutEachTest();

/** With iyzico the card is typed on iyzico's page: our form asks no card field and sends none. */
const link = {
  code: 'K7M2QX',
  merchantName: 'Anadolu Halı',
  productName: 'Kilim',
  amount: 4999,
  currency: 'EUR' as const,
  description: null,
  customAmount: null,
  maxQuantity: 1,
  collect: [],
  sandbox: false,
  cardEntry: 'acquirer_page' as const,
  brand: { logo: null, color: null },
};

describe("card entry on the acquirer's page", () => {
  it.each(['en', 'tr'] as const)(
    'renders no card field, sends none and goes on to the page (%s)',
    async (language) => {
      const texts = catalogs[language].checkout.form;
      checkoutApi.pay.mockResolvedValueOnce({
        paymentId: 'pay_1',
        transactionId: 'TX-1',
        amount: 4999,
        quantity: 1,
        currency: 'EUR',
        productName: 'Kilim',
        declineCode: null,
        action: { type: 'redirect', url: 'https://sandbox-cpp.iyzipay.com?token=t' },
        receiptToken: null,
        successMessage: null,
        redirectUrl: null,
        status: 'requires_action',
      });
      const user = openCheckout(link, language);
      expect(screen.queryByLabelText(texts.cardNumber)).toBeNull();
      expect(screen.queryByLabelText(texts.expiry)).toBeNull();
      expect(screen.queryByLabelText(texts.cvc)).toBeNull();
      expect(screen.getByText(texts.acquirerPage)).toBeTruthy();
      const button = screen.getByRole('button', { name: /iyzico/ });
      await user.click(button);
      // Only the payer's name and e-mail are required here.
      expect(screen.getAllByText(catalogs[language].validation.required)).toHaveLength(2);
      await user.type(screen.getByLabelText(texts.payerName), 'Ayşe Yılmaz');
      await user.type(screen.getByLabelText(texts.email), 'ayse@example.com');
      await user.click(button);
      expect(checkoutApi.pay).toHaveBeenCalledTimes(1);
      const body = checkoutApi.pay.mock.calls[0]?.[1] as Record<string, unknown>;
      expect(body).toMatchObject({
        cardholderName: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        locale: language,
      });
      expect(body).not.toHaveProperty('cardNumber');
      expect(body).not.toHaveProperty('cvc');
      expect(body).not.toHaveProperty('expiry');
      expect(threeDsUrl).toHaveBeenCalledWith('pay_1');
    },
  );
});
