import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-error';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Set to false when the screen shows the error itself (e.g. a login form). */
      errorToast?: boolean;
    };
  }
}

const maxRetries = 2;

/**
 * Queries retry server and network failures twice but never client errors (4xx and catalogue
 * codes): asking again will not change the answer. A failed mutation is handed to
 * `onMutationError` (the shell shows a toast) unless its meta says the screen shows it itself.
 */
export function createQueryClient(onMutationError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false) onMutationError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < maxRetries,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
