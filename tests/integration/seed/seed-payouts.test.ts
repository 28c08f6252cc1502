import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { users } from "@/db/schema";
import { seedDemoData } from "@/seed/demo-data";
import { NO_PAYOUTS_OUTFITTER_KEY } from "@/seed/payouts";
import { OUTFITTERS } from "@/seed/data/outfitters";
import { activePayoutAccountId, getPayoutStatus, payoutStatesByOutfitter } from "@/lib/money/payouts/service";
import { toPublicUser } from "@/lib/users/public-user";

describe("demo seed: payout accounts", () => {
  it("the demo outfitter is Active on the test provider, one approved outfitter is Not set up, applicants have none", async () => {
    await seedDemoData({ now: new Date("2026-11-20T12:00:00Z") });
    const byEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;
    const demo = await byEmail("outfitter@ridgeline.test");
    expect(await getPayoutStatus(toPublicUser(demo))).toMatchObject({ state: "active", testMode: true, detailsSubmitted: true });
    expect(await activePayoutAccountId(demo.id)).toMatch(/^acct_test_demo/);

    const noPayouts = await byEmail(OUTFITTERS.find((o) => o.key === NO_PAYOUTS_OUTFITTER_KEY)!.email);
    expect(noPayouts).toMatchObject({ isApproved: true, isActive: true });
    expect(await getPayoutStatus(toPublicUser(noPayouts))).toMatchObject({ state: "not_set_up" });
    expect(await activePayoutAccountId(noPayouts.id)).toBeNull();

    const pending = await Promise.all(OUTFITTERS.filter((x) => x.status === "pending").map((o) => byEmail(o.email)));
    const states = await payoutStatesByOutfitter([demo.id, ...pending.map((o) => o.id)]);
    expect(states.get(demo.id)).toBe("active");
    for (const o of pending) expect(states.has(o.id)).toBe(false);
  });
});
