import { merchantReleases } from '@kopru/domain/contracts/release-terms';
import { useQuery } from '@tanstack/react-query';
import { call } from './client.ts';

/** The merchant's release terms, what is held and, per payment, when its share and reserve are released. */
export function useMerchantReleases(enabled = true) {
  return useQuery({
    queryKey: ['merchant', 'releases'],
    enabled,
    queryFn: () => call(merchantReleases),
    refetchOnWindowFocus: true,
  });
}
