import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { bookingPartyMembers, bookingPriceSnapshots, bookings, huntDepartures, hunts, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { partyInvitation } from "@/lib/email/templates";
import { formatDateRange, formatDateTime } from "@/lib/format/dates";
import { formatCents, formatUsd } from "@/lib/format/money";
import { siteUrl } from "@/lib/seo/site-url";
import { lockHunt } from "@/lib/bookings/departure-spots";
import { asksLicenceNumber } from "@/lib/agreements/versions";
import { membersOf, PARTY_NOT_FOUND, partyForBooking } from "./views";
import { splitParty } from "./split";
import { splitBalanceIntoShares } from "@/lib/money/installments/store";
import { INVITE_HOURS, LICENCE_REQUIRED_MESSAGE, type MemberDetailsInput, type StartSharesInput } from "./schema";

export const LEAD_ONLY_MESSAGE = "Only the hunter who booked can choose how the party pays";
export const ALREADY_SHARED_MESSAGE = "Each hunter of this party already pays their own share";
export const ONE_HUNTER_MESSAGE = "Only a party of more than one hunter can pay in shares";
export const PAYMENT_STARTED_MESSAGE = "The payment for the whole party has already started";
export const NOT_OPEN_MESSAGE = "This booking is no longer waiting for payment";
export const INVITE_INVALID_MESSAGE = "This invitation link is not valid";
export const INVITE_EXPIRED_MESSAGE = "This invitation has expired: the share went back to the hunter who booked";
export const INVITE_TAKEN_MESSAGE = "This invitation was already accepted by another account";
export const ALREADY_MEMBER_MESSAGE = "You are already part of this party";
export const NOT_YOUR_SHARE_MESSAGE = "You can only change your own place in the party";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

export const inviteDeadline = (now: Date) => new Date(now.getTime() + INVITE_HOURS * 3_600_000);

type Member = typeof bookingPartyMembers.$inferSelect;
type Booking = typeof bookings.$inferSelect;

/** Whether a booking is paid in shares (its lead then pays from /party/{id}, not the booking page). */
export async function paysInShares(bookingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingPartyMembers.id })
    .from(bookingPartyMembers)
    .where(eq(bookingPartyMembers.bookingId, bookingId))
    .limit(1);
  return Boolean(row);
}

/** How many hunters a booking is for (observers excluded): its price snapshot's, or its party size. */
async function huntersOf(tx: DbOrTx, b: Booking): Promise<number> {
  const [snap] = await tx
    .select({ hunters: bookingPriceSnapshots.hunters })
    .from(bookingPriceSnapshots)
    .where(eq(bookingPriceSnapshots.bookingId, b.id));
  return snap?.hunters ?? b.partySize;
}

async function tripText(tx: DbOrTx, b: Booking) {
  const [d] = b.departureId
    ? await tx
        .select({ s: huntDepartures.startDate, e: huntDepartures.endDate })
        .from(huntDepartures)
        .where(eq(huntDepartures.id, b.departureId))
    : [];
  return d ? formatDateRange(d.s, d.e) : "Dates to be agreed with the outfitter";
}

