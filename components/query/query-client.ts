import { QueryClient, isServer } from "@tanstack/react-query";

function makeQueryClient() {
  // Spec 000 §7 defaults: no automatic retries, no refetch on focus, no interval, never stale.
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * One query cache per browser tab, shared by every QueryProvider on the page (the signed-in areas
 * and the lazily loaded hunter widgets on public pages), so an invalidation in one reaches all.
 * On the server every render gets its own cache: nothing leaks between requests.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}
