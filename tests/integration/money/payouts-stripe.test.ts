import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { payoutAccounts } from "@/db/schema";
import { createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { GET as statusGET } from "@/app/api/outfitter/payouts/route";
import { POST as onboardPOST } from "@/app/api/outfitter/payouts/onboard/route";
import { POST as loginPOST } from "@/app/api/outfitter/payouts/login-link/route";
import { POST as refreshPOST } from "@/app/api/outfitter/payouts/refresh/route";
import { POST as activatePOST } from "@/app/api/payments/test/accounts/activate/route";
import { POST as webhookPOST } from "@/app/api/stripe/webhook/route";
import { call } from "../../support/http";
import { signedEvent } from "../../support/fake-stripe";
import { WEBHOOK_SECRET, withFakeStripe } from "../../support/stripe-env";

const SECRET = WEBHOOK_SECRET;
const env = withFakeStripe();

type Status = { state: string; label: string; requirements: string[]; testMode: boolean };
const webhook = (e: { payload: string; signature: string }) =>
  call(webhookPOST, { rawBody: e.payload, headers: { "stripe-signature": e.signature } });

async function onboarded() {
  const user = await createOutfitter({ email: `payouts-${Math.random().toString(36).slice(2)}@example.com` });
  const token = await issueApiToken(user.id);
  const r = await call<{ url: string; status: Status }>(onboardPOST, { token, method: "POST" });
  expect(r.status).toBe(200);
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.outfitterId, user.id));
  return { user, token, accountId: row!.accountId, url: r.json.url };
}

