// Shared by the checkout's component tests (with checkout-api-stub.ts): the page rendered in a
// language, and the stubbed API reset before each test.
import type { PublicLink } from '@kopru/domain/schemas/checkout';
import { languageStorageKey } from '@kopru/i18n/storage-key';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach } from 'vitest';
import { checkoutApi } from './checkout-api-stub.ts';
import { CheckoutView } from './checkout-view.tsx';
import { I18nProvider } from './i18n.ts';

/** No challenge needed and no payment answered yet; the page and its language cleared after each test. */
export function resetCheckoutEachTest(): void {
  beforeEach(() => {
    checkoutApi.challenge.mockResolvedValue({ required: false });
    checkoutApi.pay.mockReset();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}

/** The checkout page of `link` in `language`, and a user that types without delays. */
export function openCheckout(link: PublicLink, language: 'en' | 'tr') {
  localStorage.setItem(languageStorageKey, language);
  render(
    <I18nProvider>
      <CheckoutView link={link} />
    </I18nProvider>,
  );
  return userEvent.setup({ delay: null });
}