// "Each hunter pays their own share": the lead's unpaid reservation becomes one share per hunter (the deposit split by the
// splitter, the rounding cents the lead's), each other hunter invited by e-mail with a link valid 72 h. The booking keeps its
// spots with no reservation deadline; the party's jobs (./expiry.ts) own its end. Booking and hunt are locked, as every writer does.
export async function startPartyShares(user: CurrentUser, bookingId: number, input: StartSharesInput, now = new Date()) {
  const result = await db.transaction(async (tx) => {
    const [peek] = await tx.select({ huntId: bookings.huntId }).from(bookings).where(eq(bookings.id, bookingId));
    if (peek?.huntId) await lockHunt(tx, peek.huntId);
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!b || b.hunterId !== user.id) throw notFound(PARTY_NOT_FOUND);
    if ((await membersOf(tx, b.id)).length > 0) throw conflict(ALREADY_SHARED_MESSAGE);
    if (b.status !== "pending" || !b.holdsSpot || !["unpaid", "failed"].includes(b.paymentStatus) || !b.huntId)
      throw conflict(b.paymentIntentId && b.status === "pending" ? PAYMENT_STARTED_MESSAGE : NOT_OPEN_MESSAGE);
    if (b.reservationExpiresAt && b.reservationExpiresAt < now) throw conflict(NOT_OPEN_MESSAGE);
    if (b.paymentIntentId) throw conflict(PAYMENT_STARTED_MESSAGE);
    const hunters = await huntersOf(tx, b);
    if (hunters < 2) throw conflict(ONE_HUNTER_MESSAGE);
    const [lead] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, user.id));
    const emails = input.memberEmails;
    if (emails.length !== hunters - 1) {
      const m = `Enter ${hunters - 1} e-mail ${hunters - 1 === 1 ? "address" : "addresses"}, one for each other hunter`;
      throw badRequest(m, { memberEmails: [m] });
    }
    if (new Set(emails).size !== emails.length || emails.includes(lead!.email.toLowerCase())) {
      const m = "Each hunter needs their own e-mail address, other than yours";
      throw badRequest(m, { memberEmails: [m] });
    }
    const deposit = b.depositCents ?? b.totalAmountCents;
    const split = splitParty(b.totalAmountCents, deposit, hunters);
    const shares = split.map((p) => p.depositCents);
    const totals = split.map((p) => p.totalCents);
    const expires = inviteDeadline(now);
    const tokens = emails.map(() => newToken());
    const inserted = await tx
      .insert(bookingPartyMembers)
      .values([
        {
          bookingId: b.id,
          position: 0,
          email: lead!.email.toLowerCase(),
          userId: user.id,
          status: "joined" as const,
          shareCents: shares[0]!,
          shareTotalCents: totals[0]!,
          fullName: b.hunterName,
          phone: b.hunterPhone,
          emergencyContactName: b.emergencyContactName,
          emergencyContactPhone: b.emergencyContactPhone,
        },
        ...emails.map((email, i) => ({
          bookingId: b.id,
          position: i + 1,
          email,
          status: "invited" as const,
          shareCents: shares[i + 1]!,
          shareTotalCents: totals[i + 1]!,
          inviteTokenHash: hashToken(tokens[i]!),
          inviteExpiresAt: expires,
        })),
      ])
      .returning({ id: bookingPartyMembers.id, position: bookingPartyMembers.position });
    // With Ridgeline collecting the balance, each hunter's balance share becomes their own installment (charged to their card).
    await splitBalanceIntoShares(
      tx,
      b.id,
      inserted.map((m) => ({ memberId: m.id, balanceCents: split[m.position]!.balanceCents })),
      now,
    );
    // The spots stay held while invitations are open: no 30-minute deadline (./expiry.ts ends the party's hold).
    await tx.update(bookings).set({ reservationExpiresAt: null }).where(eq(bookings.id, b.id));
    const [hunt] = await tx.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, b.huntId));
    const trip = await tripText(tx, b);
    const ids: number[] = [];
    for (const [i, email] of emails.entries()) {
      ids.push(
        await enqueueEmail(
          tx,
          email,
          partyInvitation.build({
            leadName: b.hunterName,
            huntTitle: hunt?.title ?? "a hunt",
            trip,
            share: formatUsd(shares[i + 1]!),
            expiresText: `${formatDateTime(expires, { timeZone: "UTC" })} UTC`,
            joinUrl: `${siteUrl()}/party/join/${tokens[i]}`,
          }),
          { bookingId: b.id, event: "party-invitation" },
        ),
      );
    }
    return { ids, tokens };
  });
  await deliverAfterCommit(result.ids);
  return { party: await partyForBooking(user, bookingId, now), inviteTokens: result.tokens };
}

export type PublicInvitation = {
  bookingId: number;
  memberId: number;
  huntTitle: string;
  leadName: string;
  share: string;
  expiresAt: string | null;
  status: Member["status"];
  /** Whether the signed-in caller already holds this place. */
  yours: boolean;
};

async function memberByToken(executor: DbOrTx, token: string) {
  const [m] = await executor
    .select()
    .from(bookingPartyMembers)
    .where(eq(bookingPartyMembers.inviteTokenHash, hashToken(token)));
  return m ?? null;
}