describe("payout accounts on Stripe Connect Express (SDK against a local fake Stripe)", () => {
  it("creates one Express account per outfitter and answers an onboarding link back to the dashboard", async () => {
    const o = await onboarded();
    expect(o.url).toBe(`https://connect.stripe.test/setup/${o.accountId}/${o.url.split("/").at(-1)}`);
    const create = env.fake.requests.find(
      (r) => r.path === "/v1/accounts" && (r.body.metadata as Record<string, string>)?.outfitterId === String(o.user.id),
    )!;
    expect(create.idempotencyKey).toBe(`payout-account-${o.user.id}-stripe`);
    expect(create.body).toMatchObject({
      controller: { stripe_dashboard: { type: "express" }, fees: { payer: "application" }, losses: { payments: "application" } },
      country: "US",
      email: o.user.email,
      capabilities: { card_payments: { requested: "true" }, transfers: { requested: "true" } },
    });
    const link = env.fake.requests.filter((r) => r.path === "/v1/account_links" && r.body.account === o.accountId)[0]!;
    expect(link.body).toMatchObject({
      type: "account_onboarding",
      return_url: "http://localhost:3000/outfitter-dashboard?payouts=return",
      refresh_url: "http://localhost:3000/outfitter-dashboard?payouts=refresh",
    });
    // A second click (an expired link, the refresh URL) makes a new link for the same account.
    await call(onboardPOST, { token: o.token, method: "POST" });
    expect(
      env.fake.requests.filter((r) => r.path === "/v1/accounts" && r.idempotencyKey === `payout-account-${o.user.id}-stripe`),
    ).toHaveLength(1);
    expect(env.fake.requests.filter((r) => r.path === "/v1/account_links" && r.body.account === o.accountId)).toHaveLength(2);
    expect((await call<Status>(statusGET, { token: o.token })).json).toMatchObject({ state: "pending", testMode: false });
    // The test provider's activation does not exist while Stripe is configured.
    expect((await call(activatePOST, { token: o.token, body: { accountId: o.accountId } })).status).toBe(404);
  });

  it("follows account.updated: pending with what is due → restricted → active; repeats and older events change nothing", async () => {
    const o = await onboarded();
    const t0 = Math.floor(Date.now() / 1000);
    const state = async () => (await call<Status>(statusGET, { token: o.token })).json;
    const due = {
      currently_due: ["individual.verification.document", "external_account"],
      past_due: [],
      disabled_reason: "requirements.pending_verification",
    };
    const e1 = signedEvent(
      SECRET,
      "account.updated",
      env.fake.connect.update(o.accountId, { details_submitted: true, requirements: due }),
      undefined,
      t0 + 10,
    );
    expect((await webhook(e1)).status).toBe(200);
    expect(await state()).toMatchObject({
      state: "pending",
      label: "Verification pending",
      requirements: ["identity document", "bank account"],
    });

    const restricted = { currently_due: [], past_due: ["individual.ssn_last_4"], disabled_reason: "requirements.past_due" };
    const e2 = signedEvent(
      SECRET,
      "account.updated",
      { ...env.fake.connect.update(o.accountId, { requirements: restricted }) },
      undefined,
      t0 + 20,
    );
    expect((await webhook(e2)).status).toBe(200);
    expect(await state()).toMatchObject({ state: "restricted", label: "Restricted", requirements: ["SSN (last 4 digits)"] });

    const ok = { currently_due: [], past_due: [], disabled_reason: null };
    const e3 = signedEvent(
      SECRET,
      "account.updated",
      { ...env.fake.connect.update(o.accountId, { charges_enabled: true, payouts_enabled: true, requirements: ok }) },
      undefined,
      t0 + 30,
    );
    expect((await Promise.all([webhook(e3), webhook(e3)])).map((r) => r.status)).toEqual([200, 200]);
    expect(await state()).toMatchObject({ state: "active", label: "Active", requirements: [] });
    const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.accountId, o.accountId));
    expect(row!.activatedAt!.getTime()).toBe((t0 + 30) * 1000);

    // A late redelivery of the restricted view is older than what is recorded: ignored.
    expect((await webhook(e2)).status).toBe(200);
    expect((await state()).state).toBe("active");
    // Unsigned or forged: 400, nothing changes. An account that is not ours: ignored.
    const forged = signedEvent(
      "whsec_other",
      "account.updated",
      { ...env.fake.connect.accounts.get(o.accountId), charges_enabled: false },
      undefined,
      t0 + 40,
    );
    expect(await webhook(forged)).toMatchObject({ status: 400, json: { message: "Invalid webhook signature" } });
    expect((await webhook({ payload: forged.payload, signature: "" })).status).toBe(400);
    expect(
      (
        await webhook(
          signedEvent(SECRET, "account.updated", { id: "acct_not_ours", object: "account", charges_enabled: true, payouts_enabled: true }),
        )
      ).status,
    ).toBe(200);
    expect((await state()).state).toBe("active");
  });

  it("refreshes from Stripe on return from onboarding, and opens the Express dashboard once details are in", async () => {
    const o = await onboarded();
    expect(await call(loginPOST, { token: o.token, method: "POST" })).toMatchObject({ status: 409 });
    env.fake.connect.update(o.accountId, {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
    });
    expect((await call<Status>(refreshPOST, { token: o.token, method: "POST" })).json).toMatchObject({ state: "active" });
    const login = await call<{ url: string }>(loginPOST, { token: o.token, method: "POST" });
    expect(login.json.url).toMatch(new RegExp(`^https://connect\\.stripe\\.test/express/${o.accountId}/`));
  });

  it("a test-mode account does not count once Stripe is configured: onboarding replaces it with a Stripe account", async () => {
    const user = await createOutfitter();
    const token = await issueApiToken(user.id);
    await db.insert(payoutAccounts).values({
      outfitterId: user.id,
      provider: "test",
      accountId: `acct_test_${user.id}`,
      state: "active",
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    expect((await call<Status>(statusGET, { token })).json.state).toBe("not_set_up");
    await call(onboardPOST, { token, method: "POST" });
    const rows = await db.select().from(payoutAccounts).where(eq(payoutAccounts.outfitterId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "stripe", state: "pending" });
    expect(rows[0]!.accountId).toMatch(/^acct_fake_/);
  });
});
