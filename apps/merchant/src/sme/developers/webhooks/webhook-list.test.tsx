import type { WebhookEndpoint } from '@kopru/domain/schemas/webhooks';
import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n.ts';
import { WebhookList } from './webhook-list.tsx';

await texts('all');

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const endpoint = (id: string, payerDetails: boolean): WebhookEndpoint => ({
  id,
  url: `https://shop.example.com/${id}`,
  description: '',
  events: ['payment.succeeded', 'refund.created'],
  payerDetails,
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failureCount: 0,
  lastTriggeredAt: null,
  previousSecretExpiresAt: null,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
});

describe('the webhook endpoints list says what each receives', () => {
  for (const [language, withPayer, withoutPayer] of [
    ['en', '2 events, with customer details', '2 events, without customer details'],
    ['tr', '2 olay, müşteri bilgileriyle', '2 olay, müşteri bilgileri olmadan'],
  ] as const)
    it(`names the events and whether customer details go along (${language})`, async () => {
      await i18n.changeLanguage(language);
      render(
        <MemoryRouter>
          <WebhookList endpoints={[endpoint('we_a', true), endpoint('we_b', false)]} />
        </MemoryRouter>,
      );
      // The table and the phone cards both say it.
      expect(screen.getAllByText(withPayer)).toHaveLength(2);
      expect(screen.getAllByText(withoutPayer)).toHaveLength(2);
    });
});
