import {
  adminCreateContent,
  adminDeleteContent,
  adminListContent,
  adminReorderContent,
  adminReplaceContent,
  adminSetContentVisibility,
  publicContent,
} from '@kopru/domain/contracts/content';
import type { Locale } from '@kopru/domain/locale';
import type { ContentInput, ContentKind } from '@kopru/domain/schemas/content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';

export const publicContentKey = (locale: Locale) => ['public-content', locale] as const;
export const adminContentKey = ['admin', 'content'] as const;

/** FAQ, testimonials and announcement of the landing page in `locale` (English where Turkish is empty). */
export function usePublicContent(locale: Locale) {
  return useQuery({
    queryKey: publicContentKey(locale),
    queryFn: ({ signal }) => call(publicContent, { query: { locale } }, { signal }),
    staleTime: 60_000,
    // Switching language keeps the previous texts on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminContent() {
  return useQuery({
    queryKey: adminContentKey,
    queryFn: () => call(adminListContent),
  });
}

/** Every admin change answers with fresh data; the list is refetched and visitors' cache dropped. */
function useContentMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      client.removeQueries({ queryKey: ['public-content'] });
      await client.invalidateQueries({ queryKey: adminContentKey });
    },
  });
}

export function useCreateContent() {
  return useContentMutation((input: ContentInput) => call(adminCreateContent, { body: input }));
}

export function useUpdateContent() {
  return useContentMutation(({ id, input }: { id: string; input: ContentInput }) =>
    call(adminReplaceContent, { params: { id }, body: input }),
  );
}

export function useSetContentVisibility() {
  return useContentMutation(({ id, visible }: { id: string; visible: boolean }) =>
    call(adminSetContentVisibility, { params: { id }, body: { visible } }),
  );
}

export function useDeleteContent() {
  return useContentMutation((id: string) => call(adminDeleteContent, { params: { id } }));
}

export function useReorderContent() {
  return useContentMutation(({ kind, ids }: { kind: ContentKind; ids: string[] }) =>
    call(adminReorderContent, { body: { kind, ids } }),
  );
}
