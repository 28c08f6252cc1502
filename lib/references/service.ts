import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db, queryRows, type DbOrTx } from "@/db";
import { messages, outfitterReferences, referenceContacts, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireReferences } from "@/lib/cache/tags";
import { forbidden, notFound, tooManyRequests } from "@/lib/http/errors";
import { deliverMessageEmail, enqueueMessageEmail } from "@/lib/messages/notify";
import { REFERENCE_DAILY_LIMIT, REFERENCE_MESSAGES, type ContactReferenceInput, type ReferenceStanding } from "./schema";

const DAY_MS = 86_400_000;

/** A past client: a booking with the outfitter that is completed, or accepted with its departure ended. */
async function completedBookingId(tx: DbOrTx, hunterId: number, outfitterId: number): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT b.id FROM bookings b LEFT JOIN hunt_departures d ON d.id = b.departure_id
         WHERE b.hunter_id = ${hunterId} AND b.outfitter_id = ${outfitterId}
           AND (b.status = 'completed' OR (b.status = 'accepted' AND d.end_date < calendar_today()))
         ORDER BY b.id DESC LIMIT 1`,
  );
  return row ? Number(row.id) : null;
}

async function listedOutfitter(tx: DbOrTx, outfitterId: number) {
  const [o] = await tx
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, outfitterId), eq(users.role, "outfitter"), eq(users.isApproved, true), eq(users.isActive, true)));
  if (!o) throw notFound(REFERENCE_MESSAGES.outfitterNotFound);
  return o;
}

/** Opting in (again): only a past client of the outfitter. */
export async function optInAsReference(user: CurrentUser, outfitterId: number): Promise<{ message: string; optedIn: true }> {
  await db.transaction(async (tx) => {
    await listedOutfitter(tx, outfitterId);
    const bookingId = await completedBookingId(tx, user.id, outfitterId);
    if (bookingId === null) throw forbidden(REFERENCE_MESSAGES.notPastClient);
    await tx
      .insert(outfitterReferences)
      .values({ outfitterId, hunterId: user.id, bookingId })
      .onConflictDoUpdate({
        target: [outfitterReferences.outfitterId, outfitterReferences.hunterId],
        set: { optedOutAt: null, bookingId, optedInAt: sql`now()` },
      });
  });
  expireReferences(outfitterId);
  return { message: REFERENCE_MESSAGES.optedIn, optedIn: true };
}

/** One click: no longer a reference (a repeat is the same answer). */
export async function optOutAsReference(user: CurrentUser, outfitterId: number): Promise<{ message: string; optedIn: false }> {
  await db
    .update(outfitterReferences)
    .set({ optedOutAt: sql`now()` })
    .where(
      and(
        eq(outfitterReferences.outfitterId, outfitterId),
        eq(outfitterReferences.hunterId, user.id),
        isNull(outfitterReferences.optedOutAt),
      ),
    );
  expireReferences(outfitterId);
  return { message: REFERENCE_MESSAGES.optedOut, optedIn: false };
}

/** The outfitters a hunter is a past client of, and whether they are a reference for each. */
export async function myReferenceStanding(user: CurrentUser): Promise<ReferenceStanding[]> {
  const rows = await queryRows<{ outfitter_id: number; first_name: string; opted_in: boolean }>(
    db,
    sql`SELECT u.id AS outfitter_id, u.first_name,
               EXISTS (SELECT 1 FROM outfitter_references r WHERE r.outfitter_id = u.id AND r.hunter_id = ${user.id} AND r.opted_out_at IS NULL) AS opted_in
          FROM users u
         WHERE u.role = 'outfitter' AND u.is_approved AND u.is_active
           AND EXISTS (SELECT 1 FROM bookings b LEFT JOIN hunt_departures d ON d.id = b.departure_id
                        WHERE b.hunter_id = ${user.id} AND b.outfitter_id = u.id
                          AND (b.status = 'completed' OR (b.status = 'accepted' AND d.end_date < calendar_today())))
         ORDER BY u.first_name, u.id`,
  );
  return rows.map((r) => ({ outfitterId: Number(r.outfitter_id), outfitterName: r.first_name, optedIn: Boolean(r.opted_in) }));
}

export type ReferenceContactResult = { message: string; sent: true };

/**
 * Relays the visitor's message through Ridgeline messaging to the available reference contacted
 * longest ago (rotation). The visitor sees no name or e-mail of the reference until it answers
 * (lib/references/masking.ts). At most 3 contacts a visitor a rolling day: 429 beyond, nothing sent.
 */
export async function contactReference(user: CurrentUser, outfitterId: number, input: ContactReferenceInput, now = new Date()) {
  const result = await db.transaction(async (tx) => {
    const outfitter = await listedOutfitter(tx, outfitterId);
    // One visitor's contacts one at a time, so two at once cannot both pass the limit.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('reference-contact'), ${user.id})`);
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    const [{ n }] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM reference_contacts WHERE visitor_id = ${user.id} AND created_at > ${since}::timestamptz`,
    );
    if (Number(n) >= REFERENCE_DAILY_LIMIT) throw tooManyRequests(REFERENCE_MESSAGES.overLimit);
    const [pick] = await queryRows<{ id: number; hunter_id: number; first_name: string; email: string }>(
      tx,
      sql`SELECT r.id, r.hunter_id, u.first_name, u.email FROM outfitter_references r JOIN users u ON u.id = r.hunter_id
           WHERE r.outfitter_id = ${outfitterId} AND r.opted_out_at IS NULL AND u.is_active AND r.hunter_id <> ${user.id}
             AND NOT EXISTS (SELECT 1 FROM reference_contacts c WHERE c.reference_id = r.id AND c.visitor_id = ${user.id})
           ORDER BY r.last_contacted_at ASC NULLS FIRST, r.id ASC
           LIMIT 1 FOR UPDATE OF r SKIP LOCKED`,
    );
    if (!pick) throw notFound(REFERENCE_MESSAGES.noneAvailable);
    const referenceHunterId = Number(pick.hunter_id);
    await tx
      .update(outfitterReferences)
      .set({ lastContactedAt: now, contactCount: sql`${outfitterReferences.contactCount} + 1` })
      .where(eq(outfitterReferences.id, Number(pick.id)));
    await tx
      .insert(referenceContacts)
      .values({ referenceId: Number(pick.id), outfitterId, visitorId: user.id, referenceHunterId, createdAt: now });
    const content = `A hunter considering ${outfitter.firstName} would like to hear from a past client (you opted in as a reference; reply here and they will see your first name):\n\n${input.message}`;
    const [row] = await tx
      .insert(messages)
      .values({ senderId: user.id, receiverId: referenceHunterId, content, createdAt: now })
      .returning();
    const email = await enqueueMessageEmail(tx, user, { id: referenceHunterId, firstName: pick.first_name, email: pick.email }, row!, now);
    return { email };
  });
  await deliverMessageEmail(result.email);
  return {
    message: "Your message was sent to a past client. Their answer will appear in your messages.",
    sent: true,
  } as ReferenceContactResult;
}

/** Hunters on either side of a relayed contact may keep writing to each other through messaging. */
export async function hasReferenceLink(a: number, b: number): Promise<boolean> {
  const [row] = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM reference_contacts
         WHERE (visitor_id = ${a} AND reference_hunter_id = ${b}) OR (visitor_id = ${b} AND reference_hunter_id = ${a}) LIMIT 1`,
  );
  return Boolean(row);
}

/** References still anonymous to this viewer: contacted by the viewer and not yet answered. */
export async function anonymousReferencesFor(viewerId: number): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT DISTINCT c.reference_hunter_id AS id FROM reference_contacts c
         WHERE c.visitor_id = ${viewerId}
           AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.sender_id = c.reference_hunter_id AND m.receiver_id = ${viewerId})`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}
