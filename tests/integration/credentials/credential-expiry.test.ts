import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { hunts, outfitterCredentials } from "@/db/schema";
import { sweepCredentialExpiry } from "@/lib/credentials/expiry";
import { publicCredentials } from "@/lib/credentials/public";
import { addDays, todayIso } from "@/lib/departures/dates";
import { searchHunts } from "@/lib/hunts/search";
import { filtersOf, huntSearchQuerySchema } from "@/lib/hunts/search-schema";
import { runJobNow } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { createHunt, createOutfitter } from "@/seed/factories";
import { createCredential } from "@/seed/credential-factories";
import { emailsTo } from "../../support/outbox";

const today = todayIso();
const verified = (outfitterId: number, expiresOn: string, kind: "licence" | "insurance" = "licence") =>
  createCredential({
    outfitterId,
    kind,
    expiresOn,
    status: "approved",
    verifiedAt: new Date(),
    ...(kind === "insurance" ? { insurer: "Big Sky Mutual" } : {}),
  });
const rankOf = async (huntId: number) => (await db.select({ r: hunts.searchRank }).from(hunts).where(eq(hunts.id, huntId)))[0]!.r;

describe("expiry by the job", () => {
  it("reminds 30 and 7 days ahead, once each, and ends the verification on the expiry day", async () => {
    const o = await createOutfitter();
    const c = await verified(o.id, addDays(today, 30));
    const hunt = await createHunt({ outfitterId: o.id });
    expect(await rankOf(hunt.id)).toBe(11);

    // 30 days ahead: one reminder, even when the job runs twice.
    expect((await sweepCredentialExpiry(today)).reminded30).toEqual([c.id]);
    expect((await sweepCredentialExpiry(today)).reminded30).toEqual([]);
    // 8 days ahead: nothing new; 7 days ahead: the second reminder.
    expect(await sweepCredentialExpiry(addDays(today, 22))).toEqual({ expired: [], reminded30: [], reminded7: [] });
    expect((await sweepCredentialExpiry(addDays(today, 23))).reminded7).toEqual([c.id]);
    const mails = (await emailsTo(o.email)).filter((m) => m.template === "credential-expiring");
    expect(mails.map((m) => m.subject)).toEqual([
      "Your Montana outfitter licence #12345 expires in 7 days",
      "Your Montana outfitter licence #12345 expires in 30 days",
    ]);

    // The day before it still counts; on its day it stops, in public reads and in search rank.
    expect((await publicCredentials([o.id], addDays(today, 29))).get(o.id)?.verified).toBe(true);
    expect((await publicCredentials([o.id], addDays(today, 30))).get(o.id)).toBeUndefined();
    expect((await sweepCredentialExpiry(addDays(today, 29))).expired).toEqual([]);
    expect((await sweepCredentialExpiry(addDays(today, 30))).expired).toEqual([c.id]);
    const [row] = await db.select().from(outfitterCredentials).where(eq(outfitterCredentials.id, c.id));
    expect(row!.status).toBe("expired");
    expect(await rankOf(hunt.id)).toBe(10);
  });

  it("sends one e-mail to a credential approved inside its last 7 days", async () => {
    const o = await createOutfitter();
    const c = await verified(o.id, addDays(today, 5), "insurance");
    const r = await sweepCredentialExpiry(today);
    expect(r.reminded7).toEqual([c.id]);
    expect(r.reminded30).toEqual([]);
    expect((await emailsTo(o.email)).map((m) => m.subject)).toEqual(["Your liability insurance (Big Sky Mutual) expires in 5 days"]);
  });

  it("runs as the scheduled credentials.expiry job", async () => {
    expect(QUEUES.credentialExpiry.cron).toBeDefined();
    const o = await createOutfitter();
    const c = await verified(o.id, addDays(today, 20));
    const out = (await runJobNow(QUEUES.credentialExpiry.name)) as { reminded30: number[] };
    expect(out.reminded30).toContain(c.id);
  });
});

describe("verified outfitters in search", () => {
  it("rank first within their tier, and the filter keeps only them", async () => {
    const location = `Verifiedville ${Date.now()}`;
    const plain = await createOutfitter();
    const licensed = await createOutfitter();
    const top = await createOutfitter({ isTopTier: true });
    const topLicensed = await createOutfitter({ isTopTier: true });
    await verified(licensed.id, addDays(today, 100));
    await verified(topLicensed.id, addDays(today, 100));
    // A pending or rejected licence does not count.
    await createCredential({ outfitterId: plain.id, status: "rejected" });
    const ids: Record<string, number> = {};
    for (const [name, o] of Object.entries({ plain, licensed, top, topLicensed })) {
      ids[name] = (await createHunt({ outfitterId: o.id, location: `${location}, Montana, USA` })).id;
    }
    const order = (await searchHunts({ location })).hunts.map((h) => h.id);
    expect(order).toEqual([ids.topLicensed, ids.top, ids.licensed, ids.plain]);

    const f = filtersOf(huntSearchQuerySchema.parse({ location, verified: "true" }));
    expect((await searchHunts(f)).hunts.map((h) => h.id)).toEqual([ids.topLicensed, ids.licensed]);
    expect(huntSearchQuerySchema.safeParse({ verified: "maybe" }).success).toBe(false);
  });
});
