"use client";

import { Suspense, useState } from "react";
import Link from "next/link";
import { BarChart3, ClipboardCheck, CreditCard, MessageSquare, Plus } from "lucide-react";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { DashboardSkeleton } from "@/components/layout/dashboard-skeleton";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { PublicUser } from "@/lib/users/public-user";
import { BusinessOverviewCard } from "./business-overview-card";
import { CommissionPaymentDialog } from "./commission-payment-dialog";
import { FinancialReportsDialog } from "./financial-reports-dialog";
import { HuntForm } from "./hunt-form";
import { HuntListings } from "./hunt-listings";
import { MonthlyReportDialog } from "./monthly-report-dialog";
import { PaypalReturnHandler } from "./paypal-return-handler";
import { PayoutsCard, PayoutsReturnHandler } from "./payouts-card";
import { PendingBookingsCard } from "./pending-bookings-card";
import { TagPendingCard } from "@/components/tags/tag-pending-card";
import { PendingClaimsCard } from "./pending-claims-card";
import { useBalance, useCurrentReport, type OwnHunt } from "./queries";
import { AccountStatusBanner, MonthlyReportBanner } from "./status-banners";
import { TopTierCard } from "./top-tier-card";
import { CredentialsCard } from "@/components/credentials/credentials-card";
import { StatedFigureCard } from "@/components/reviews/stated-figure-card";

type Mode = { kind: "dashboard" } | { kind: "create" } | { kind: "edit"; hunt: OwnHunt };

/** The outfitter's home at / and /outfitter-dashboard (spec 001 §2 "Outfitter dashboard"). */
export function OutfitterDashboard() {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return <DashboardSkeleton kind="outfitter" label="Loading your dashboard" />;
  if (!user || user.role !== "outfitter") return null;
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: PublicUser }) {
  const [mode, setMode] = useState<Mode>({ kind: "dashboard" });
  const [dialog, setDialog] = useState<"report" | "payment" | "financial" | null>(null);
  const report = useCurrentReport();
  const balance = useBalance();
  const back = () => {
    setMode({ kind: "dashboard" });
    window.scrollTo({ top: 0 });
  };

  if (mode.kind !== "dashboard") {
    return (
      <HuntForm
        key={mode.kind === "edit" ? mode.hunt.id : "new"}
        hunt={mode.kind === "edit" ? mode.hunt : undefined}
        userId={user.id}
        onDone={back}
      />
    );
  }

  const owed = parseDollarsToCents(balance.data?.totalOwed ?? "0.00") ?? 0;
  const pendingAtPaypal = parseDollarsToCents(balance.data?.pendingAtPaypal ?? "0.00") ?? 0;
  // A paused outfitter (approved, inactive) keeps the dashboard to settle up but cannot list hunts.
  const canList = user.isApproved && user.isActive;
  const createButton = (
    <Button onClick={() => setMode({ kind: "create" })} disabled={!canList} className="bg-blaze text-blaze-foreground hover:bg-blaze/90">
      <Plus aria-hidden /> Create Hunt
    </Button>
  );

  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Suspense fallback={null}>
        <PaypalReturnHandler />
        <PayoutsReturnHandler />
      </Suspense>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Outfitter Dashboard</p>
          <h1 className="font-display text-3xl font-bold">Welcome back, {user.firstName}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <NotificationBell />
          <Button variant="outline" asChild>
            <Link href="/messages">
              <MessageSquare aria-hidden /> Messages
            </Link>
          </Button>
          {canList ? (
            createButton
          ) : (
            <Tooltip>
              <TooltipTrigger asChild>
                <span tabIndex={0} className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
                  {createButton}
                </span>
              </TooltipTrigger>
              <TooltipContent>
                {user.isApproved
                  ? "Hunts can be created again once your account is reactivated"
                  : "Account must be approved before creating hunts"}
              </TooltipContent>
            </Tooltip>
          )}
        </div>
      </header>

      <AccountStatusBanner user={user} />
      {report.data && <MonthlyReportBanner report={report.data} onSubmit={() => setDialog("report")} />}

      {/* Urgent work first, on every viewport: the requests waiting for an answer, with their answer-by deadlines. */}
      <PendingBookingsCard />

      <BusinessOverviewCard />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <HuntListings onEdit={(hunt) => setMode({ kind: "edit", hunt })} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="gap-4">
            <CardHeader>
              <CardTitle className="text-lg">Commission & Reports</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div className="flex flex-wrap items-end justify-between gap-2 rounded-lg bg-muted/60 p-3">
                <div>
                  <p className="text-xs text-muted-foreground">Commission owed</p>
                  <p className="text-2xl font-bold tabular-nums">{formatUsd(owed)}</p>
                  {pendingAtPaypal > 0 && (
                    <p className="mt-1 text-xs text-muted-foreground">
                      {formatUsd(pendingAtPaypal)} paid through PayPal is awaiting PayPal&apos;s confirmation and will be recorded
                      automatically.
                    </p>
                  )}
                </div>
                <Button size="sm" onClick={() => setDialog("payment")}>
                  <CreditCard aria-hidden /> Pay Commission
                </Button>
              </div>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-1">
                <Button variant="outline" asChild>
                  <Link href="/messages">
                    <MessageSquare aria-hidden /> Messages
                  </Link>
                </Button>
                <Button variant="outline" onClick={() => setDialog("financial")}>
                  <BarChart3 aria-hidden /> Financial Reports
                </Button>
                <Button variant="outline" onClick={() => setDialog("report")} disabled={!user.isApproved}>
                  <ClipboardCheck aria-hidden /> Monthly Report
                </Button>
              </div>
            </CardContent>
          </Card>
          <PayoutsCard />
          <TagPendingCard />
          <PendingClaimsCard
            onAccepted={() => {
              void report.refetch().finally(() => setDialog("report"));
            }}
          />
          <CredentialsCard />
          <StatedFigureCard />
          <TopTierCard user={user} />
        </div>
      </div>

      <MonthlyReportDialog open={dialog === "report"} onOpenChange={(o) => setDialog(o ? "report" : null)} report={report.data} />
      <CommissionPaymentDialog open={dialog === "payment"} onOpenChange={(o) => setDialog(o ? "payment" : null)} userEmail={user.email} />
      <FinancialReportsDialog open={dialog === "financial"} onOpenChange={(o) => setDialog(o ? "financial" : null)} />
    </section>
  );
}
