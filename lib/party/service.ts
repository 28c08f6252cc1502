import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { agreementSignatures, bookingPartyMembers, bookingPriceSnapshots, bookings, huntDepartures, hunts, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { partyInvitation } from "@/lib/email/templates";
import { formatDateRange, formatDateTime } from "@/lib/format/dates";
import { formatCents, formatUsd } from "@/lib/format/money";
import { siteUrl } from "@/lib/seo/site-url";
import { formatPhone } from "@/lib/users/phone";
import { lockHunt } from "@/lib/bookings/departure-spots";
import { asksLicenceNumber } from "@/lib/agreements/versions";
import { bookingAccess } from "./access";
import { splitParty } from "./split";
import { balanceSharesOf, scheduleOf, splitBalanceIntoShares } from "@/lib/money/installments/store";
import type { BookingSchedule, ShareBalance } from "@/lib/money/installments/schedule";
import { INVITE_HOURS, LICENCE_REQUIRED_MESSAGE, type MemberDetailsInput, type StartSharesInput } from "./schema";

export const PARTY_NOT_FOUND = "Booking not found";
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

/** The booking's shares, lead first; empty when the lead pays for everyone. */
export async function membersOf(executor: DbOrTx, bookingId: number): Promise<Member[]> {
  return executor
    .select()
    .from(bookingPartyMembers)
    .where(eq(bookingPartyMembers.bookingId, bookingId))
    .orderBy(asc(bookingPartyMembers.position));
}

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

export type PartyMemberView = {
  id: number;
  position: number;
  lead: boolean;
  email: string | null;
  fullName: string | null;
  status: Member["status"];
  share: string;
  paid: boolean;
  paidAt: string | null;
  /** Who paid a share that went back to the lead. */
  paidByLead: boolean;
  inviteExpiresAt: string | null;
  signed: boolean;
  detailsComplete: boolean;
  /** The lead and the outfitter see the contact details; a member sees names and states. */
  phone?: string;
  emergencyContactName?: string | null;
  emergencyContactPhone?: string;
  licenceNumber?: string | null;
  mine: boolean;
  /** With Ridgeline collecting the balance: this hunter's balance share and its state (null: none, or paid to the outfitter). */
  balance: ShareBalance | null;
};

export type PartyView = {
  bookingId: number;
  huntId: number | null;
  huntTitle: string;
  bookingStatus: Booking["status"];
  paymentStatus: Booking["paymentStatus"];
  viewer: "lead" | "member" | "outfitter";
  myMemberId: number | null;
  asksLicenceNumber: boolean;
  members: PartyMemberView[];
  paidCount: number;
  totalShares: number;
  /** The booking's schedule with each hunter's balance share (null when the balance is not collected in shares). */
  schedule: BookingSchedule | null;
};

/** The party of a booking paid in shares, for its lead, a member or its outfitter (404 for anyone else, and for a booking without shares). */
export async function partyForBooking(user: CurrentUser, bookingId: number, _now = new Date()): Promise<PartyView> {
  void _now;
  const access = await bookingAccess(db, user, bookingId);
  if (!access) throw notFound(PARTY_NOT_FOUND);
  const members = await membersOf(db, bookingId);
  if (members.length === 0) throw notFound("This booking is not paid in shares");
  const b = access.booking;
  const [hunt] = b.huntId ? await db.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, b.huntId)) : [];
  const userIds = members.map((m) => m.userId).filter((id): id is number => id !== null);
  const signed = userIds.length
    ? await db
        .select({ userId: agreementSignatures.userId })
        .from(agreementSignatures)
        .where(and(eq(agreementSignatures.bookingId, bookingId), inArray(agreementSignatures.userId, userIds)))
    : [];
  const signers = new Set(signed.map((s) => s.userId));
  const full = access.as !== "member";
  const live = members.filter((m) => m.status !== "removed");
  const shareRows = (await balanceSharesOf(db, [bookingId])).get(bookingId) ?? [];
  const schedule = shareRows.length ? scheduleOf(b, null, shareRows) : null;
  const balanceOf = new Map((schedule?.shares ?? []).map((x) => [x.memberId, x]));
  return {
    bookingId,
    huntId: b.huntId,
    huntTitle: hunt?.title ?? "Hunt",
    bookingStatus: b.status,
    paymentStatus: b.paymentStatus,
    viewer: access.as,
    myMemberId: members.find((m) => m.userId === user.id && m.status !== "removed")?.id ?? null,
    asksLicenceNumber: b.huntId ? await asksLicenceNumber(db, b.huntId) : false,
    members: members.map((m) => ({
      id: m.id,
      position: m.position,
      lead: m.position === 0,
      email: full || m.userId === user.id ? m.email : null,
      fullName: m.fullName,
      status: m.status,
      share: formatCents(m.shareCents),
      paid: m.status === "paid",
      paidAt: m.paidAt?.toISOString() ?? null,
      paidByLead: m.status === "paid" && m.position > 0 && m.paidBy === b.hunterId,
      inviteExpiresAt: m.inviteExpiresAt?.toISOString() ?? null,
      signed: m.userId !== null && signers.has(m.userId),
      detailsComplete: Boolean(m.fullName && m.phone && m.emergencyContactName && m.emergencyContactPhone),
      ...(full || m.userId === user.id
        ? {
            phone: formatPhone(m.phone),
            emergencyContactName: m.emergencyContactName,
            emergencyContactPhone: formatPhone(m.emergencyContactPhone),
            licenceNumber: m.licenceNumber,
          }
        : {}),
      mine: m.userId === user.id,
      balance: balanceOf.get(m.id) ?? null,
    })),
    paidCount: live.filter((m) => m.status === "paid").length,
    totalShares: live.length,
    schedule,
  };
}

