import "server-only";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { agreementSignatures, bookingPartyMembers, bookings, hunts } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { forbidden, notFound } from "@/lib/http/errors";
import { formatCents } from "@/lib/format/money";
import { formatPhone } from "@/lib/users/phone";
import { asksLicenceNumber } from "@/lib/agreements/versions";
import { balanceSharesOf, scheduleOf } from "@/lib/money/installments/store";
import type { BookingSchedule, ShareBalance } from "@/lib/money/installments/schedule";
import { bookingAccess } from "./access";

// What the party page and My Bookings read of a party (lib/party/service.ts writes it).

export const PARTY_NOT_FOUND = "Booking not found";

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
