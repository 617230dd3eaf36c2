import { exchangeRateSchema, exchangeRatesResponse, manualRateRequest } from '../schemas/exchange-rates.ts';
import { endpoint } from './endpoint.ts';

const tags = ['admin'];

/** The rates to lira a conversion uses (TCMB's daily file, or a rate an admin entered). */
export const adminListExchangeRates = endpoint({
  method: 'GET',
  path: '/api/admin/exchange-rates',
  responses: { 200: exchangeRatesResponse },
  errors: [401, 403],
  summary: 'Current rate to lira per currency, with its source and date, and the last TCMB fetch',
  tags,
});

export const adminEnterExchangeRate = endpoint({
  method: 'POST',
  path: '/api/admin/exchange-rates',
  body: manualRateRequest,
  responses: { 201: exchangeRateSchema },
  errors: [400, 401, 403],
  summary: "Enter a rate by hand for today (Istanbul) when TCMB's feed cannot be reached; audited",
  tags,
});