/** What an invitation link shows before joining (anyone holding the link). */
export async function invitationByToken(token: string, user: CurrentUser | null): Promise<PublicInvitation> {
  const m = await memberByToken(db, token);
  if (!m || m.status === "removed") throw notFound(INVITE_INVALID_MESSAGE);
  const [row] = await db
    .select({ title: hunts.title, leadName: bookings.hunterName })
    .from(bookings)
    .leftJoin(hunts, eq(hunts.id, bookings.huntId))
    .where(eq(bookings.id, m.bookingId));
  return {
    bookingId: m.bookingId,
    memberId: m.id,
    huntTitle: row?.title ?? "Hunt",
    leadName: row?.leadName ?? "",
    share: formatCents(m.shareCents),
    expiresAt: m.inviteExpiresAt?.toISOString() ?? null,
    status: m.status,
    yours: user !== null && m.userId === user.id,
  };
}

// The link binds its place to the first hunter account that accepts it while valid; the same account again is a no-op.
export async function acceptInvitation(user: CurrentUser, token: string, now = new Date()): Promise<PublicInvitation> {
  if (user.role !== "hunter") throw forbidden("Only hunters can join a hunting party");
  await db.transaction(async (tx) => {
    const found = await memberByToken(tx, token);
    if (!found || found.status === "removed") throw notFound(INVITE_INVALID_MESSAGE);
    const [m] = await tx.select().from(bookingPartyMembers).where(eq(bookingPartyMembers.id, found.id)).for("update");
    if (m!.userId === user.id) return;
    if (m!.userId !== null) throw conflict(INVITE_TAKEN_MESSAGE);
    if (m!.status !== "invited" || (m!.inviteExpiresAt && m!.inviteExpiresAt <= now)) throw conflict(INVITE_EXPIRED_MESSAGE);
    const [b] = await tx.select({ hunterId: bookings.hunterId }).from(bookings).where(eq(bookings.id, m!.bookingId));
    const [other] = await tx
      .select({ id: bookingPartyMembers.id })
      .from(bookingPartyMembers)
      .where(
        and(
          eq(bookingPartyMembers.bookingId, m!.bookingId),
          eq(bookingPartyMembers.userId, user.id),
          ne(bookingPartyMembers.status, "removed"),
        ),
      );
    if (b?.hunterId === user.id || other) throw conflict(ALREADY_MEMBER_MESSAGE);
    await tx.update(bookingPartyMembers).set({ userId: user.id, status: "joined" }).where(eq(bookingPartyMembers.id, m!.id));
  });
  return invitationByToken(token, user);
}

/** A member's own details (name, phone, emergency contact, and the licence number where the hunt asks for it). */
export async function saveMemberDetails(user: CurrentUser, memberId: number, input: MemberDetailsInput) {
  return db.transaction(async (tx) => {
    const [m] = await tx.select().from(bookingPartyMembers).where(eq(bookingPartyMembers.id, memberId)).for("update");
    if (!m || m.status === "removed") throw notFound("Party member not found");
    if (m.userId !== user.id) throw forbidden(NOT_YOUR_SHARE_MESSAGE);
    const [b] = await tx.select({ huntId: bookings.huntId, status: bookings.status }).from(bookings).where(eq(bookings.id, m.bookingId));
    if (b?.status !== "pending" && b?.status !== "accepted") throw conflict(NOT_OPEN_MESSAGE);
    if (b?.huntId && (await asksLicenceNumber(tx, b.huntId)) && !input.licenceNumber)
      throw badRequest(LICENCE_REQUIRED_MESSAGE, { licenceNumber: [LICENCE_REQUIRED_MESSAGE] });
    await tx
      .update(bookingPartyMembers)
      .set({
        fullName: input.fullName,
        phone: input.phone,
        emergencyContactName: input.emergencyContactName,
        emergencyContactPhone: input.emergencyContactPhone,
        licenceNumber: input.licenceNumber,
      })
      .where(eq(bookingPartyMembers.id, m.id));
    return { ok: true as const };
  });
}
