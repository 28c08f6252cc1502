"use client";

import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminUser } from "@/lib/users/management";
import type { PendingHuntReview, PendingOutfitterReview, RevenueData } from "./types";

/** Query keys of the admin dashboard; mutations invalidate these. */
export const adminKeys = {
  users: ["admin", "users"] as const,
  revenue: ["admin", "revenue"] as const,
  reviews: ["admin", "reviews", "pending"] as const,
  outfitterReviews: ["admin", "outfitter-reviews", "pending"] as const,
  outfitters: ["users", "outfitters"] as const,
  gear: (outfitterId: number) => ["outfitter-gear", outfitterId] as const,
  monthly: (month: number, year: number) => ["admin", "monthly-reports", year, month] as const,
  outbox: ["admin", "email-outbox"] as const,
  settings: ["admin", "settings"] as const,
};

/** Every outfitter account (approvals, the gear panel's picker, the Active Outfitters count): a few hundred, not every hunter. */
export const useAdminOutfitters = () =>
  useQuery({ queryKey: [...adminKeys.users, "outfitters"], queryFn: () => api.get<AdminUser[]>("/api/admin/users?role=outfitter") });

export type AdminUsersPage = { users: AdminUser[]; nextCursor: string | null; hasMore: boolean; total: number };

/** How many accounts there are (Total Users), without loading them. */
export const useUserTotal = () =>
  useQuery({
    queryKey: [...adminKeys.users, "total"],
    queryFn: async () => (await api.get<AdminUsersPage>("/api/admin/users?limit=1")).total,
  });

export const USER_SEARCH_PAGE = 25;

/** User Management's list: searched on the server (name or e-mail), newest first, a page at a time. */
export const useUserSearch = (q: string) =>
  useInfiniteQuery({
    queryKey: [...adminKeys.users, "search", q],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(USER_SEARCH_PAGE) });
      if (q) params.set("q", q);
      if (pageParam) params.set("cursor", pageParam);
      return api.get<AdminUsersPage>(`/api/admin/users?${params}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
export const useRevenue = () => useQuery({ queryKey: adminKeys.revenue, queryFn: () => api.get<RevenueData>("/api/admin/revenue") });
export const usePendingReviews = () =>
  useQuery({ queryKey: adminKeys.reviews, queryFn: () => api.get<PendingHuntReview[]>("/api/admin/reviews/pending") });
export const usePendingOutfitterReviews = () =>
  useQuery({
    queryKey: adminKeys.outfitterReviews,
    queryFn: () => api.get<PendingOutfitterReview[]>("/api/admin/outfitter-reviews/pending"),
  });
