import { afterEach, describe, expect, it, vi } from 'vitest';
import { challengeUrl, checkoutApi, threeDsUrl } from './checkout.ts';
import { ApiError } from './client.ts';

const link = {
  code: 'AB12CD34',
  merchantName: 'Anadolu Halı',
  productName: 'Kilim',
  amount: 4999,
  currency: 'USD',
  description: null,
  customAmount: null,
  maxQuantity: 1,
  collect: [],
  sandbox: true,
  cardEntry: 'form',
  brand: { logo: null, color: null },
};

function answer(body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checkoutApi', () => {
  it('calls the described path and answers the link as its contract parses it', async () => {
    const fetchMock = answer({ ...link, unknownField: 'dropped' });
    await expect(checkoutApi.link('AB12CD34')).resolves.toEqual(link);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/links/AB12CD34');
  });

  it('refuses an answer that does not match the contract instead of showing it', async () => {
    answer({ ...link, amount: '49.99' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(checkoutApi.link('AB12CD34')).rejects.toEqual(new ApiError('unexpected_response', 200));
  });

  it('sends the attempt key with the payment and builds the browser addresses from the contracts', async () => {
    const fetchMock = answer({
      status: 'requires_action',
      paymentId: 'pay_1',
      transactionId: 'TXN-1',
      amount: 4999,
      quantity: 1,
      currency: 'USD',
      productName: 'Kilim',
      declineCode: null,
      action: { type: 'redirect', url: 'https://bank.example/3ds' },
      receiptToken: null,
      successMessage: null,
      redirectUrl: null,
      redirectVerified: false,
    });
    const body = {
      cardNumber: '4000 0000 0000 3220',
      expiry: '12/30',
      cvc: '123',
      cardholderName: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
    };
    const result = await checkoutApi.pay('AB12CD34', body, 'key-1');
    expect(result.status).toBe('requires_action');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/links/AB12CD34/payments');
    expect(new Headers(init?.headers).get('idempotency-key')).toBe('key-1');
    expect(threeDsUrl('pay_1')).toBe('/api/public/payments/pay_1/3ds');
    expect(challengeUrl('AB12CD34')).toBe('/api/public/links/AB12CD34/challenge');
  });
});
