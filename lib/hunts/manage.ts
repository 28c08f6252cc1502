import "server-only";
import { outfitterBookingCounts } from "@/lib/bookings/outfitter-visible";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { db, queryRows, type DbOrTx } from "@/db";
import { huntDepartures, hunts } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireHunt } from "@/lib/cache/tags";
import { badRequest, forbidden, notFound } from "@/lib/http/errors";
import { todayIn } from "@/lib/departures/dates";
import { timeZoneOfLocation } from "@/lib/departures/time-zone";
import { assertZoneKept } from "./zone-lock";
import { createDepartures, updateDepartures } from "@/lib/departures/save";
import { summarizeDepartures } from "@/lib/departures/summary";
import { toPublicDeparture, type PublicDeparture } from "@/lib/departures/present";
import { bookedSpotsOfOutfitter } from "@/lib/departures/booked";
import { keyOf } from "@/lib/storage/provider";
import { removeStored } from "@/lib/storage/service";
import { toPublicHunt, type HuntRow, type PublicHunt } from "./present";
import { HUNT_MESSAGES, type HuntInput, type HuntUpdate, type HuntValues } from "./schema";
import { log } from "@/lib/log";
import { feesOfHunts, saveHuntFees } from "./fees";
import { EMPTY_FEES } from "@/lib/money/price-lines/types";
import { toPublicFees, type PublicFees } from "./fees-present";
import { huntTagOf, huntTagsOf, saveHuntTag } from "@/lib/tags/hunt-tags";
import { queueRolloverPickup } from "@/lib/tags/rollover-pickup";
import { agreementsOfHunts, saveTripAgreement } from "@/lib/agreements/versions";

// An outfitter creates hunts only once approved, and manages only their own.
export const NOT_APPROVED = "Account must be approved before creating hunts";
export const NOT_OWN_HUNT = "You can only manage your own hunts";

// Also run by the routes before they validate the body, so a pending outfitter's 403 wins over a 400.
export function assertApprovedOutfitter(user: CurrentUser) {
  if (user.role !== "outfitter") throw forbidden("Only outfitters can manage hunts");
  if (!user.isApproved) throw forbidden(NOT_APPROVED);
}

async function ownHuntForUpdate(tx: DbOrTx, user: CurrentUser, id: number): Promise<HuntRow> {
  const [row] = await tx
    .select()
    .from(hunts)
    .where(and(eq(hunts.id, id), isNull(hunts.deletedAt)))
    .for("update")
    .limit(1);
  if (!row) throw notFound("Hunt not found");
  if (row.outfitterId !== user.id) throw forbidden(NOT_OWN_HUNT);
  return row;
}

// New photos and videos must be the caller's own uploads; ones already on the hunt may stay.
function assertOwnMedia(user: CurrentUser, values: HuntValues, existing?: HuntRow) {
  const kept = new Set([...(existing?.images ?? []), ...(existing?.video ? [existing.video] : [])]);
  for (const url of [...values.images, ...(values.video ? [values.video] : [])]) {
    if (kept.has(url)) continue;
    if (keyOf(url)?.ownerId !== user.id) throw badRequest(HUNT_MESSAGES.mediaUrl);
  }
}

function columnsOf(values: HuntValues) {
  const {
    departures: _d,
    availability: _a,
    dates: _t,
    fees: _f,
    tag: _g,
    agreement: _ag,
    cancellationPolicy,
    depositPercent,
    balanceCollectionDays,
    ...columns
  } = values;
  void _ag;
  void _f;
  void _g;
  void _d;
  void _a;
  void _t;
  return {
    ...columns,
    ...(cancellationPolicy ? { cancellationPolicy } : {}),
    ...(depositPercent ? { depositPercent } : {}),
    ...(balanceCollectionDays === undefined
      ? {}
      : { balanceCollectionDays: balanceCollectionDays === "direct" ? null : balanceCollectionDays }),
  };
}

// The departure triggers have set the hunt's availability.
async function reread(tx: DbOrTx, id: number): Promise<HuntRow> {
  const [row] = await tx.select().from(hunts).where(eq(hunts.id, id));
  return row!;
}

export async function createHunt(user: CurrentUser, values: HuntInput, now = new Date()): Promise<PublicHunt & { fees: PublicFees }> {
  assertApprovedOutfitter(user);
  assertOwnMedia(user, values);
  const row = await db.transaction(async (tx) => {
    const dates = values.dates ?? summarizeDepartures(values.departures ?? []);
    const [inserted] = await tx
      .insert(hunts)
      .values({ ...columnsOf(values), dates, availability: 0, outfitterId: user.id, isActive: true })
      .returning({ id: hunts.id, timeZone: hunts.timeZone });
    await createDepartures(tx, inserted!.id, values, todayIn(inserted!.timeZone, now));
    if (values.tag) await saveHuntTag(tx, user, inserted!.id, values.tag);
    await saveTripAgreement(tx, inserted!.id, values.agreement);
    const saved = await reread(tx, inserted!.id);
    return { saved, fees: await saveHuntFees(tx, saved, values.fees), tag: await huntTagOf(tx, inserted!.id) };
  });
  expireHunt(row.saved.id, user.id);
  return { ...toPublicHunt(row.saved), fees: toPublicFees(row.fees), tag: row.tag };
}

