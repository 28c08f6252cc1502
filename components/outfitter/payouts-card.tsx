"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { ExternalLink, FlaskConical, Landmark } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api-client";
import type { PayoutStatus } from "@/lib/money/payouts/service";
import type { PayoutState } from "@/lib/money/payouts/state";
import { cn } from "@/lib/utils";
import { failureText, usePayoutStatus } from "./queries";
import { QUERY_KEYS } from "@/components/query/keys";

const STATE_STYLE: Record<PayoutState, string> = {
  not_set_up: "border-muted-foreground/40 text-muted-foreground",
  pending: "border-amber-500/60 bg-amber-500/10 text-amber-800 dark:text-amber-300",
  active: "border-primary/50 bg-primary/10 text-primary",
  restricted: "border-destructive/60 bg-destructive/10 text-destructive",
};

function explanation(s: PayoutStatus): string {
  const needs = s.requirements.length ? ` Stripe still needs: ${s.requirements.join(", ")}.` : "";
  switch (s.state) {
    case "not_set_up":
      return "Set up payouts so hunters can pay for your hunts by card; each payment goes straight to your payout account. Until then hunters are asked to message you to book.";
    case "pending":
      return s.detailsSubmitted ? `Your details are being verified.${needs}` : `Finish setting up payouts to accept card payments.${needs}`;
    case "active":
      return "Card payments for your hunts go straight to your payout account. Ridgeline's commission is settled separately.";
    case "restricted":
      return `Card payments and payouts are paused until your account is updated.${needs}`;
  }
}

/** Opens a provider link (onboarding or the Express dashboard) from a POST that answers { url }. */
function useProviderLink() {
  const [busy, setBusy] = useState<string | null>(null);
  const open = (path: string, title: string) => {
    setBusy(path);
    api
      .post<{ url: string }>(path, {})
      .then((r) => window.location.assign(r.url))
      .catch((err) => {
        toast.error(title, { description: failureText(err, "Please try again.") });
        setBusy(null);
      });
  };
  return { busy, open };
}

/**
 * The dashboard's Payouts card: the payout account's state (Not set up · Verification pending ·
 * Active · Restricted) with what Stripe still needs, "Set up payouts" / "Continue setup" to
 * onboarding, and "Manage payouts" to the Express dashboard.
 */
export function PayoutsCard({ transfersLink = true }: { transfersLink?: boolean }) {
  const status = usePayoutStatus();
  const link = useProviderLink();
  const s = status.data;
  const onboard = () => link.open("/api/outfitter/payouts/onboard", "Failed to start payout setup");
  const manage = () => link.open("/api/outfitter/payouts/login-link", "Failed to open the payouts dashboard");
  const setupLabel = s?.state === "not_set_up" ? "Set up payouts" : s?.state === "restricted" ? "Update details" : "Continue setup";

  return (
    <Card className="gap-4" data-testid="payouts-card">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <Landmark aria-hidden className="size-5 text-primary" /> Payouts
          {s && (
            <Badge variant="outline" className={cn(STATE_STYLE[s.state])} data-testid="payout-state">
              {s.label}
            </Badge>
          )}
        </CardTitle>
        {s?.testMode && (
          <CardDescription className="flex items-center gap-1.5 text-blaze-ink">
            <FlaskConical aria-hidden className="size-4" /> Test mode — no bank account is connected
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {status.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : status.error || !s ? (
          <p className="text-sm text-destructive">Failed to fetch payout status</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{explanation(s)}</p>
            <div className="flex flex-wrap gap-2">
              {s.state !== "active" && !(s.state === "pending" && s.detailsSubmitted) && (
                <Button size="sm" onClick={onboard} disabled={link.busy !== null}>
                  {link.busy === "/api/outfitter/payouts/onboard" ? "Opening..." : setupLabel}
                </Button>
              )}
              {s.detailsSubmitted && (
                <Button size="sm" variant="outline" onClick={manage} disabled={link.busy !== null}>
                  <ExternalLink aria-hidden /> {link.busy === "/api/outfitter/payouts/login-link" ? "Opening..." : "Manage payouts"}
                </Button>
              )}
              {transfersLink && s.detailsSubmitted && (
                <Button size="sm" variant="ghost" asChild>
                  <Link href="/payouts">View transfers</Link>
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Back from onboarding: ?payouts=return re-reads the account from the provider (the webhook may
 * not have arrived yet); ?payouts=refresh (an expired onboarding link) starts onboarding again.
 */
export function PayoutsReturnHandler() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const qc = useQueryClient();
  const started = useRef(false);
  const which = params.get("payouts");

  useEffect(() => {
    if ((which !== "return" && which !== "refresh") || started.current) return;
    started.current = true;
    if (which === "refresh") {
      api
        .post<{ url: string }>("/api/outfitter/payouts/onboard", {})
        .then((r) => window.location.assign(r.url))
        .catch((err) => toast.error("Failed to start payout setup", { description: failureText(err, "Please try again.") }));
      return;
    }
    api
      .post<PayoutStatus>("/api/outfitter/payouts/refresh", {})
      .then((s) => {
        qc.setQueryData(QUERY_KEYS.outfitter.payouts, s);
        if (s.state === "active") toast.success("Payouts Active", { description: "Hunters can now pay for your hunts by card." });
        else toast("Payout setup saved", { description: explanation(s) });
      })
      .catch((err) => toast.error("Failed to refresh payout status", { description: failureText(err, "Please try again.") }))
      .finally(() => router.replace(pathname, { scroll: false }));
  }, [which, qc, router, pathname]);

  return null;
}
