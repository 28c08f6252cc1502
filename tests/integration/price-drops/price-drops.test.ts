import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db";
import { emailBounces, favorites, huntPriceDrops, hunts, savedSearches } from "@/db/schema";
import { pruneOldPriceDrops, runPriceDropAlerts } from "@/lib/price-drops/run";
import { createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { emailsTo } from "../../support/outbox";

const HOUR = 3_600_000;
// The runs' clock: this week's Monday, 02:00 UTC, so no run's day or week ends between two runs by accident; drops are dated on it.
const today = new Date();
const T0 = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7), 2));
const dateDrops = (huntId: number, at: Date) => db.update(huntPriceDrops).set({ createdAt: at }).where(eq(huntPriceDrops.huntId, huntId));
let outfitter: { id: number };
let follower: { id: number; email: string };
let weeklyFollower: { id: number; email: string };
let bounced: { id: number; email: string };
let stranger: { email: string };
let dropped: number;
let raised: number;
let backUp: number;

const alertsTo = async (email: string) => (await emailsTo(email)).filter((m) => m.template === "price-drop-alert");
const setPrice = (id: number, priceCents: number, extra: Partial<typeof hunts.$inferInsert> = {}) =>
  db
    .update(hunts)
    .set({ priceCents, ...extra })
    .where(eq(hunts.id, id));

beforeAll(async () => {
  outfitter = await createOutfitter({ email: "drops-o@example.test" });
  follower = await createHunter({ email: "drops-f@example.test", firstName: "Fern" });
  weeklyFollower = await createHunter({ email: "drops-w@example.test" });
  bounced = await createHunter({ email: "drops-b@example.test" });
  stranger = await createHunter({ email: "drops-s@example.test" });
  await db.insert(favorites).values([follower, weeklyFollower, bounced].map((h) => ({ hunterId: h.id, outfitterId: outfitter.id })));
  await db
    .insert(savedSearches)
    .values({ hunterId: weeklyFollower.id, name: "Weekly", path: "/browse-hunts", query: "", frequency: "weekly" });
  await db.insert(emailBounces).values({ email: bounced.email });
  dropped = (await createHunt({ outfitterId: outfitter.id, title: "Cut Price Elk", priceCents: 600_000 })).id;
  raised = (await createHunt({ outfitterId: outfitter.id, title: "Dearer Moose", priceCents: 500_000 })).id;
  backUp = (await createHunt({ outfitterId: outfitter.id, title: "Back Up Bear", priceCents: 400_000 })).id;
});

describe("price-drop alerts", () => {
  it("a drop or a discount starting is recorded by the trigger; a raise is not", async () => {
    await setPrice(dropped, 480_000, { isDiscounted: true, originalPriceCents: 600_000, discountType: "percentage", discountValue: 2000 });
    await setPrice(raised, 550_000);
    await setPrice(backUp, 350_000);
    await setPrice(backUp, 400_000);
    const rows = await db.select().from(huntPriceDrops);
    expect(rows.map((r) => [r.huntId, r.oldPriceCents, r.newPriceCents])).toEqual([
      [dropped, 600_000, 480_000],
      [backUp, 400_000, 350_000],
    ]);
  });

  it("e-mails each follower once per period, listing the hunts still cheaper than before, none to a bounced address", async () => {
    await dateDrops(dropped, new Date(T0.getTime() - HOUR));
    await dateDrops(backUp, new Date(T0.getTime() - HOUR));
    const now = T0;
    const r = await runPriceDropAlerts(now);
    expect(r).toMatchObject({ hunters: 2, sent: 2 });
    const [mail] = await alertsTo(follower.email);
    expect(mail?.subject).toBe("Price drop: Cut Price Elk");
    expect(mail?.text).toContain("$4,800");
    expect(mail?.text).toContain("$6,000");
    expect(mail?.text).not.toContain("Back Up Bear");
    expect(mail?.text).not.toContain("Dearer Moose");
    expect(await alertsTo(bounced.email)).toHaveLength(0);
    expect(await alertsTo(stranger.email)).toHaveLength(0);
    // The same period again: nothing new, nothing twice.
    await setPrice(raised, 450_000);
    // (As of the run's clock, an hour and a half on: after the first e-mail.)
    await dateDrops(raised, new Date(now.getTime() + HOUR / 2));
    expect(await runPriceDropAlerts(new Date(now.getTime() + HOUR))).toMatchObject({ sent: 0 });
    expect(await alertsTo(follower.email)).toHaveLength(1);
  });

  it("the next day's run sends only the drops since the last e-mail; a weekly hunter waits for the next week", async () => {
    const tomorrow = new Date(T0.getTime() + 24 * HOUR);
    const r = await runPriceDropAlerts(tomorrow);
    const mails = await alertsTo(follower.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe("Price drop: Dearer Moose");
    expect(await alertsTo(weeklyFollower.email)).toHaveLength(1);
    expect(r.sent).toBe(1);
  });

  it("a hunt no longer listed is left out", async () => {
    await setPrice(backUp, 300_000, { isActive: false });
    await db
      .update(huntPriceDrops)
      .set({ createdAt: new Date(T0.getTime() + 30 * HOUR) })
      .where(eq(huntPriceDrops.newPriceCents, 300_000));
    const r = await runPriceDropAlerts(new Date(T0.getTime() + 48 * HOUR));
    expect(r.sent).toBe(0);
  });

  it("housekeeping deletes drops over 30 days old, and only those", async () => {
    const before = (await db.select().from(huntPriceDrops)).length;
    await dateDrops(dropped, new Date(Date.now() - 31 * 24 * HOUR));
    expect(await pruneOldPriceDrops()).toBe(1);
    expect((await db.select().from(huntPriceDrops)).length).toBe(before - 1);
  });
});
