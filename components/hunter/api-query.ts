"use client";

import { useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * The hunter area's default data fetch: a GET on the query key's segments joined with '/'.
 * Keys start with the API path, so invalidating ["/api/favorites"] refreshes every favourites query.
 */
export type ApiKey = readonly (string | number)[];

export const apiPath = (key: ApiKey) => key.join("/");

export function useApiQuery<T>(key: ApiKey, opts: Omit<UseQueryOptions<T, Error, T, ApiKey>, "queryKey" | "queryFn"> = {}) {
  return useQuery<T, Error, T, ApiKey>({ queryKey: key, queryFn: () => api.get<T>(apiPath(key)), ...opts });
}
