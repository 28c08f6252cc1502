"use client";

import { useRouter } from "next/navigation";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { activateTestPayoutsAction } from "@/lib/money/payouts/actions";
import { activateTestAccountSchema } from "@/lib/money/payouts/schema";

/** The test onboarding page's one click: activates the account, then back to the dashboard like Stripe's return URL. */
export function TestPayoutsActivate({ accountId }: { accountId: string }) {
  const router = useRouter();
  // A write without fields: the account is the whole input, and stays pending until the dashboard opens.
  const { pending, submit } = useActionForm({
    schema: activateTestAccountSchema,
    action: activateTestPayoutsAction,
    defaultValues: { accountId },
    onSuccess: () => router.push("/outfitter-dashboard?payouts=return"),
    onError: (s) => toast.error("Failed to activate payouts", { description: s.message || "Please try again." }),
  });
  return (
    <Button className="w-full sm:w-auto" onClick={submit} disabled={pending}>
      {pending ? "Activating..." : "Activate payouts"}
    </Button>
  );
}
