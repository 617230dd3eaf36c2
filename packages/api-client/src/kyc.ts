import {
  adminApproveKyc,
  adminListKycSubmissions,
  adminMerchantKycHistory,
  adminRejectKyc,
  kycOverview,
  submitKyc,
} from '@kopru/domain/contracts/kyc';
import type { KycOverview, KycSubmissionFields, KycSubmissionStatus } from '@kopru/domain/schemas/kyc';
import type { SessionResponse } from '@kopru/domain/schemas/session';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionKey } from './auth.ts';
import { call } from './client.ts';
import { upload } from './upload.ts';

export const kycKey = ['kyc'] as const;

/** Keeps the session's copy of the merchant's KYC state in line with what the KYC API said. */
function syncSession(client: ReturnType<typeof useQueryClient>, overview: KycOverview) {
  client.setQueryData<SessionResponse | null>(sessionKey, (session) =>
    session?.merchant &&
    (session.merchant.kycStatus !== overview.kycStatus ||
      session.merchant.verificationStatus !== overview.verificationStatus)
      ? {
          ...session,
          merchant: {
            ...session.merchant,
            kycStatus: overview.kycStatus,
            verificationStatus: overview.verificationStatus,
          },
        }
      : session,
  );
}

/** The merchant's KYC status and latest submission; refreshed when the tab regains focus. */
export function useKyc() {
  const client = useQueryClient();
  return useQuery({
    queryKey: kycKey,
    queryFn: async () => {
      const overview = await call(kycOverview);
      syncSession(client, overview);
      return overview;
    },
    refetchOnWindowFocus: true,
  });
}

export interface SubmitKycInput {
  fields: KycSubmissionFields;
  files: File[];
  onProgress?: (fraction: number) => void;
}

export function useSubmitKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files, onProgress }: SubmitKycInput) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const file of files) form.append('documents', file, file.name);
      return upload(submitKyc, {}, form, { onProgress });
    },
    onSuccess: (overview) => {
      client.setQueryData(kycKey, overview);
      syncSession(client, overview);
    },
  });
}

const adminKycKey = ['admin', 'kyc'] as const;

/** The admin's list of submissions in one status, page by page. */
export function useKycSubmissions(status: KycSubmissionStatus) {
  return useInfiniteQuery({
    queryKey: [...adminKycKey, 'list', status],
    queryFn: ({ pageParam }) =>
      call(adminListKycSubmissions, { query: { status, limit: 20, starting_after: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.has_more ? page.data.at(-1)?.id : undefined),
  });
}

export type KycDecisionInput =
  | { id: string; action: 'approve' }
  | { id: string; action: 'reject'; reason: string };

export function useDecideKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: KycDecisionInput) =>
      input.action === 'reject'
        ? call(adminRejectKyc, { params: { id: input.id }, body: { reason: input.reason } })
        : call(adminApproveKyc, { params: { id: input.id } }),
    onSettled: () => {
      client.invalidateQueries({ queryKey: adminKycKey });
      client.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}

export function useMerchantKycHistory(merchantId: string | null) {
  return useQuery({
    queryKey: [...adminKycKey, 'history', merchantId],
    queryFn: () => call(adminMerchantKycHistory, { params: { merchantId: merchantId ?? '' } }),
    enabled: merchantId !== null,
  });
}
