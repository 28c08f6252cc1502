"use client";

import type { PublicFees } from "@/lib/hunts/fees-present";
import { ActionRefusal } from "@/lib/actions/call";
import type { PublicDeparture } from "@/lib/departures/present";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError, api } from "@/lib/api-client";
import type { OutfitterBooking } from "@/lib/bookings/present";
import type { PendingClaim } from "@/lib/claims/outfitter";
import type { Balance } from "@/lib/money/commission/payments";
import type { PublicHunt } from "@/lib/hunts/present";
import type { PayoutStatus } from "@/lib/money/payouts/service";
import type { BusinessOverview } from "@/lib/reports/overview";
import type { CurrentReport } from "@/lib/reports/questionnaire";
import { QUERY_KEYS } from "@/components/query/keys";

/** The outfitter dashboard's server data, one TanStack query each. */
export type OwnHunt = PublicHunt & {
  bookingCounts: Record<string, number>;
  departures: PublicDeparture[];
  fees?: PublicFees;
  /** The trip agreement's current text ("" for none) and whether members give a licence number (lib/agreements). */
  tripAgreement?: string;
  asksLicenceNumber?: boolean;
};

/** The dashboard's own queries (their keys are in QUERY_KEYS.outfitter): what a refresh with no names renews. */
const DASHBOARD = ["hunts", "bookings", "claims", "balance", "overview", "report", "payouts"] as const;
type DashboardQuery = (typeof DASHBOARD)[number];

/** The session-expired and auth-failed wording; otherwise the server's message, else the fallback. */
export function failureText(err: unknown, fallback: string): string {
  // The API's error and a server action's refusal (lib/actions/call.ts) say the same things.
  if (err instanceof ApiError || err instanceof ActionRefusal) {
    if (err.status === 401) return "Your session has expired. Please refresh the page and log in again.";
    if (/^(unauthorized|forbidden)$/i.test(err.message)) return "Authentication failed. Please refresh the page and log in again.";
    return err.message || fallback;
  }
  return fallback;
}

/** Shows a query's load failure once as a toast ('Failed to fetch hunts' …). */
export function useFailureToast(error: unknown, title: string) {
  useEffect(() => {
    if (error) toast.error(title, { description: failureText(error, title) });
  }, [error, title]);
}

export function useOwnHunts() {
  const q = useQuery({ queryKey: QUERY_KEYS.outfitter.hunts, queryFn: () => api.get<OwnHunt[]>("/api/outfitter/hunts") });
  useFailureToast(q.error, "Failed to fetch hunts");
  return q;
}

export function useOutfitterBookings() {
  const q = useQuery({ queryKey: QUERY_KEYS.outfitter.bookings, queryFn: () => api.get<OutfitterBooking[]>("/api/outfitter/bookings") });
  useFailureToast(q.error, "Failed to fetch bookings");
  return q;
}

export function usePendingClaims() {
  const q = useQuery({ queryKey: QUERY_KEYS.outfitter.claims, queryFn: () => api.get<PendingClaim[]>("/api/outfitter/booking-claims") });
  useFailureToast(q.error, "Failed to fetch booking claims");
  return q;
}

/** totalOwed falls back to '0.00' when the balance cannot be read: the dashboard shows a zero balance, not an error. */
export function useBalance() {
  return useQuery({
    queryKey: QUERY_KEYS.outfitter.balance,
    queryFn: () =>
      api
        .get<Balance>("/api/outfitter/balance")
        .catch(() => ({ totalOwed: "0.00", paidToDate: "0.00", lastUpdated: null, pendingAtPaypal: "0.00" })),
  });
}

export function useOverview() {
  return useQuery({ queryKey: QUERY_KEYS.outfitter.overview, queryFn: () => api.get<BusinessOverview>("/api/outfitter/overview") });
}

export function usePayoutStatus() {
  return useQuery({ queryKey: QUERY_KEYS.outfitter.payouts, queryFn: () => api.get<PayoutStatus>("/api/outfitter/payouts") });
}

export function useCurrentReport(enabled = true) {
  return useQuery({ queryKey: QUERY_KEYS.outfitter.report, queryFn: () => api.get<CurrentReport>("/api/questionnaire/current"), enabled });
}

/** After a hunt, booking or claim changes: refresh everything the dashboard derives from them. */
export function useRefreshOutfitter() {
  const qc = useQueryClient();
  return (...keys: DashboardQuery[]) => {
    const which = keys.length ? keys : DASHBOARD;
    for (const k of which) void qc.invalidateQueries({ queryKey: QUERY_KEYS.outfitter[k] });
  };
}
