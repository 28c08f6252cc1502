"use client";

import Link from "next/link";
import { MessageCircle, UserRound } from "lucide-react";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";
import { BookingFollowUpsCard } from "./booking-follow-ups-card";
import { HunterHuntTabs } from "./hunter-hunt-tabs";
import { MyBookingsCard } from "./my-bookings-card";
import { QuickActionsCard } from "./quick-actions-card";
import { DeadlinesCard } from "@/components/tags/deadlines-card";
import { SavedSearchesCard } from "@/components/saved-searches/saved-searches-card";
import { MyWaitlistsCard } from "@/components/waitlists/my-waitlists-card";
import { ReferencesCard } from "@/components/references/references-card";

/** A hunter who joined within the last day is welcomed, not welcomed back. */
const isNewAccount = (createdAt: string) => Date.now() - new Date(createdAt).getTime() < 86_400_000;

/** The hunter dashboard at / and /hunter-dashboard (spec 000 §2). */
export function HunterDashboard() {
  const { data: user } = useCurrentUser();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Hunter dashboard</p>
          <h1 className="text-3xl sm:text-4xl">
            {user && isNewAccount(user.createdAt) ? `Welcome to Ridgeline, ${user.firstName}!` : `Welcome back, ${user?.firstName ?? ""}!`}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href="/messages">
              <MessageCircle aria-hidden />
              Messages
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/profile">
              <UserRound aria-hidden />
              Edit Profile
            </Link>
          </Button>
        </div>
      </header>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <MyBookingsCard />
        </div>
        <div className="min-w-0 empty:hidden lg:col-span-2">
          <MyWaitlistsCard />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <DeadlinesCard />
        </div>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <QuickActionsCard />
          <BookingFollowUpsCard />
          <SavedSearchesCard />
          <ReferencesCard />
        </div>
      </div>

      <section aria-label="Hunts" className="min-w-0">
        <HunterHuntTabs />
      </section>
    </div>
  );
}
