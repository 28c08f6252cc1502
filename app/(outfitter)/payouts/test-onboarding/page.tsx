import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FlaskConical } from "lucide-react";
import { TestPayoutsActivate } from "@/components/payouts/test-payouts-activate";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { pageUser } from "@/lib/http/page-door";
import { AppError } from "@/lib/http/errors";
import { ownTestAccount } from "@/lib/money/payouts/service";
import { PAYOUT_STATE_LABELS } from "@/lib/money/payouts/state";
import { OutfitterGate } from "@/components/layout/area-gates";

export const metadata: Metadata = { title: "Set up payouts (test mode)", robots: { index: false } };

/**
 * The offline provider's stand-in for Stripe's hosted onboarding and Express dashboard (no Stripe
 * keys set): one click activates the outfitter's own test account; nothing is connected.
 */
async function TestOnboardingPageContent({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { account = "" } = await searchParams;
  const user = await pageUser("outfitter");
  if (!user) notFound();
  const row = await ownTestAccount(user, account).catch((err: unknown) => {
    if (err instanceof AppError) notFound();
    throw err;
  });
  const active = row.state === "active";
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card>
        <CardHeader>
          <div className="mb-2 inline-flex w-fit items-center gap-2 rounded-full bg-sand px-3 py-1 text-xs font-semibold text-sand-foreground">
            <FlaskConical aria-hidden className="size-3.5" /> Test mode — no bank account is connected
          </div>
          <CardTitle className="text-2xl" role="heading" aria-level={1}>
            {active ? "Payouts are active" : "Set up payouts"}
          </CardTitle>
          <CardDescription>
            Stripe is not configured on this server, so this page stands in for Stripe&apos;s onboarding. Activating lets hunters pay for
            your hunts by card in test mode; no money moves.
          </CardDescription>
        </CardHeader>
        <CardContent className="text-sm">
          <p className="text-muted-foreground">Payout account</p>
          <p className="font-mono text-xs break-all">{row.accountId}</p>
          <p className="mt-3 text-muted-foreground">Status</p>
          <p className="font-semibold">{PAYOUT_STATE_LABELS[row.state]}</p>
        </CardContent>
        <CardFooter className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link href="/outfitter-dashboard">Back to Dashboard</Link>
          </Button>
          {!active && <TestPayoutsActivate accountId={row.accountId} />}
        </CardFooter>
      </Card>
    </section>
  );
}

/** Gated here as well as by the layout (issue 52): a client navigation may render this page without it. */
export default function TestOnboardingPage(props: Parameters<typeof TestOnboardingPageContent>[0]) {
  return (
    <OutfitterGate>
      <TestOnboardingPageContent {...props} />
    </OutfitterGate>
  );
}
