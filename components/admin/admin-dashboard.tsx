"use client";

import { useCurrentUser } from "@/components/auth/use-current-user";

/** Placeholder until the admin area lands: a welcome line for the signed-in user. */
export function AdminDashboard() {
  const { data: user } = useCurrentUser();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">Welcome back, {user?.firstName}</h1>
      <p className="mt-2 text-muted-foreground">Your admin dashboard is on its way.</p>
    </section>
  );
}
