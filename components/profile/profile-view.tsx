"use client";

import Link from "next/link";
import { ArrowLeft, ShieldAlert } from "lucide-react";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AccountCard } from "./account-card";
import { PrivacyCard } from "./privacy-card";
import { ProfileForm } from "./profile-form";

/** /profile: Access Denied when logged out, otherwise the editable form and the account card. */
export function ProfileView() {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="[&_svg]:size-8" label="Loading profile" />
      </div>
    );
  }
  if (!user) {
    return (
      <section className="mx-auto max-w-md px-4 py-20 text-center">
        <ShieldAlert aria-hidden className="mx-auto size-10 text-destructive" />
        <h1 className="mt-4 font-display text-2xl font-bold">Access Denied</h1>
        <p className="mt-2 text-muted-foreground">Please sign in to view and edit your profile.</p>
        <Button asChild className="mt-6">
          <Link href="/">Return to Home</Link>
        </Button>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Button asChild variant="ghost" className="-ml-3">
        <Link href="/">
          <ArrowLeft aria-hidden />
          Back to Dashboard
        </Link>
      </Button>
      <h1 className="mt-4 font-display text-3xl font-bold">My Profile</h1>
      <p className="mt-1 text-muted-foreground">Your contact details as outfitters, hunters and the Ridgeline team see them.</p>
      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <ProfileForm key={user.id} user={user} className="lg:col-span-2" />
        <AccountCard user={user} />
        <PrivacyCard user={user} className="lg:col-span-2" />
      </div>
    </section>
  );
}
