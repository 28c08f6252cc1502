"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { callAction } from "@/lib/actions/call";
import { activateTestPayoutsAction } from "@/lib/money/payouts/actions";

/** The test onboarding page's one click: activates the account, then back to the dashboard like Stripe's return URL. */
export function TestPayoutsActivate({ accountId }: { accountId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const activate = () => {
    setBusy(true);
    callAction(activateTestPayoutsAction, { accountId })
      .then(() => router.push("/outfitter-dashboard?payouts=return"))
      .catch((err: unknown) => {
        toast.error("Failed to activate payouts", { description: err instanceof Error ? err.message : "Please try again." });
        setBusy(false);
      });
  };
  return (
    <Button className="w-full sm:w-auto" onClick={activate} disabled={busy}>
      {busy ? "Activating..." : "Activate payouts"}
    </Button>
  );
}
