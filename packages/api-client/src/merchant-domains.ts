import {
  addMerchantDomain,
  listMerchantDomains,
  removeMerchantDomain,
  verifyMerchantDomain,
} from '@kopru/domain/contracts/merchant-domains';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';

const key = ['merchant', 'domains'];

export function useMerchantDomains() {
  return useQuery({ queryKey: key, queryFn: () => call(listMerchantDomains) });
}

function useDomainMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}

export function useAddMerchantDomain() {
  return useDomainMutation((domain: string) => call(addMerchantDomain, { body: { domain } }));
}

export function useVerifyMerchantDomain() {
  return useDomainMutation((id: string) => call(verifyMerchantDomain, { params: { id } }));
}

export function useRemoveMerchantDomain() {
  return useDomainMutation((id: string) => call(removeMerchantDomain, { params: { id } }));
}
