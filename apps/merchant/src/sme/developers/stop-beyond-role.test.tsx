import { ApiError } from '@kopru/api-client/client';
import type { ApiKey } from '@kopru/domain/schemas/api-keys';
import type { WebhookEndpoint } from '@kopru/domain/schemas/webhooks';
import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { RevokeKeyDialog } from './revoke-key-dialog.tsx';
import { DeleteWebhookDialog } from './webhooks/delete-webhook-dialog.tsx';
import { EndpointDetails } from './webhooks/endpoint-details.tsx';

await texts('all');

/** Each mutation fails as the API answers a member whose role does not cover the key or endpoint. */
const refusing = (error: ApiError) => ({
  mutate: vi.fn((_input: unknown, options: { onError(error: ApiError): void }) => options.onError(error)),
  reset: vi.fn(),
  isPending: false,
});
const state = vi.hoisted(() => ({ mutation: undefined as unknown }));
vi.mock('@kopru/api-client/api-keys', () => ({ useRevokeApiKey: () => state.mutation }));
vi.mock('@kopru/api-client/webhooks', () => ({
  useDeleteWebhookEndpoint: () => state.mutation,
  useUpdateWebhookEndpoint: () => state.mutation,
}));

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const ownersKey: ApiKey = {
  id: 'key_owner',
  description: 'ERP',
  mode: 'test',
  publicKey: 'pk_test_abc',
  secretPrefix: 'sk_test_',
  secretLast4: 'wxyz',
  status: 'active',
  createdAt: '2026-12-01T10:00:00Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  rolledFrom: null,
  permissions: {
    payments: 'write',
    payerDetails: 'read',
    refunds: 'write',
    paymentLinks: 'write',
    payouts: 'write',
    disputes: 'write',
    balance: 'read',
    events: 'read',
    webhooks: 'write',
  },
};

const ownersEndpoint: WebhookEndpoint = {
  id: 'we_owner',
  url: 'https://erp.example.com/hooks',
  description: '',
  events: ['payment.succeeded', 'payout.paid'],
  payerDetails: true,
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failureCount: 0,
  lastTriggeredAt: null,
  previousSecretExpiresAt: null,
  createdAt: '2026-12-01T10:00:00Z',
  updatedAt: '2026-12-01T10:00:00Z',
};

const keyRefusal = {
  en: 'This key can do more than your role allows, so you cannot revoke it.',
  tr: 'Bu anahtar rolünüzün izin verdiğinden fazlasını yapabiliyor, bu yüzden onu iptal edemezsiniz.',
};
const endpointRefusal = {
  en: 'This endpoint receives more than your role may see, so you cannot delete it or turn it off.',
  tr: 'Bu uç nokta rolünüzün görebileceğinden fazlasını alıyor, bu yüzden onu silemez veya devre dışı bırakamazsınız.',
};

describe('a member whose role does not cover a key or endpoint is told why it cannot stop it', () => {
  for (const language of ['en', 'tr'] as const) {
    it(`revoking the owner’s key (${language})`, async () => {
      await i18n.changeLanguage(language);
      state.mutation = refusing(new ApiError('api_key_beyond_role', 403, { resources: ['payouts'] }));
      render(<RevokeKeyDialog apiKey={ownersKey} onClose={() => {}} />);
      await userEvent.setup().click(screen.getByRole('button', { name: i18n.t('developers.revoke.submit') }));
      expect((await screen.findByRole('alert')).textContent).toContain(keyRefusal[language]);
    });

    it(`deleting the owner’s endpoint (${language})`, async () => {
      await i18n.changeLanguage(language);
      state.mutation = refusing(new ApiError('webhook_endpoint_beyond_role', 403));
      render(<DeleteWebhookDialog endpoint={ownersEndpoint} onClose={() => {}} onDeleted={() => {}} />);
      await userEvent.setup().click(screen.getByRole('button', { name: i18n.t('webhooks.delete.submit') }));
      expect((await screen.findByRole('alert')).textContent).toContain(endpointRefusal[language]);
    });

    it(`turning the owner’s endpoint off (${language})`, async () => {
      await i18n.changeLanguage(language);
      state.mutation = refusing(new ApiError('webhook_endpoint_beyond_role', 403));
      const onNotice = vi.fn();
      render(<EndpointDetails endpoint={ownersEndpoint} onNotice={onNotice} />);
      await userEvent.setup().click(screen.getByRole('switch'));
      expect(onNotice).toHaveBeenCalledWith({
        tone: 'error',
        text: expect.stringContaining(endpointRefusal[language]),
      });
    });
  }
});
