import { marketplacePayoutsResponse, settlementCurrencyRequest } from '../schemas/marketplace-payouts.ts';
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

export const setSettlementCurrency = endpoint({
  method: 'PUT',
  path: '/api/merchant/payouts/settlement-currency',
  permission: 'payoutAccounts.manage',
  body: settlementCurrencyRequest,
  responses: { 200: marketplacePayoutsResponse },
  errors: [400, 401, 403, 409],
  summary:
    'Marketplace mode: the currency iyzico pays the merchant in, sent to iyzico by the sub-merchants worker',
  description:
    "`TRY` (the lira IBAN) or `USD`, `EUR`, `GBP` (that currency's approved account: else 409 `settlement_account_missing`). Outside marketplace mode: 409 `settlement_currency_marketplace_only`. Owners only.",
  tags: ['Payouts'],
});
