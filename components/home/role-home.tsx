"use client";

import { AdminDashboard } from "@/components/admin/admin-dashboard";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { HunterDashboard } from "@/components/hunter/hunter-dashboard";
import { OutfitterDashboard } from "@/components/outfitter/outfitter-dashboard";
import { Spinner } from "@/components/ui/spinner";

/** Picks the page for the signed-in role; a stale cookie (no user) falls back to the landing page. */
export function RoleHome({ landing }: { landing: React.ReactNode }) {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (!user) return <>{landing}</>;
  if (user.role === "admin") return <AdminDashboard />;
  if (user.role === "outfitter") return <OutfitterDashboard />;
  return <HunterDashboard />;
}
