import type { Endpoint } from './endpoint.ts';
import * as paymentLinks from './payment-links.ts';
import * as payouts from './payouts.ts';
import * as webhooks from './webhooks.ts';

/** Every endpoint description; the API registers each one (checked by apps/api's contracts test). */
export const endpoints: readonly Endpoint[] = [
  ...Object.values(paymentLinks),
  ...Object.values(payouts),
  ...Object.values(webhooks),
];
