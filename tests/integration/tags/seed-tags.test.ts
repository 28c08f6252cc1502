import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { bookingDrawTerms, bookings, bookingTagResults, huntPricing, hunts, huntTags, users } from "@/db/schema";
import { pricedHunt } from "@/lib/hunts/fees";
import { seedDemoData } from "@/seed/demo-data";
import { DEMO_HUNTER_EMAIL } from "@/seed/data/people";
import { huntTagInputSchema, readHuntTag } from "@/lib/tags/schema";
import { tagBookingsOfOutfitter } from "@/lib/tags/outfitter-pending";
import { asCurrent } from "../../security/registry-fixtures";

const NOW = new Date("2026-11-20T12:00:00Z");

describe("demo tag data", () => {
  it("has labelled draw windows in several states and provinces, OTC and included hunts, and the demo hunter's draw terms", async () => {
    const tables = await queryRows<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public'`);
    await db.execute(sql.raw(`truncate ${tables.map((t) => `"${t.tablename}"`).join(", ")} restart identity cascade`));
    await seedDemoData({ now: NOW });
    const tags = await db.select().from(huntTags);
    const draws = tags.filter((t) => t.tagType === "draw");
    expect(new Set(draws.map((d) => d.region)).size).toBeGreaterThanOrEqual(3);
    // Several windows still ahead, and one draw whose results are out.
    expect(new Set(draws.filter((d) => d.resultsOn! >= "2026-11-20").map((d) => d.region)).size).toBeGreaterThanOrEqual(2);
    expect(draws.some((d) => d.resultsOn! < "2026-11-20")).toBe(true);
    expect(tags.some((t) => t.tagType === "otc")).toBe(true);
    expect(tags.some((t) => t.tagType === "included")).toBe(true);
    for (const d of draws) {
      expect(d.whoMayApply).toMatch(/^Demo data/);
      // Every demo draw passes the rules the hunt form applies on create.
      const issues: string[] = [];
      readHuntTag(
        huntTagInputSchema.parse({
          type: "draw",
          region: d.region,
          applicationOpensOn: d.applicationOpensOn,
          applicationClosesOn: d.applicationClosesOn,
          resultsOn: d.resultsOn,
          oddsText: d.oddsText,
          oddsSourceUrl: d.oddsSourceUrl,
          failedDrawOutcome: d.failedDrawOutcome,
          alternativeHuntId: d.alternativeHuntId,
        }),
        d.resultsOn! >= "2026-11-20" ? "create" : "update",
        (f, m) => issues.push(`${f}: ${m}`),
        NOW,
      );
      expect(issues).toEqual([]);
    }
    const terms = await db
      .select({ outcome: bookingDrawTerms.outcome })
      .from(bookingDrawTerms)
      .innerJoin(bookings, eq(bookings.id, bookingDrawTerms.bookingId))
      .innerJoin(users, eq(users.id, bookings.hunterId))
      .where(eq(users.email, DEMO_HUNTER_EMAIL));
    expect(terms.length).toBeGreaterThanOrEqual(4);
    const results = await db
      .select({
        status: bookingTagResults.status,
        review: bookingTagResults.review,
        resolution: bookingTagResults.resolution,
        resolutionState: bookingTagResults.resolutionState,
      })
      .from(bookingTagResults)
      .innerJoin(bookings, eq(bookings.id, bookingTagResults.bookingId))
      .innerJoin(users, eq(users.id, bookings.hunterId))
      .where(eq(users.email, DEMO_HUNTER_EMAIL));
    expect(results.some((r) => r.status === "pending")).toBe(true);
    expect(results.some((r) => r.status === "drawn")).toBe(true);
    expect(results.some((r) => r.status === "not_drawn" && r.review === "unconfirmed")).toBe(true);
    expect(results.some((r) => r.resolution === "credit")).toBe(true);
    expect(results.some((r) => r.resolution === "rollover" && r.resolutionState === "rolling_over")).toBe(true);
    // A draw the outfitter applies for shows its fee in "from $X all-in".
    const { allInFromCents } = await import("@/lib/money/price-lines/calculate");
    const priced = await db
      .select({ tag: huntTags, pricing: huntPricing, hunt: hunts })
      .from(huntTags)
      .innerJoin(huntPricing, eq(huntPricing.huntId, huntTags.huntId))
      .innerJoin(hunts, eq(hunts.id, huntTags.huntId))
      .where(eq(huntTags.outfitterApplies, true));
    expect(priced.length).toBeGreaterThan(0);
    // Until its results are out (tags.draw-fee-expiry takes it out after).
    for (const { tag, pricing, hunt } of priced) {
      const fee = tag.resultsOn! >= "2026-11-20" ? tag.applicationFeeCents : null;
      expect(pricing.applicationFeeCents).toBe(fee ?? 0);
      expect(pricing.allInFromCents).toBe(allInFromCents({ ...pricedHunt(hunt, pricing.fees), applicationFeeCents: fee }));
    }
    // A request still waiting for its outfitter's answer: first on that outfitter's Tag draws card, with its to-do.
    const [request] = await db
      .select({ outfitterId: bookings.outfitterId, id: bookings.id })
      .from(bookingDrawTerms)
      .innerJoin(bookings, eq(bookings.id, bookingDrawTerms.bookingId))
      .where(and(eq(bookings.status, "pending"), eq(bookings.paymentStatus, "authorized")));
    expect(request).toBeDefined();
    const [owner] = await db.select().from(users).where(eq(users.id, request!.outfitterId));
    const card = await tagBookingsOfOutfitter(asCurrent(owner!), NOW);
    expect(card.map((b) => b.bookingId)).toContain(request!.id);
    expect(card[0]).toMatchObject({ status: "pending" });
    expect(card[0]!.todo.map((t) => t.kind)).toContain("answer");
  });
});
