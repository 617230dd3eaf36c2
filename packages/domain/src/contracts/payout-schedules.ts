import {
  payoutScheduleListResponse,
  payoutScheduleParams,
  payoutScheduleSchema,
  payoutScheduleSettings,
} from '../schemas/payout-schedules.ts';
import { endpoint } from './endpoint.ts';

const tags = ['Payouts'];

/** Automatic payouts (docs/automatic-payouts.md): one schedule per balance currency. */
export const listPayoutSchedules = endpoint({
  method: 'GET',
  path: '/api/merchant/payout-schedules',
  permission: 'payouts.read',
  responses: { 200: payoutScheduleListResponse },
  errors: [401, 403],
  summary: 'Automatic payout schedules, with the next run day and the last run',
  tags,
});

export const updatePayoutSchedule = endpoint({
  method: 'PUT',
  path: '/api/merchant/payout-schedules/:currency',
  permission: 'payouts.request',
  params: payoutScheduleParams,
  body: payoutScheduleSettings,
  responses: { 200: payoutScheduleSchema },
  errors: [400, 401, 403, 409],
  summary: "Set a currency's automatic payouts",
  description:
    "`frequency` off, daily, weekly (`weekday` 1 = Monday ... 7 = Sunday) or monthly (`dayOfMonth` 1-28); `minimumAmount` in minor units, not below the minimum payout; `target` `same` (needs that currency's IBAN: else 409 `payout_account_missing_currency`) or `TRY` (converted at the rate of the day, accepted automatically).",
  tags,
});
