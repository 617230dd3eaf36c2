import { getAcquirerRegistration } from '@kopru/domain/contracts/profile';
import { useQuery } from '@tanstack/react-query';
import { call } from './client.ts';

export const acquirerRegistrationKey = ['acquirer-registration'] as const;

/**
 * Whether payers can pay the signed-in merchant (marketplace mode: its registration with iyzico),
 * and why not; asked again every minute while it is on its way.
 */
export function useAcquirerRegistration(enabled = true) {
  return useQuery({
    queryKey: acquirerRegistrationKey,
    queryFn: () => call(getAcquirerRegistration),
    enabled,
    refetchInterval: (query) => (query.state.data?.state === 'registering' ? 15_000 : false),
  });
}
