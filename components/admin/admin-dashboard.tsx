"use client";

import { CalendarCheck, ListChecks } from "lucide-react";
import Link from "next/link";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { DashboardSkeleton } from "@/components/layout/dashboard-skeleton";
import { Button } from "@/components/ui/button";
import { AccessDenied } from "./access-denied";
import { GearPanel } from "./gear-panel";
import { HuntsPanel } from "./hunts-panel";
import { OutfitterApprovalsPanel } from "./outfitter-approvals-panel";
import { CredentialQueuePanel } from "@/components/credentials/credential-queue-panel";
import { AdminTagBookingsPanel } from "@/components/tags/admin-tag-bookings-panel";
import { PendingOutfitterReviewsPanel, PendingReviewsPanel } from "./pending-reviews-panel";
import { RevenuePanel } from "./revenue-panel";
import { SendNotificationDialog } from "./send-notification-dialog";
import { SettingsDialog } from "./settings-dialog";
import { StatCards } from "./stat-cards";
import { UserManagementPanel } from "./user-management-panel";

/** The admin dashboard at /, /admin and /admin-dashboard; anyone else sees Access Denied. */
export function AdminDashboard() {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return <DashboardSkeleton kind="admin" label="Loading the admin dashboard" />;
  if (!user || user.role !== "admin") return <AccessDenied />;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold">Admin Dashboard</h1>
          <p className="mt-1 text-muted-foreground">Welcome back, {user.firstName}. Here is how the platform is doing.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/questionnaire-reports">
              <CalendarCheck aria-hidden /> Monthly Reports
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/admin/jobs">
              <ListChecks aria-hidden /> Jobs
            </Link>
          </Button>
          <SettingsDialog />
          <SendNotificationDialog />
        </div>
      </div>
      <StatCards />
      <div className="grid gap-6 lg:grid-cols-2">
        <UserManagementPanel />
        <OutfitterApprovalsPanel />
        <PendingReviewsPanel />
        <PendingOutfitterReviewsPanel />
        <CredentialQueuePanel />
        <AdminTagBookingsPanel />
      </div>
      <RevenuePanel />
      <div className="grid gap-6 lg:grid-cols-2">
        <GearPanel />
        <HuntsPanel />
      </div>
    </div>
  );
}
