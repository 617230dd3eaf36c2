import { listExportRecords, updateExportRecord } from '@kopru/domain/contracts/export-records';
import type { UpdateExportRecordRequest } from '@kopru/domain/schemas/export-records';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';

const exportRecordsKey = ['merchant', 'export-records'] as const;

/** The merchant's export records of one month (YYYY-MM, Istanbul), newest sale first. */
export function useExportRecords(month: string) {
  return useInfiniteQuery({
    queryKey: [...exportRecordsKey, month],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(listExportRecords, { query: { month, limit: 50, starting_after: pageParam } }),
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?.paymentId : undefined),
  });
}

export function useUpdateExportRecord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, ...body }: UpdateExportRecordRequest & { paymentId: string }) =>
      call(updateExportRecord, { params: { paymentId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: exportRecordsKey }),
  });
}
