import type { Locale } from '@kopru/domain/locale';
import type { ContentInput, ContentKind } from '@kopru/domain/schemas/content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';

// The descriptions are imported on first call, so zod and the schemas stay out of the landing
// page's first JavaScript (decision 006).
const content = () => import('@kopru/domain/contracts/content');

export const publicContentKey = (locale: Locale) => ['public-content', locale] as const;
export const adminContentKey = ['admin', 'content'] as const;

/** FAQ, testimonials and announcement of the landing page in `locale` (English where Turkish is empty). */
export function usePublicContent(locale: Locale) {
  return useQuery({
    queryKey: publicContentKey(locale),
    queryFn: async ({ signal }) => call((await content()).publicContent, { query: { locale } }, { signal }),
    staleTime: 60_000,
    // Switching language keeps the previous texts on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminContent() {
  return useQuery({
    queryKey: adminContentKey,
    queryFn: async () => call((await content()).adminListContent),
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
  return useContentMutation(async (input: ContentInput) =>
    call((await content()).adminCreateContent, { body: input }),
  );
}

export function useUpdateContent() {
  return useContentMutation(async ({ id, input }: { id: string; input: ContentInput }) =>
    call((await content()).adminReplaceContent, { params: { id }, body: input }),
  );
}

export function useSetContentVisibility() {
  return useContentMutation(async ({ id, visible }: { id: string; visible: boolean }) =>
    call((await content()).adminSetContentVisibility, { params: { id }, body: { visible } }),
  );
}

export function useDeleteContent() {
  return useContentMutation(async (id: string) =>
    call((await content()).adminDeleteContent, { params: { id } }),
  );
}

export function useReorderContent() {
  return useContentMutation(async ({ kind, ids }: { kind: ContentKind; ids: string[] }) =>
    call((await content()).adminReorderContent, { body: { kind, ids } }),
  );
}
