import { listPayoutSchedules, updatePayoutSchedule } from '@kopru/domain/contracts/payout-schedules';
import type { PayoutScheduleSettings } from '@kopru/domain/schemas/payout-schedules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';

const key = ['merchant', 'payout-schedules'] as const;

/** Automatic payouts: one schedule per balance currency, with its next run day and last run. */
export function usePayoutSchedules() {
  return useQuery({ queryKey: key, queryFn: () => call(listPayoutSchedules) });
}

export function useUpdatePayoutSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      currency,
      settings,
    }: {
      currency: 'USD' | 'EUR' | 'GBP';
      settings: PayoutScheduleSettings;
    }) => call(updatePayoutSchedule, { params: { currency }, body: settings }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
