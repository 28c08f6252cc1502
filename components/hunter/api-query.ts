"use client";

import { useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * The spec's default data fetch (spec 000 §7): a GET on the query key's segments joined with '/'.
 * Keys start with the API path, so invalidating ["/api/favorites"] refreshes every favourites query.
 */
export type ApiKey = readonly (string | number)[];

export const apiPath = (key: ApiKey) => key.join("/");

export function useApiQuery<T>(key: ApiKey, opts: Omit<UseQueryOptions<T, Error, T, ApiKey>, "queryKey" | "queryFn"> = {}) {
  return useQuery<T, Error, T, ApiKey>({ queryKey: key, queryFn: () => api.get<T>(apiPath(key)), ...opts });
}

/** Query keys of the hunter area, one place so mutations refresh exactly what they change. */
export const HUNTER_KEYS = {
  favorites: ["/api/favorites"] as const,
  favoriteHunts: ["/api/favorites", "hunts"] as const,
  favoriteCheck: (outfitterId: number) => ["/api/favorites", "check", outfitterId] as const,
  bookings: ["/api/hunter/bookings"] as const,
  inquiries: ["/api/booking-inquiries"] as const,
  myInquiries: ["/api/booking-inquiries", "my"] as const,
  inquiry: (outfitterId: number) => ["/api/booking-inquiries", outfitterId] as const,
  claimOutfitters: ["/api/booking-claims", "outfitters"] as const,
  messagedOutfitters: ["/api/hunter/messaged-outfitters"] as const,
};
