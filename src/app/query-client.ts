// Server state: one TanStack Query client. Its catalogue reads are saved to localStorage
// (query-persistence.ts), so a returning buyer sees the catalogue at once, then fresh data.
import { QueryClient } from '@tanstack/react-query';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: DAY_MS,
      retry: (count, error) => count < 1 && (error as { code?: string }).code === 'network',
      refetchOnWindowFocus: false,
    },
  },
});