export type MemberShare = {
  bookingId: number;
  memberId: number;
  huntTitle: string;
  leadName: string;
  bookingStatus: Booking["status"];
  /** Their deposit share and its state. */
  share: string;
  status: Member["status"];
  /** A share that lapsed back to the lead and the lead paid. */
  paidByLead: boolean;
  /** The party's schedule, each hunter's balance share in it (null: the balance is not collected). */
  schedule: BookingSchedule | null;
};

/** My Bookings for a party's member: the parties they joined (not as lead), their share and their balance share's state. */
export async function partySharesOfMember(user: CurrentUser): Promise<MemberShare[]> {
  if (user.role !== "hunter") throw forbidden("Only hunters can join a hunting party");
  const rows = await db
    .select({ m: bookingPartyMembers, b: bookings, title: hunts.title })
    .from(bookingPartyMembers)
    .innerJoin(bookings, eq(bookings.id, bookingPartyMembers.bookingId))
    .leftJoin(hunts, eq(hunts.id, bookings.huntId))
    .where(
      and(
        eq(bookingPartyMembers.userId, user.id),
        ne(bookingPartyMembers.status, "removed"),
        ne(bookings.hunterId, user.id),
        inArray(bookings.status, ["pending", "accepted", "completed"]),
      ),
    )
    .orderBy(asc(bookings.id));
  const shares = await balanceSharesOf(
    db,
    rows.map((r) => r.b.id),
  );
  return rows.map((r) => {
    const own = shares.get(r.b.id) ?? [];
    return {
      bookingId: r.b.id,
      memberId: r.m.id,
      huntTitle: r.title ?? "Hunt",
      leadName: r.b.hunterName,
      bookingStatus: r.b.status,
      share: formatCents(r.m.shareCents),
      status: r.m.status,
      paidByLead: r.m.status === "paid" && r.m.paidBy === r.b.hunterId,
      schedule: own.length ? scheduleOf(r.b, null, own) : null,
    };
  });
}
