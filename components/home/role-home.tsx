"use client";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { lazyWithQuery } from "@/components/query/lazy-with-query";
import { Spinner } from "@/components/ui/spinner";

const loading = () => (
  <div className="flex min-h-[60vh] items-center justify-center">
    <Spinner className="size-8" />
  </div>
);

// Each role's dashboard is its own chunk: visitors on `/` download none of them.
const AdminDashboard = lazyWithQuery(() => import("@/components/admin/admin-dashboard").then((m) => m.AdminDashboard), loading);
const OutfitterDashboard = lazyWithQuery(
  () => import("@/components/outfitter/outfitter-dashboard").then((m) => m.OutfitterDashboard),
  loading,
);
const HunterDashboard = lazyWithQuery(() => import("@/components/hunter/hunter-dashboard").then((m) => m.HunterDashboard), loading);

/** Picks the page for the signed-in role; a stale cookie (no user) falls back to the landing page. */
export function RoleHome({ landing }: { landing: React.ReactNode }) {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return loading();
  if (!user) return <>{landing}</>;
  if (user.role === "admin") return <AdminDashboard />;
  if (user.role === "outfitter") return <OutfitterDashboard />;
  return <HunterDashboard />;
}
