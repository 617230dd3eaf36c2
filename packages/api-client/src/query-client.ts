import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';

/** The query cache of a console: one retry, no refetch when the window regains focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

const client = createQueryClient();

/** Gives the app's hooks the console's query cache. */
export function ApiProvider({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client }, children);
}
