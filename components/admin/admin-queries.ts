"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminUser } from "@/lib/admin/users";
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

export const useAdminUsers = () => useQuery({ queryKey: adminKeys.users, queryFn: () => api.get<AdminUser[]>("/api/admin/users") });
export const useRevenue = () => useQuery({ queryKey: adminKeys.revenue, queryFn: () => api.get<RevenueData>("/api/admin/revenue") });
export const usePendingReviews = () =>
  useQuery({ queryKey: adminKeys.reviews, queryFn: () => api.get<PendingHuntReview[]>("/api/admin/reviews/pending") });
export const usePendingOutfitterReviews = () =>
  useQuery({
    queryKey: adminKeys.outfitterReviews,
    queryFn: () => api.get<PendingOutfitterReview[]>("/api/admin/outfitter-reviews/pending"),
  });
