"use client";

import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminUser } from "@/lib/users/management";
import type { PendingHuntReview, PendingOutfitterReview, RevenueData } from "./types";
import { QUERY_KEYS } from "@/components/query/keys";

/** Every outfitter account (approvals, the gear panel's picker, the Active Outfitters count): a few hundred, not every hunter. */
export const useAdminOutfitters = () =>
  useQuery({ queryKey: QUERY_KEYS.admin.outfitterUsers, queryFn: () => api.get<AdminUser[]>("/api/admin/users?role=outfitter") });

export type AdminUsersPage = { users: AdminUser[]; nextCursor: string | null; hasMore: boolean; total: number };

/** How many accounts there are (Total Users), without loading them. */
export const useUserTotal = () =>
  useQuery({
    queryKey: QUERY_KEYS.admin.userTotal,
    queryFn: async () => (await api.get<AdminUsersPage>("/api/admin/users?limit=1")).total,
  });

export const USER_SEARCH_PAGE = 25;

/** User Management's list: searched on the server (name or e-mail), newest first, a page at a time. */
export const useUserSearch = (q: string, role = "", status = "") =>
  useInfiniteQuery({
    queryKey: QUERY_KEYS.admin.userSearch(q, role, status),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(USER_SEARCH_PAGE) });
      if (q) params.set("q", q);
      if (role) params.set("role", role);
      if (status) params.set("status", status);
      if (pageParam) params.set("cursor", pageParam);
      return api.get<AdminUsersPage>(`/api/admin/users?${params}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
export const useRevenue = () => useQuery({ queryKey: QUERY_KEYS.admin.revenue, queryFn: () => api.get<RevenueData>("/api/admin/revenue") });
export const usePendingReviews = () =>
  useQuery({ queryKey: QUERY_KEYS.admin.reviews, queryFn: () => api.get<PendingHuntReview[]>("/api/admin/reviews/pending") });
export const usePendingOutfitterReviews = () =>
  useQuery({
    queryKey: QUERY_KEYS.admin.outfitterReviews,
    queryFn: () => api.get<PendingOutfitterReview[]>("/api/admin/outfitter-reviews/pending"),
  });
