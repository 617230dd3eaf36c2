import { marketplacePayouts } from '@kopru/domain/contracts/marketplace-payouts';
import { useQuery } from '@tanstack/react-query';
import { call } from './client.ts';

/** Who pays the merchant out; in marketplace mode what iyzico will pay, when and where. */
export function useMarketplacePayouts(enabled = true) {
  return useQuery({
    queryKey: ['merchant', 'payouts', 'marketplace'],
    enabled,
    queryFn: () => call(marketplacePayouts),
  });
}
