import { marketplacePayoutsResponse } from '../schemas/marketplace-payouts.ts';
import { endpoint } from './endpoint.ts';

export const marketplacePayouts = endpoint({
  method: 'GET',
  path: '/api/merchant/payouts/marketplace',
  permission: 'payouts.read',
  responses: { 200: marketplacePayoutsResponse },
  errors: [401, 403],
  summary: 'Who pays the merchant out; in marketplace mode what iyzico will pay, when and to which IBAN',
  tags: ['Payouts'],
});
