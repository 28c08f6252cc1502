import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as webhook } from "@/app/api/email/resend-webhook/route";
import { db } from "@/db";
import { emailBounces, savedSearches } from "@/db/schema";
import { resetConfigForTests } from "@/lib/config";
import { runSavedSearchAlerts } from "@/lib/saved-searches/run";
import { createHunt, createOutfitter } from "@/seed/factories";
import { bounceEvent, resendWebhookSecret, signResendDelivery } from "../../support/fake-resend-webhook";
import { hunterWithToken } from "../../support/hunter-fixtures";
import { call } from "../../support/http";
import { emailsTo } from "../../support/outbox";

const secret = resendWebhookSecret();
const post = (body: string, headers: Record<string, string>) =>
  call<{ message?: string; recorded?: number }>(webhook, { rawBody: body, headers });
const bounceOf = async (email: string) => (await db.select().from(emailBounces).where(eq(emailBounces.email, email)))[0];

beforeAll(() => {
  process.env.RESEND_WEBHOOK_SECRET = secret;
  resetConfigForTests();
});
afterAll(() => {
  delete process.env.RESEND_WEBHOOK_SECRET;
  resetConfigForTests();
});

describe("POST /api/email/resend-webhook", () => {
  it("a signed hard bounce records the address (lower-cased); a redelivery and a second bounce change nothing", async () => {
    const body = JSON.stringify(bounceEvent(["Gone.Hunter@Example.com"]));
    const headers = signResendDelivery(secret, body);
    const r = await post(body, headers);
    expect(r.status).toBe(200);
    expect(r.json.recorded).toBe(1);
    const first = await bounceOf("gone.hunter@example.com");
    expect(first?.reason).toMatch(/^Permanent: General/);
    expect((await post(body, headers)).json.recorded).toBe(0);
    const again = JSON.stringify(bounceEvent(["gone.hunter@example.com"]));
    expect((await post(again, signResendDelivery(secret, again))).status).toBe(200);
    expect(await db.$count(emailBounces, eq(emailBounces.email, "gone.hunter@example.com"))).toBe(1);
    expect((await bounceOf("gone.hunter@example.com"))!.bouncedAt).toEqual(first!.bouncedAt);
  });

  it("a complaint suppresses the address; a transient bounce and other events do not", async () => {
    const complaint = JSON.stringify({ ...bounceEvent(["angry@example.com"]), type: "email.complained" });
    expect((await post(complaint, signResendDelivery(secret, complaint))).json.recorded).toBe(1);
    expect((await bounceOf("angry@example.com"))?.reason).toBe("complaint");
    const transient = JSON.stringify(bounceEvent(["full@example.com"], "Transient"));
    expect((await post(transient, signResendDelivery(secret, transient))).status).toBe(200);
    const delivered = JSON.stringify({ ...bounceEvent(["fine@example.com"]), type: "email.delivered" });
    expect((await post(delivered, signResendDelivery(secret, delivered))).status).toBe(200);
    expect(await bounceOf("full@example.com")).toBeUndefined();
    expect(await bounceOf("fine@example.com")).toBeUndefined();
  });

  it("refuses a missing, forged, re-signed-with-another-key, tampered or stale signature with 400, writing nothing", async () => {
    const body = JSON.stringify(bounceEvent(["victim@example.com"]));
    const before = await db.$count(emailBounces);
    const cases: Record<string, string>[] = [
      {},
      { "svix-id": "msg_1", "svix-timestamp": String(Math.floor(Date.now() / 1000)), "svix-signature": "v1,Zm9yZ2Vk" },
      signResendDelivery(resendWebhookSecret(), body),
      signResendDelivery(secret, body.replace("victim", "victim2")),
      signResendDelivery(secret, body, { at: new Date(Date.now() - 10 * 60_000) }),
    ];
    for (const headers of cases) {
      const r = await post(body, headers);
      expect([r.status, r.json.message]).toEqual([400, "Invalid webhook signature"]);
    }
    expect(await db.$count(emailBounces)).toBe(before);
  });

  it("without RESEND_WEBHOOK_SECRET the route answers 404", async () => {
    delete process.env.RESEND_WEBHOOK_SECRET;
    resetConfigForTests();
    try {
      const body = JSON.stringify(bounceEvent(["x@example.com"]));
      const r = await post(body, signResendDelivery(secret, body));
      expect([r.status, r.json.message]).toEqual([404, "Resend webhooks are not configured"]);
    } finally {
      process.env.RESEND_WEBHOOK_SECRET = secret;
      resetConfigForTests();
    }
  });

  it("after a bounce comes in, the hunter's saved search sends no alert", async () => {
    const { hunter, token } = await hunterWithToken();
    const outfitter = await createOutfitter();
    const { POST: save } = await import("@/app/api/saved-searches/route");
    const s = (await call<{ id: number }>(save, { token, body: { name: "Ibex", frequency: "daily", filters: { species: "ibex" } } })).json;
    await db
      .update(savedSearches)
      .set({ checkedThrough: new Date(Date.now() - 3_600_000) })
      .where(eq(savedSearches.id, s.id));
    const body = JSON.stringify(bounceEvent([hunter.email.toUpperCase()]));
    expect((await post(body, signResendDelivery(secret, body))).status).toBe(200);
    await createHunt({ outfitterId: outfitter.id, title: "Bounced Ibex Hunt", species: ["ibex"] });
    const r = await runSavedSearchAlerts("digest");
    expect(r.bounced).toBeGreaterThanOrEqual(1);
    expect((await emailsTo(hunter.email)).filter((m) => m.template === "saved-search-alert")).toHaveLength(0);
  });
});