export async function updateHunt(
  user: CurrentUser,
  id: number,
  values: HuntUpdate,
  now = new Date(),
): Promise<PublicHunt & { fees: PublicFees }> {
  assertApprovedOutfitter(user);
  const row = await db.transaction(async (tx) => {
    const existing = await ownHuntForUpdate(tx, user, id);
    assertOwnMedia(user, values, existing);
    await assertZoneKept(tx, existing, values.location);
    const dates = await updateDepartures(tx, id, values, todayIn(await timeZoneOfLocation(tx, values.location), now));
    await tx
      .update(hunts)
      .set({ ...columnsOf(values), dates })
      .where(eq(hunts.id, id));
    if (values.tag) await saveHuntTag(tx, user, id, values.tag);
    await saveTripAgreement(tx, id, values.agreement);
    // Failed-draw places waiting for a departure of this hunt are picked up once this commits.
    await queueRolloverPickup(tx, id);
    const saved = await reread(tx, id);
    return { saved, fees: await saveHuntFees(tx, saved, values.fees), tag: await huntTagOf(tx, id) };
  });
  expireHunt(id, user.id);
  return { ...toPublicHunt(row.saved), fees: toPublicFees(row.fees), tag: row.tag };
}

export async function setHuntStatus(user: CurrentUser, id: number, isActive: boolean): Promise<PublicHunt> {
  assertApprovedOutfitter(user);
  const row = await db.transaction(async (tx) => {
    await ownHuntForUpdate(tx, user, id);
    const [updated] = await tx.update(hunts).set({ isActive }).where(eq(hunts.id, id)).returning();
    return updated!;
  });
  expireHunt(id, user.id);
  return toPublicHunt(row);
}

// A hunt that bookings, claims, reviews or questionnaire responses refer to is archived instead
// (inactive, deleted_at set), so that history keeps its hunt.
export async function deleteHunt(user: CurrentUser, id: number): Promise<{ deleted: true; archived: boolean }> {
  assertApprovedOutfitter(user);
  const result = await db.transaction(async (tx) => {
    const row = await ownHuntForUpdate(tx, user, id);
    const [refs] = await queryRows<{ n: number }>(
      tx,
      sql`
      select (select count(*) from bookings where hunt_id = ${id})
           + (select count(*) from booking_claims where hunt_id = ${id})
           + (select count(*) from hunt_reviews where hunt_id = ${id})
           + (select count(*) from questionnaire_responses where hunt_id = ${id}) as n`,
    );
    if (Number(refs?.n ?? 0) > 0) {
      await tx.update(hunts).set({ isActive: false, deletedAt: new Date() }).where(eq(hunts.id, id));
      return { archived: true, media: [] as string[] };
    }
    await tx.delete(hunts).where(eq(hunts.id, id));
    return { archived: false, media: [...row.images, ...(row.video ? [row.video] : [])] };
  });
  expireHunt(id, user.id);
  if (!result.archived) await removeUnusedUploads(user, result.media);
  return { deleted: true, archived: result.archived };
}

// Best effort: only files no other hunt of the owner uses.
async function removeUnusedUploads(user: CurrentUser, urls: string[]) {
  for (const url of urls) {
    const key = keyOf(url);
    if (!key || key.ownerId !== user.id) continue;
    const [used] = await queryRows<{ n: number }>(
      db,
      sql`
      select count(*)::int as n from hunts where ${url} = any(images) or video = ${url}`,
    );
    if (Number(used?.n ?? 0) > 0) continue;
    await removeStored(key, url).catch((err) => log.error("storage.delete_failed", { url, err }));
  }
}

export async function listOwnHunts(
  user: CurrentUser,
): Promise<(PublicHunt & { bookingCounts: Record<string, number>; departures: PublicDeparture[]; fees: PublicFees })[]> {
  const rows = await db
    .select()
    .from(hunts)
    .where(and(eq(hunts.outfitterId, user.id), isNull(hunts.deletedAt)))
    .orderBy(desc(hunts.createdAt), desc(hunts.id));
  // The hunt's Bookings page lists exactly these (lib/bookings/outfitter-visible.ts).
  const counts = await outfitterBookingCounts(user.id);
  const departures = rows.length
    ? await db
        .select()
        .from(huntDepartures)
        .where(
          inArray(
            huntDepartures.huntId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(huntDepartures.startDate), asc(huntDepartures.endDate), asc(huntDepartures.id))
    : [];
  const booked = await bookedSpotsOfOutfitter(db, user.id);
  const fees = await feesOfHunts(
    db,
    rows.map((r) => r.id),
  );
  const now = new Date();
  const agreements = await agreementsOfHunts(
    db,
    rows.map((r) => r.id),
  );
  const tags = await huntTagsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...toPublicHunt(row),
    tag: tags.get(row.id) ?? null,
    ...(agreements.get(row.id) ?? { tripAgreement: "", asksLicenceNumber: false }),
    departures: departures
      .filter((d) => d.huntId === row.id)
      .map((d) => toPublicDeparture(d, todayIn(row.timeZone, now), booked.get(d.id) ?? 0)),
    bookingCounts: Object.fromEntries(counts.filter((c) => c.huntId === row.id).map((c) => [c.status, c.n])),
    fees: toPublicFees(fees.get(row.id) ?? EMPTY_FEES),
  }));
}
