import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { PayoutsCard } from "@/components/outfitter/payouts-card";
import type { PayoutStatus } from "@/lib/money/payouts/service";
import { PAYOUT_STATE_LABELS } from "@/lib/money/payouts/state";
import { QUERY_KEYS } from "@/components/query/keys";

function card(s: Omit<PayoutStatus, "label" | "updatedAt">) {
  const qc = new QueryClient();
  qc.setQueryData(QUERY_KEYS.outfitter.payouts, { ...s, label: PAYOUT_STATE_LABELS[s.state], updatedAt: null });
  return renderToStaticMarkup(
    <QueryClientProvider client={qc}>
      <PayoutsCard />
    </QueryClientProvider>,
  );
}
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(?:<svg.*?<\/svg>)?\s*([^<]+)<\/button>/g)].map((m) => m[1]!.trim());

describe("the dashboard's Payouts card", () => {
  it("Not set up in test mode: says so, and offers Set up payouts only", () => {
    const html = card({ state: "not_set_up", requirements: [], detailsSubmitted: false, testMode: true });
    expect(html).toContain(">Not set up<");
    expect(html).toContain("Test mode — no bank account is connected");
    expect(buttons(html)).toEqual(["Set up payouts"]);
  });

  it("Verification pending: what Stripe still needs, summarised; Manage payouts once details are in", () => {
    const started = card({
      state: "pending",
      requirements: ["bank account", "identity document"],
      detailsSubmitted: false,
      testMode: false,
    });
    expect(started).toContain(">Verification pending<");
    expect(started).toContain("Stripe still needs: bank account, identity document.");
    expect(started).not.toContain("Test mode");
    expect(buttons(started)).toEqual(["Continue setup"]);
    const submitted = card({ state: "pending", requirements: [], detailsSubmitted: true, testMode: false });
    expect(submitted).toContain("Your details are being verified.");
    expect(buttons(submitted)).toEqual(["Manage payouts"]);
  });

  it("Restricted: payments paused until the details are updated; Active: Manage payouts only", () => {
    const restricted = card({ state: "restricted", requirements: ["bank account"], detailsSubmitted: true, testMode: false });
    expect(restricted).toContain(">Restricted<");
    expect(restricted).toContain("Card payments and payouts are paused until your account is updated. Stripe still needs: bank account.");
    expect(buttons(restricted)).toEqual(["Update details", "Manage payouts"]);
    const active = card({ state: "active", requirements: [], detailsSubmitted: true, testMode: false });
    expect(active).toContain(">Active<");
    expect(buttons(active)).toEqual(["Manage payouts"]);
  });
});
