import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FlaskConical } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { config } from "@/lib/config";
import { parseDollarsToCents, formatUsd } from "@/lib/format/money";

export const metadata: Metadata = { title: "Test checkout", robots: { index: false } };

/**
 * The offline provider's stand-in for PayPal's approval page (no PayPal keys set): approving
 * returns to /?payment_success=true&token=… exactly like PayPal does, and no card is charged.
 */
export default async function TestCheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const cfg = config();
  if (cfg.PAYPAL_CLIENT_ID && cfg.PAYPAL_CLIENT_SECRET) notFound();
  const { token = "", amount = "" } = await searchParams;
  if (!/^TEST-[0-9A-F]{16}$/.test(token)) notFound();
  const cents = parseDollarsToCents(amount);
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card>
        <CardHeader>
          <div className="mb-2 inline-flex w-fit items-center gap-2 rounded-full bg-sand px-3 py-1 text-xs font-semibold text-sand-foreground">
            <FlaskConical aria-hidden className="size-3.5" /> Test mode — no card is charged
          </div>
          <CardTitle className="text-2xl" role="heading" aria-level={1}>
            Approve commission payment
          </CardTitle>
          <CardDescription>PayPal is not configured on this server, so this page approves the payment instead.</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">Amount</p>
          <p className="text-3xl font-bold tabular-nums">{cents != null ? formatUsd(cents) : "—"}</p>
          <p className="mt-1 text-xs text-muted-foreground">Order {token}</p>
        </CardContent>
        <CardFooter className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link href="/?payment_cancelled=true">Cancel</Link>
          </Button>
          <Button asChild className="w-full sm:w-auto">
            <Link href={`/?payment_success=true&token=${encodeURIComponent(token)}`}>Approve payment</Link>
          </Button>
        </CardFooter>
      </Card>
    </section>
  );
}
