import "server-only";
import { and, eq, inArray, lt, ne } from "drizzle-orm";
import { AppError } from "@/lib/http/errors";
import { db } from "@/db";
import { bookingPartyMembers, bookingSharePayments, bookings, hunts, users } from "@/db/schema";
import { expireHunt } from "@/lib/cache/tags";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { partyShareLapsed } from "@/lib/email/templates";
import { formatDateTime } from "@/lib/format/dates";
import { formatUsd } from "@/lib/format/money";
import { siteUrl } from "@/lib/seo/site-url";
import { lockHunt, returnSpots } from "@/lib/bookings/departure-spots";
import { PaymentProviderError, providerNamed } from "@/lib/money/providers/card-provider";
import { log } from "@/lib/log";
import { INVITE_HOURS, LEAD_HOURS } from "./schema";
import { removeShareInTx } from "./shrink";

const HOUR = 3_600_000;

/** Where the lead manages the party. */
export const partyUrl = (bookingId: number) => `${siteUrl()}/party/${bookingId}`;

async function lapseOne(memberId: number, now: Date): Promise<boolean> {
  const emailIds = await db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ bookingId: bookingPartyMembers.bookingId })
      .from(bookingPartyMembers)
      .where(eq(bookingPartyMembers.id, memberId));
    if (!peek) return null;
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, peek.bookingId)).for("update");
    const [m] = await tx.select().from(bookingPartyMembers).where(eq(bookingPartyMembers.id, memberId)).for("update");
    if (!b || !m || !["invited", "joined"].includes(m.status) || !m.inviteExpiresAt || m.inviteExpiresAt >= now) return null;
    // A card the member is confirming right now wins: its intent cannot be cancelled, and the share is paid, not lapsed.
    const open = await tx
      .select()
      .from(bookingSharePayments)
      .where(and(eq(bookingSharePayments.memberId, m.id), eq(bookingSharePayments.status, "processing")));
    for (const p of open) {
      try {
        await providerNamed(p.provider).cancel({ intentId: p.paymentIntentId, idempotencyKey: `${p.idempotencyKey}-cancel` }, tx);
      } catch (err) {
        if (err instanceof PaymentProviderError) return null;
        throw err;
      }
      await tx.update(bookingSharePayments).set({ status: "canceled" }).where(eq(bookingSharePayments.id, p.id));
    }
    await tx.update(bookingPartyMembers).set({ status: "lapsed", lapsedAt: now }).where(eq(bookingPartyMembers.id, m.id));
    const [lead] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, b.hunterId));
    const [hunt] = b.huntId ? await tx.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, b.huntId)) : [];
    if (!lead) return [];
    return [
      await enqueueEmail(
        tx,
        lead.email,
        partyShareLapsed.build({
          leadName: lead.firstName,
          huntTitle: hunt?.title ?? "your hunt",
          memberEmail: m.email,
          share: formatUsd(m.shareCents),
          deadlineText: `${formatDateTime(new Date(now.getTime() + LEAD_HOURS * HOUR), { timeZone: "UTC" })} UTC`,
          partyUrl: partyUrl(b.id),
        }),
        { bookingId: b.id, event: "party-share-lapsed" },
      ),
    ];
  });
  if (emailIds) await deliverAfterCommit(emailIds);
  return emailIds !== null;
}

async function freeOne(memberId: number, now: Date): Promise<boolean> {
  const [peek] = await db
    .select({ bookingId: bookings.id, huntId: bookings.huntId, outfitterId: bookings.outfitterId })
    .from(bookingPartyMembers)
    .innerJoin(bookings, eq(bookings.id, bookingPartyMembers.bookingId))
    .where(eq(bookingPartyMembers.id, memberId));
  if (!peek) return false;
  try {
    const emailIds = await db.transaction(async (tx) => {
      if (peek.huntId) await lockHunt(tx, peek.huntId);
      const [m] = await tx.select().from(bookingPartyMembers).where(eq(bookingPartyMembers.id, memberId));
      if (m?.status !== "lapsed" || !m.lapsedAt || m.lapsedAt.getTime() + LEAD_HOURS * HOUR >= now.getTime()) return null;
      return removeShareInTx(tx, peek.bookingId, memberId, now);
    });
    if (emailIds) await deliverAfterCommit(emailIds);
    if (emailIds && peek.huntId) expireHunt(peek.huntId, peek.outfitterId);
    return emailIds !== null;
  } catch (err) {
    // A share paid or removed meanwhile is not this job's to free.
    if (err instanceof AppError && err.status === 409) return false;
    throw err;
  }
}

