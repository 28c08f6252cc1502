import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { payoutAccounts, testConnectedAccounts } from "@/db/schema";
import { createAdmin, createHunter, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { GET as statusGET } from "@/app/api/outfitter/payouts/route";
import { POST as onboardPOST } from "@/app/api/outfitter/payouts/onboard/route";
import { POST as loginPOST } from "@/app/api/outfitter/payouts/login-link/route";
import { POST as refreshPOST } from "@/app/api/outfitter/payouts/refresh/route";
import { POST as activatePOST } from "@/app/api/payments/test/accounts/activate/route";
import { GET as adminUsersGET } from "@/app/api/admin/users/route";
import { toPublicUser } from "@/lib/users/public-user";
import { ownTestAccount } from "@/lib/money/payouts/service";
import { call } from "../../support/http";

type Status = { state: string; label: string; requirements: string[]; detailsSubmitted: boolean; testMode: boolean; message?: string };

async function outfitter() {
  const user = await createOutfitter();
  return { user, token: await issueApiToken(user.id) };
}

const accountIdOf = (url: string) => new URL(url, "http://x").searchParams.get("account")!;

describe("payout accounts on the offline test provider", () => {
  it("Not set up → onboarding (one account, however many clicks) → the local page's click → Active", async () => {
    const o = await outfitter();
    expect((await call<Status>(statusGET, { token: o.token })).json).toMatchObject({
      state: "not_set_up",
      label: "Not set up",
      testMode: true,
    });
    const clicks = await Promise.all(
      [1, 2, 3].map(() => call<{ url: string; status: Status }>(onboardPOST, { token: o.token, method: "POST" })),
    );
    expect(clicks.map((c) => c.status)).toEqual([200, 200, 200]);
    const accountId = accountIdOf(clicks[0]!.json.url);
    expect(clicks[0]!.json.url).toBe(`/payouts/test-onboarding?account=${accountId}`);
    expect(new Set(clicks.map((c) => accountIdOf(c.json.url)))).toEqual(new Set([accountId]));
    expect(await db.select().from(payoutAccounts).where(eq(payoutAccounts.outfitterId, o.user.id))).toHaveLength(1);
    expect(await db.select().from(testConnectedAccounts).where(eq(testConnectedAccounts.id, accountId))).toHaveLength(1);

    const pending = await call<Status>(statusGET, { token: o.token });
    expect(pending.json).toMatchObject({
      state: "pending",
      label: "Verification pending",
      requirements: ["bank account", "identity document", "terms of service acceptance"],
      detailsSubmitted: false,
    });
    expect(await call(loginPOST, { token: o.token, method: "POST" })).toMatchObject({
      status: 409,
      json: { message: "Finish setting up payouts first" },
    });

    const activated = await call<Status>(activatePOST, { token: o.token, body: { accountId } });
    expect(activated.json).toMatchObject({ state: "active", label: "Active", requirements: [], detailsSubmitted: true });
    expect((await call<Status>(refreshPOST, { token: o.token, method: "POST" })).json.state).toBe("active");
    const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.outfitterId, o.user.id));
    expect(row).toMatchObject({ state: "active", chargesEnabled: true, payoutsEnabled: true });
    expect(row!.activatedAt).toBeInstanceOf(Date);
    expect((await call<{ url: string }>(loginPOST, { token: o.token, method: "POST" })).json.url).toBe(
      `/payouts/test-onboarding?account=${accountId}`,
    );
    // Onboarding again keeps the same account.
    expect(accountIdOf((await call<{ url: string }>(onboardPOST, { token: o.token, method: "POST" })).json.url)).toBe(accountId);
  });

  it("keeps every payout route to the outfitter: 401 anonymous, 403 hunters and admins, 403 another outfitter's account", async () => {
    const owner = await outfitter();
    const other = await outfitter();
    const hunter = await createHunter();
    const admin = await createAdmin();
    const hunterToken = await issueApiToken(hunter.id);
    const adminToken = await issueApiToken(admin.id);
    const { json } = await call<{ url: string }>(onboardPOST, { token: owner.token, method: "POST" });
    const accountId = accountIdOf(json.url);

    for (const [handler, method] of [
      [statusGET, "GET"],
      [onboardPOST, "POST"],
      [loginPOST, "POST"],
      [refreshPOST, "POST"],
    ] as const) {
      expect((await call(handler, { method })).status).toBe(401);
      expect((await call(handler, { method, token: hunterToken })).status).toBe(403);
      expect((await call(handler, { method, token: adminToken })).status).toBe(403);
    }
    expect((await call(activatePOST, { body: { accountId } })).status).toBe(401);
    expect((await call(activatePOST, { token: hunterToken, body: { accountId } })).status).toBe(403);
    expect(await call(activatePOST, { token: other.token, body: { accountId } })).toMatchObject({
      status: 403,
      json: { message: "This is not your payout account" },
    });
    expect((await call(activatePOST, { token: other.token, body: { accountId: "acct_test_unknown" } })).status).toBe(404);
    expect(await call(activatePOST, { token: other.token, body: {} })).toMatchObject({
      status: 400,
      json: { message: "accountId is required" },
    });
    // The other outfitter still sees only their own (not set up) account; the owner's is untouched.
    expect((await call<Status>(statusGET, { token: other.token })).json.state).toBe("not_set_up");
    expect((await call<Status>(statusGET, { token: owner.token })).json.state).toBe("pending");
  });

  it("the test onboarding page's account id with text the database cannot store is no account (404), not a 500", async () => {
    const o = await outfitter();
    for (const account of ["a\u0000b", "\u0000", "x\uD800"]) {
      await expect(ownTestAccount(toPublicUser(o.user), account)).rejects.toMatchObject({ status: 404 });
    }
  });

  it("the admin's user list shows each outfitter's payout state", async () => {
    const admin = await createAdmin();
    const active = await outfitter();
    const none = await outfitter();
    const hunter = await createHunter();
    const { json } = await call<{ url: string }>(onboardPOST, { token: active.token, method: "POST" });
    await call(activatePOST, { token: active.token, body: { accountId: accountIdOf(json.url) } });
    const list = await call<Array<{ id: number; payoutState?: string }>>(adminUsersGET, { token: await issueApiToken(admin.id) });
    const byId = new Map(list.json.map((u) => [u.id, u]));
    expect(byId.get(active.user.id)!.payoutState).toBe("active");
    expect(byId.get(none.user.id)!.payoutState).toBe("not_set_up");
    expect(byId.get(hunter.id)).not.toHaveProperty("payoutState");
  });
});
