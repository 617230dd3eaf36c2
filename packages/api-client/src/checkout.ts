import type {
  PayChallengeResponse,
  PayRequestInput,
  PayResponse,
  PublicLink,
  Receipt,
} from '@kopru/domain/schemas/checkout';
import { api, apiUrl } from './client.ts';

/** The public checkout API (no login); the checkout app stays light, so no query cache here. */
export const checkoutApi = {
  /** Each call counts one visit of the link. */
  link: (code: string) => api.get<PublicLink>(`/api/public/links/${encodeURIComponent(code)}`),
  /** One Idempotency-Key per attempt: a retry of the same attempt reuses it and is never charged twice. */
  pay: (code: string, body: PayRequestInput, idempotencyKey: string) =>
    api.post<PayResponse>(`/api/public/links/${encodeURIComponent(code)}/payments`, body, {
      headers: { 'idempotency-key': idempotencyKey },
    }),
  /** Whether the next attempt needs a solved proof-of-work challenge (after repeated declines). */
  challenge: (code: string) => api.get<PayChallengeResponse>(challengePath(code)),
  payment: (id: string) => api.get<PayResponse>(`/api/public/payments/${encodeURIComponent(id)}`),
  receipt: (token: string) => api.get<Receipt>(`/api/public/receipts/${encodeURIComponent(token)}`),
};

const challengePath = (code: string) => `/api/public/links/${encodeURIComponent(code)}/challenge`;

/** Where the ALTCHA widget fetches a fresh challenge for this link (each one pays one attempt). */
export function challengeUrl(code: string): string {
  return apiUrl(challengePath(code));
}

/** Where the payer's browser goes for 3-D Secure: the API sends it on to the acquirer's page. */
export function threeDsUrl(paymentId: string): string {
  return apiUrl(`/api/public/payments/${encodeURIComponent(paymentId)}/3ds`);
}
