"use client";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { lazyWithQuery } from "@/components/query/lazy-with-query";

type DashboardProps = { loading: React.ReactNode };
const loading = ({ loading }: DashboardProps) => loading;

// Each role's dashboard is its own chunk: visitors on `/` download none of them.
const AdminDashboard = lazyWithQuery<DashboardProps>(
  () => import("@/components/admin/admin-dashboard").then((m) => m.AdminDashboard),
  loading,
);
const OutfitterDashboard = lazyWithQuery<DashboardProps>(
  () => import("@/components/outfitter/outfitter-dashboard").then((m) => m.OutfitterDashboard),
  loading,
);
const HunterDashboard = lazyWithQuery<DashboardProps>(
  () => import("@/components/hunter/hunter-dashboard").then((m) => m.HunterDashboard),
  loading,
);

/**
 * Picks the page for the signed-in role; a stale cookie (no user) falls back to the landing page.
 * `loading` (the spinner, rendered by RoleHome on the server) shows while the session and the
 * dashboard's code load.
 */
export function RoleDashboard({ landing, loading }: { landing: React.ReactNode; loading: React.ReactNode }) {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return loading;
  if (!user) return landing;
  if (user.role === "admin") return <AdminDashboard loading={loading} />;
  if (user.role === "outfitter") return <OutfitterDashboard loading={loading} />;
  return <HunterDashboard loading={loading} />;
}
