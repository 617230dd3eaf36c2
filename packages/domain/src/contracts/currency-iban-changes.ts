import {
  adminCurrencyIbanChangeListResponse,
  adminCurrencyIbanChangeSchema,
  currencyIbanChangeIdParams,
  currencyIbanChangeListResponse,
  currencyIbanChangeSchema,
  rejectCurrencyIbanChangeRequest,
  requestCurrencyIbanChange,
} from '../schemas/currency-iban-changes.ts';
import { endpoint } from './endpoint.ts';

const tags = ['merchant'];

export const pendingCurrencyIbanChanges = endpoint({
  method: 'GET',
  path: '/api/merchant/currency-iban-changes',
  permission: 'payouts.read',
  responses: { 200: currencyIbanChangeListResponse },
  errors: [401, 403],
  summary: 'The changes of foreign-currency account IBANs waiting for review, one per currency at most',
  tags,
});

export const requestCurrencyIbanChangeEndpoint = endpoint({
  method: 'POST',
  path: '/api/merchant/currency-iban-changes',
  permission: 'payoutAccounts.manage',
  body: requestCurrencyIbanChange,
  responses: { 201: currencyIbanChangeSchema },
  errors: [400, 401, 403, 409],
  summary:
    "Asks to add, change (an IBAN) or remove (empty) a currency's account: a new request with its own id; that currency's pending request, if any, is replaced (withdrawn) and the owners are e-mailed",
  tags,
});

export const withdrawCurrencyIbanChangeEndpoint = endpoint({
  method: 'POST',
  path: '/api/merchant/currency-iban-changes/:id/withdraw',
  permission: 'payoutAccounts.manage',
  params: currencyIbanChangeIdParams,
  responses: { 200: currencyIbanChangeSchema },
  errors: [401, 403, 404, 409],
  summary: 'Withdraws a request no admin has decided yet; the account in use stays',
  tags,
});

const adminTags = ['admin'];

/** The admin's queue of currency account changes, and its decisions. */
export const adminListCurrencyIbanChanges = endpoint({
  method: 'GET',
  path: '/api/admin/currency-iban-changes',
  responses: { 200: adminCurrencyIbanChangeListResponse },
  errors: [401, 403],
  summary: 'Currency account changes of verified merchants waiting for review, oldest first',
  tags: adminTags,
});

export const adminApproveCurrencyIbanChange = endpoint({
  method: 'POST',
  path: '/api/admin/currency-iban-changes/:id/approve',
  params: currencyIbanChangeIdParams,
  responses: { 200: adminCurrencyIbanChangeSchema },
  errors: [401, 403, 404, 409],
  summary:
    "Approve the request with this id: the currency's payouts go to the new account (or it has none) from now on; 409 change_request_replaced when the merchant replaced it since",
  tags: adminTags,
});

export const adminRejectCurrencyIbanChange = endpoint({
  method: 'POST',
  path: '/api/admin/currency-iban-changes/:id/reject',
  params: currencyIbanChangeIdParams,
  body: rejectCurrencyIbanChangeRequest,
  responses: { 200: adminCurrencyIbanChangeSchema },
  errors: [400, 401, 403, 404, 409],
  summary:
    'Reject the request with this id: the account in use stays; the owners are told why; 409 change_request_replaced when the merchant replaced it since',
  tags: adminTags,
});
