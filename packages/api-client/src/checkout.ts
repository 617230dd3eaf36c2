import type * as CheckoutContracts from '@kopru/domain/contracts/checkout';
import type { PayRequestInput } from '@kopru/domain/schemas/checkout';
import { call, urlOf } from './client.ts';

type Contracts = typeof CheckoutContracts;

let loading: Promise<Contracts> | undefined;
let loaded: Contracts | undefined;

/**
 * The checkout's descriptions carry their zod schemas (about 14 kB gzipped with zod), more than
 * the payment page's first JavaScript can hold under its budget. They load as a chunk of their
 * own, started as soon as this module runs, so the download runs while the page paints its
 * spinner; every call waits for it and then parses its answer like any other `call`
 * (docs/decisions/005-checkout-parses-after-first-paint.md).
 */
export function loadCheckoutContracts(): Promise<Contracts> {
  loading ??= import('@kopru/domain/contracts/checkout').then((contracts) => {
    loaded = contracts;
    return contracts;
  });
  return loading;
}
void loadCheckoutContracts().catch(() => {
  // Offline for a moment: the first call loads them again and shows its error.
  loading = undefined;
});

/** The descriptions, once a call has loaded them (the payment form only shows after the link came). */
function contracts(): Contracts {
  if (!loaded) throw new Error('the checkout contracts are used before a call loaded them');
  return loaded;
}

/** The public checkout API (no login); the checkout app stays light, so no query cache here. */
export const checkoutApi = {
  /** Each call counts one visit of the link. */
  link: async (code: string) => call((await loadCheckoutContracts()).getPublicLink, { params: { code } }),
  /** One Idempotency-Key per attempt: a retry of the same attempt reuses it and is never charged twice. */
  pay: async (code: string, body: PayRequestInput, idempotencyKey: string) =>
    call(
      (await loadCheckoutContracts()).payPublicLink,
      { params: { code }, body },
      { headers: { 'idempotency-key': idempotencyKey } },
    ),
  /** Whether the next attempt needs a solved proof-of-work challenge (after repeated declines). */
  challenge: async (code: string) =>
    call((await loadCheckoutContracts()).getPayChallenge, { params: { code } }),
  payment: async (id: string) => call((await loadCheckoutContracts()).getPublicPayment, { params: { id } }),
  receipt: async (token: string) => call((await loadCheckoutContracts()).getReceipt, { params: { token } }),
};

/** Where the ALTCHA widget fetches a fresh challenge for this link (each one pays one attempt). */
export function challengeUrl(code: string): string {
  return urlOf(contracts().getPayChallenge, { params: { code } });
}

/** Where the payer's browser goes for 3-D Secure: the API sends it on to the acquirer's page. */
export function threeDsUrl(paymentId: string): string {
  return urlOf(contracts().openThreeDs, { params: { id: paymentId } });
}

/** The merchant's logo (the payment page and receipt show it once the link or receipt came). */
export function brandLogoUrl(id: string): string {
  return urlOf(contracts().publicBrandLogo, { params: { id } });
}