/**
 * A party whose lead never paid their own share, past every deadline (72 h of invitations and the lead's 48 h): the booking ends,
 * its spots go back on sale and every share already paid is refunded in full (no member is charged for a trip that did not happen).
 */
async function endOne(bookingId: number, now: Date): Promise<boolean> {
  const [peek] = await db
    .select({ huntId: bookings.huntId, outfitterId: bookings.outfitterId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!peek) return false;
  const ended = await db.transaction(async (tx) => {
    if (peek.huntId) await lockHunt(tx, peek.huntId);
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!b || b.status !== "pending" || !b.holdsSpot || b.paymentStatus === "paid") return false;
    const [lead] = await tx
      .select()
      .from(bookingPartyMembers)
      .where(and(eq(bookingPartyMembers.bookingId, b.id), eq(bookingPartyMembers.position, 0)))
      .for("update");
    if (!lead || lead.status === "paid" || lead.createdAt.getTime() + (INVITE_HOURS + LEAD_HOURS) * HOUR >= now.getTime()) return false;
    const payments = await tx
      .select()
      .from(bookingSharePayments)
      .where(and(eq(bookingSharePayments.bookingId, b.id), inArray(bookingSharePayments.status, ["processing", "paid"])))
      .for("update");
    for (const p of payments) {
      const provider = providerNamed(p.provider);
      if (p.status === "paid") {
        await provider.refund(
          {
            intentId: p.paymentIntentId,
            amountCents: p.amountCents,
            idempotencyKey: `share-payment-${p.id}-party-ended`,
            reverseTransfer: p.transferDestination !== null,
          },
          tx,
        );
        await tx
          .update(bookingSharePayments)
          .set({ status: "refunded", refundedCents: p.amountCents })
          .where(eq(bookingSharePayments.id, p.id));
      } else {
        await provider.cancel({ intentId: p.paymentIntentId, idempotencyKey: `${p.idempotencyKey}-cancel` }, tx).catch(() => undefined);
        await tx.update(bookingSharePayments).set({ status: "canceled" }).where(eq(bookingSharePayments.id, p.id));
      }
    }
    await tx.update(bookings).set({ status: "cancelled", holdsSpot: false }).where(eq(bookings.id, b.id));
    await returnSpots(tx, b.departureId, b.partySize);
    return true;
  });
  if (ended && peek.huntId) expireHunt(peek.huntId, peek.outfitterId);
  return ended;
}

/** The party-shares job (every 5 minutes, safe on two workers: each change re-checks under its row locks). */
export async function runPartySharesSweep(now = new Date()) {
  const toLapse = await db
    .select({ id: bookingPartyMembers.id })
    .from(bookingPartyMembers)
    .where(and(inArray(bookingPartyMembers.status, ["invited", "joined"]), lt(bookingPartyMembers.inviteExpiresAt, now)));
  const toFree = await db
    .select({ id: bookingPartyMembers.id })
    .from(bookingPartyMembers)
    .where(and(eq(bookingPartyMembers.status, "lapsed"), lt(bookingPartyMembers.lapsedAt, new Date(now.getTime() - LEAD_HOURS * HOUR))));
  const toEnd = await db
    .select({ id: bookings.id })
    .from(bookingPartyMembers)
    .innerJoin(bookings, eq(bookings.id, bookingPartyMembers.bookingId))
    .where(
      and(
        eq(bookingPartyMembers.position, 0),
        ne(bookingPartyMembers.status, "paid"),
        eq(bookings.status, "pending"),
        lt(bookingPartyMembers.createdAt, new Date(now.getTime() - (INVITE_HOURS + LEAD_HOURS) * HOUR)),
      ),
    );
  let lapsed = 0;
  let freed = 0;
  let ended = 0;
  for (const { id } of toLapse) if (await lapseOne(id, now)) lapsed++;
  for (const { id } of toFree) if (await freeOne(id, now)) freed++;
  for (const { id } of toEnd) if (await endOne(id, now)) ended++;
  if (lapsed || freed || ended) log.info("party.sweep", { lapsed, freed, ended });
  return { lapsed, freed, ended };
}
