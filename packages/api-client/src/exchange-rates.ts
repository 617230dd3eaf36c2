import { adminEnterExchangeRate, adminListExchangeRates } from '@kopru/domain/contracts/exchange-rates';
import type { ManualRateRequest } from '@kopru/domain/schemas/exchange-rates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKey } from './admin-merchants.ts';
import { call } from './client.ts';

const ratesKey = [...adminKey, 'exchange-rates'] as const;

/** The rate to lira each currency converts at now, with its source and date, and the last TCMB fetch. */
export function useExchangeRates() {
  return useQuery({ queryKey: ratesKey, queryFn: () => call(adminListExchangeRates) });
}

/** An admin's rate for today, for when TCMB's feed cannot be reached (audited). */
export function useEnterExchangeRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ManualRateRequest) => call(adminEnterExchangeRate, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ratesKey }),
  });
}
