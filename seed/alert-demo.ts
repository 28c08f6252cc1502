import { sql } from "drizzle-orm";
import { queryRows } from "@/db/index";
import { huntPriceDrops, hunts, waitlistEntries } from "@/db/schema";
import { config } from "@/lib/config";
import { enqueueEmails } from "@/lib/email";
import { HUNT_WITH_OUTFITTER_COLUMNS, publicHuntOf, type HuntJoinedRow } from "@/lib/hunts/public-rows";
import { runPriceDropAlerts } from "@/lib/price-drops/run";
import { alertMailer } from "@/lib/saved-searches/alert-mail";
import { cardOf } from "@/lib/saved-searches/run";
import { listUnsubscribeHeaders, unsubscribeUrl } from "@/lib/saved-searches/token";
import { discountedPriceCents } from "@/lib/format/money";
import { daysAgo, pick, type SeedContext } from "./context";
import { DEMO_HUNTER_EMAIL } from "./data/people";

/**
 * What the alerts look like on the demo (issue 50): the demo hunter's daily search's alert of
 * yesterday in the outbox, a followed outfitter's hunt 10% off since this morning and its
 * price-drop e-mail, and a line of hunters on a sold-out departure (the demo hunter second).
 */
export async function seedAlertDemo(ctx: SeedContext, alerted: { id: number; name: string; path: string; query: string }) {
  await seedAlertEmail(ctx, alerted);
  await seedPriceDrop(ctx);
  await seedWaitlist(ctx);
}

async function seedAlertEmail(ctx: SeedContext, search: { id: number; name: string; path: string; query: string }) {
  const hannah = pick(ctx.hunterByEmail, DEMO_HUNTER_EMAIL);
  const rows = await queryRows<HuntJoinedRow>(
    ctx.tx,
    sql`SELECT ${HUNT_WITH_OUTFITTER_COLUMNS} FROM hunts h JOIN users u ON u.id = h.outfitter_id
         WHERE h.search_rank > 0 AND h.species && '{elk/wapiti}'::text[] AND h.location ILIKE '%montana%'
         ORDER BY h.id LIMIT 2`,
  );
  if (!rows.length) return;
  const base = config().APP_URL;
  const write = await alertMailer();
  const mail = await write({
    firstName: hannah.firstName,
    searchName: search.name,
    searchUrl: `${base}${search.path}${search.query ? `?${search.query}` : ""}`,
    manageUrl: `${base}/hunter-dashboard#saved-searches`,
    unsubscribeUrl: unsubscribeUrl(search.id),
    newHunts: rows.map((r) => cardOf(publicHuntOf(r), [])),
    newDepartures: [],
    moreCount: 0,
  });
  await enqueueEmails(ctx.tx, [
    { to: hannah.email, mail: { ...mail, headers: listUnsubscribeHeaders(search.id) }, meta: { savedSearchId: search.id } },
  ]);
  await ctx.tx.execute(sql`UPDATE saved_search_alerts SET hunt_ids = ${`{${rows.map((r) => r.id).join(",")}}`}::int[]
    WHERE saved_search_id = ${search.id}`);
}

/** A hunt of Kodiak Coastal (which the demo hunter follows) with no bookings, 10% off since this morning. */
async function seedPriceDrop(ctx: SeedContext) {
  const kodiak = pick(ctx.outfitterByKey, "kodiak");
  const [hunt] = await queryRows<{ id: number; price_cents: number }>(
    ctx.tx,
    sql`SELECT h.id, h.price_cents FROM hunts h
         WHERE h.outfitter_id = ${kodiak.id} AND h.is_active AND NOT h.is_discounted
           AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.hunt_id = h.id)
         ORDER BY h.id LIMIT 1`,
  );
  if (!hunt) return;
  const original = Number(hunt.price_cents);
  await ctx.tx
    .update(hunts)
    .set({
      isDiscounted: true,
      discountType: "percentage",
      discountValue: 1000,
      originalPriceCents: original,
      priceCents: discountedPriceCents(original, { type: "percentage", value: 1000 }),
    })
    .where(sql`id = ${hunt.id}`);
  // The trigger dated it by the clock; the demo's "now" may be another moment.
  await ctx.tx
    .update(huntPriceDrops)
    .set({ createdAt: daysAgo(ctx, 0, 6) })
    .where(sql`hunt_id = ${hunt.id}`);
  await runPriceDropAlerts(ctx.now, ctx.tx);
}

/** The first sold-out departure still ahead: two hunters waiting, the demo hunter second with a party of 2. */
async function seedWaitlist(ctx: SeedContext) {
  const [dep] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`SELECT d.id FROM hunt_departures d JOIN hunts h ON h.id = d.hunt_id
         WHERE h.search_rank > 0 AND d.spots_left = 0 AND d.start_date > ${ctx.now.toISOString().slice(0, 10)}::date
         ORDER BY d.start_date, d.id LIMIT 1`,
  );
  if (!dep) return;
  const hunter = (email: string) => pick(ctx.hunterByEmail, email).id;
  await ctx.tx.insert(waitlistEntries).values([
    { departureId: Number(dep.id), hunterId: hunter("dale.whitfield@example.com"), partySize: 1, createdAt: daysAgo(ctx, 9) },
    { departureId: Number(dep.id), hunterId: hunter(DEMO_HUNTER_EMAIL), partySize: 2, createdAt: daysAgo(ctx, 6) },
    { departureId: Number(dep.id), hunterId: hunter("emily.carter@example.com"), partySize: 3, createdAt: daysAgo(ctx, 2) },
  ]);
}
