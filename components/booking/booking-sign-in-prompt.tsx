"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { LogIn } from "lucide-react";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";

/** Booking needs a signed-in hunter: opens the sign-in dialog, and reloads the page once signed in. */
export function BookingSignInPrompt() {
  const { openDialog } = useAuthDialog();
  const { data: user } = useCurrentUser();
  const router = useRouter();
  useEffect(() => {
    openDialog("login");
  }, [openDialog]);
  useEffect(() => {
    if (user) router.refresh();
  }, [user, router]);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Sign in to book this hunt</h1>
      <p className="mt-2 text-muted-foreground">Booking is available to signed-in hunters.</p>
      <Button className="mt-6" onClick={() => openDialog("login")}>
        <LogIn aria-hidden /> Sign In
      </Button>
    </section>
  );
}
