import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { emailOutbox, outfitterReliability, users, waitlistEntries } from "@/db/schema";
import { seedDemoData } from "@/seed/demo-data";
import { getPublicOutfitter } from "@/lib/outfitters/public";
import { reliabilityOf } from "@/lib/reliability/public";
import { getListedHunt } from "@/lib/hunts/public-queries";
import { getSimilarHunts } from "@/lib/hunts/similar";
import { parseDollarsToCents } from "@/lib/format/money";

const byEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;

describe("demo seed: evidence and alerts (issues 49 and 50)", () => {
  it("stores reliability figures, one penalized Top-Tier outfitter, references with a contact, a waitlist and alert e-mails", async () => {
    await seedDemoData({ now: new Date("2026-11-20T12:00:00Z") });
    const demo = await byEmail("outfitter@ridgeline.test");
    const zambezi = await byEmail("camp@zambezivalleyhunters.com");
    const figures = await reliabilityOf([demo.id, zambezi.id]);
    expect(figures.get(demo.id)).toMatchObject({ penalized: false, responseRatePct: expect.any(Number) });
    expect(figures.get(demo.id)!.line).toMatch(
      /^Usually responds within (an hour|\d hours) · \d+% response rate · 0 cancellations in 12 months$/,
    );
    expect(figures.get(zambezi.id)).toMatchObject({ penalized: true, outfitterCancellations: 1, acceptedBookings: 16 });
    expect(zambezi).toMatchObject({ isTopTier: true, reliabilityPenalized: true });
    expect((await getPublicOutfitter(zambezi.id))?.isTopTier).toBe(false);
    const [ranks] = await queryRows<{ max: number }>(
      db,
      sql`SELECT max(CASE WHEN search_rank >= 8 THEN search_rank - 6 ELSE search_rank END) AS max FROM hunts WHERE outfitter_id = ${zambezi.id}`,
    );
    expect(Number(ranks!.max)).toBeLessThanOrEqual(3);
    expect((await db.select().from(outfitterReliability)).length).toBeGreaterThan(5);

    expect((await getPublicOutfitter(demo.id))?.references).toBeGreaterThanOrEqual(3);
    const [contacts] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM reference_contacts`);
    expect(Number(contacts!.n)).toBe(1);

    const line = await db.select().from(waitlistEntries).orderBy(waitlistEntries.createdAt);
    expect(line.map((e) => e.status)).toEqual(["waiting", "waiting", "waiting"]);
    expect(line[1]!.hunterId).toBe((await byEmail("hunter@ridgeline.test")).id);

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, "hunter@ridgeline.test"));
    const alert = mails.find((m) => m.template === "saved-search-alert");
    expect(alert?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mails.find((m) => m.template === "price-drop-alert")?.subject).toMatch(/^Price drop: /);

    // The demo outfitter's first listed hunt has similar hunts to show.
    const [first] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM hunts WHERE outfitter_id = ${demo.id} AND search_rank > 0 ORDER BY id LIMIT 1`,
    );
    const { hunt } = (await getListedHunt(Number(first!.id)))!;
    const similar = await getSimilarHunts({ ...hunt, priceCents: parseDollarsToCents(hunt.price)! });
    expect(similar.length).toBeGreaterThanOrEqual(1);
  });
});
