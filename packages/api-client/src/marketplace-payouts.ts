import { marketplacePayouts, setSettlementCurrency } from '@kopru/domain/contracts/marketplace-payouts';
import type { SettlementCurrencyRequest } from '@kopru/domain/schemas/marketplace-payouts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';

const marketplaceKey = ['merchant', 'payouts', 'marketplace'] as const;

/** Who pays the merchant out; in marketplace mode what iyzico will pay, when and where. */
export function useMarketplacePayouts(enabled = true) {
  return useQuery({
    queryKey: marketplaceKey,
    enabled,
    queryFn: () => call(marketplacePayouts),
  });
}

/** Marketplace mode: an owner chooses the currency iyzico pays in (TRY or one with an approved account). */
export function useSetSettlementCurrency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SettlementCurrencyRequest) => call(setSettlementCurrency, { body }),
    onSuccess: (data) => client.setQueryData(marketplaceKey, data),
  });
}
