"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useApiQuery } from "@/components/hunter/api-query";
import { QUERY_KEYS } from "@/components/query/keys";
import type { MyWaitlistEntry } from "@/lib/waitlists/schema";

/** The hunter's waitlist entries (GET /api/hunter/waitlists), shared by the hunt page and the dashboard. */
export function useMyWaitlists() {
  const key = QUERY_KEYS.hunter.waitlists;
  const query = useApiQuery<MyWaitlistEntry[]>(key, { refetchInterval: 60_000 });
  const client = useQueryClient();
  return { ...query, refresh: () => client.invalidateQueries({ queryKey: key }) };
}
