import {
  adminDecideDispute,
  adminDisputeFile,
  adminGetDispute,
  adminListDisputes,
  disputeFile,
  getDispute,
  listDisputes,
  submitDisputeEvidence,
} from '@kopru/domain/contracts/disputes';
import type { DisputeStatus } from '@kopru/domain/schemas/disputes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, urlOf } from './client.ts';
import { upload } from './upload.ts';

/** The merchant's disputes, newest first; `paymentId` for one transaction's. */
export function useDisputes(query: { paymentId?: string; status?: DisputeStatus } = {}) {
  return useQuery({
    queryKey: ['merchant', 'disputes', 'list', query],
    queryFn: () => call(listDisputes, { query: { limit: 100, ...query } }),
  });
}

export function useDispute(id: string) {
  return useQuery({
    queryKey: ['merchant', 'disputes', 'detail', id],
    queryFn: () => call(getDispute, { params: { id } }),
  });
}

export interface EvidenceInput {
  text: string;
  files: File[];
  onProgress?: (fraction: number) => void;
}

/** Sends the merchant's answer: text and files in one multipart request, as KYC does. */
export function useSubmitEvidence(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ text, files, onProgress }: EvidenceInput) => {
      const form = new FormData();
      form.append('text', text);
      for (const file of files) form.append('documents', file, file.name);
      return upload(submitDisputeEvidence, { params: { id } }, form, { onProgress });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['merchant', 'disputes'] }),
  });
}

export function useAdminDisputes(query: { status?: DisputeStatus } = {}) {
  return useQuery({
    queryKey: ['admin', 'disputes', 'list', query],
    queryFn: () => call(adminListDisputes, { query: { limit: 100, ...query } }),
  });
}

export function useAdminDispute(id: string) {
  return useQuery({
    queryKey: ['admin', 'disputes', 'detail', id],
    queryFn: () => call(adminGetDispute, { params: { id } }),
  });
}

export function useDecideDispute(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'won' | 'lost') => call(adminDecideDispute, { params: { id }, body: { outcome } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'disputes'] }),
  });
}

/** Where an evidence file is shown: the merchant's own route or the admin's. */
export function evidenceFileUrl(side: 'merchant' | 'admin', disputeId: string, fileId: string): string {
  return urlOf(side === 'admin' ? adminDisputeFile : disputeFile, { params: { id: disputeId, fileId } });
}
