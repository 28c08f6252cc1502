import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, queryRows, type DbOrTx } from "@/db";
import { bookingInquiries, hunts, messages } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError, badRequest } from "@/lib/http/errors";
import { findOutfitterTarget, requireHunter } from "@/lib/hunters/guard";
import { deliverMessageEmail, enqueueMessageEmail } from "@/lib/messages/notify";
import { messagingRefusal } from "@/lib/messages/rules";
import { enforceRateLimit } from "@/lib/rate-limit/service";
import { formatCents } from "@/lib/format/money";
import { nextFollowUpAfterMaybe } from "./follow-up-state";
import { intakeMessage } from "./intake-message";
import {
  INQUIRY_MESSAGES,
  type BookingInquiry,
  type FollowUpData,
  type InquiryData,
  type IntakeData,
  type MyBookingInquiry,
} from "./schema";

export const INQUIRIES_HUNTERS_ONLY = "Only hunters can track bookings with outfitters";

type InquiryRow = typeof bookingInquiries.$inferSelect;

export function toBookingInquiry(r: InquiryRow): BookingInquiry {
  return {
    id: r.id,
    outfitterId: r.outfitterId,
    huntId: r.huntId,
    bookingStatus: r.bookingStatus,
    huntPrice: r.huntPriceCents === null ? null : formatCents(r.huntPriceCents),
    notes: r.notes,
    huntType: r.huntType,
    timeframe: r.timeframe,
    budget: r.budget,
    additionalInfo: r.additionalInfo,
    lastAsked: r.lastAsked?.toISOString() ?? null,
    nextFollowUp: r.nextFollowUp?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function getInquiry(user: CurrentUser | null, outfitterId: number): Promise<BookingInquiry | null> {
  const hunter = requireHunter(user, INQUIRIES_HUNTERS_ONLY);
  const [row] = await db
    .select()
    .from(bookingInquiries)
    .where(and(eq(bookingInquiries.hunterId, hunter.id), eq(bookingInquiries.outfitterId, outfitterId)))
    .limit(1);
  return row ? toBookingInquiry(row) : null;
}

type MyRow = { inquiry_id: number; first_name: string; profile_image: string | null; last_message_at: Date | string | null };

export async function myInquiries(user: CurrentUser | null): Promise<MyBookingInquiry[]> {
  const hunter = requireHunter(user, INQUIRIES_HUNTERS_ONLY);
  const rows = await db
    .select()
    .from(bookingInquiries)
    .where(eq(bookingInquiries.hunterId, hunter.id))
    .orderBy(sql`${bookingInquiries.updatedAt} desc`, sql`${bookingInquiries.id} desc`);
  if (!rows.length) return [];
  const extra = await queryRows<MyRow>(
    db,
    sql`SELECT bi.id AS inquiry_id, u.first_name, u.profile_image,
               (SELECT max(m.created_at) FROM messages m
                 WHERE (m.sender_id = bi.hunter_id AND m.receiver_id = bi.outfitter_id)
                    OR (m.sender_id = bi.outfitter_id AND m.receiver_id = bi.hunter_id)) AS last_message_at
        FROM booking_inquiries bi JOIN users u ON u.id = bi.outfitter_id
        WHERE bi.hunter_id = ${hunter.id}`,
  );
  const byId = new Map(extra.map((e) => [Number(e.inquiry_id), e]));
  return rows.map((r) => {
    const e = byId.get(r.id);
    return {
      ...toBookingInquiry(r),
      outfitter: { id: r.outfitterId, firstName: e?.first_name ?? "Outfitter", profileImage: e?.profile_image ?? null },
      lastMessageAt: e?.last_message_at ? new Date(e.last_message_at).toISOString() : null,
    };
  });
}

async function checkHunt(executor: DbOrTx, huntId: number | null | undefined, outfitterId: number) {
  if (huntId === null || huntId === undefined) return;
  const [hunt] = await executor
    .select({ id: hunts.id })
    .from(hunts)
    .where(and(eq(hunts.id, huntId), eq(hunts.outfitterId, outfitterId)))
    .limit(1);
  if (!hunt) throw badRequest(INQUIRY_MESSAGES.hunt, { huntId: [INQUIRY_MESSAGES.hunt] });
}

/** One inquiry per hunter and outfitter: answering again updates it. */
export async function submitInquiry(user: CurrentUser | null, input: InquiryData): Promise<BookingInquiry> {
  return input.kind === "intake" ? submitIntake(user, input.data) : submitFollowUp(user, input.data);
}

export async function submitFollowUp(user: CurrentUser | null, data: FollowUpData): Promise<BookingInquiry> {
  const hunter = requireHunter(user, INQUIRIES_HUNTERS_ONLY);
  const outfitter = await findOutfitterTarget(data.outfitterId, { listed: false });
  await checkHunt(db, data.huntId, outfitter.id);
  const now = new Date();
  const answer = {
    bookingStatus: data.bookingStatus,
    huntPriceCents: data.huntPriceCents,
    notes: data.notes,
    lastAsked: now,
    nextFollowUp: data.bookingStatus === "maybe" ? nextFollowUpAfterMaybe(now) : null,
  };
  const [row] = await db
    .insert(bookingInquiries)
    .values({ hunterId: hunter.id, outfitterId: outfitter.id, huntId: data.huntId, ...answer })
    .onConflictDoUpdate({
      target: [bookingInquiries.hunterId, bookingInquiries.outfitterId],
      set: { ...answer, ...(data.huntId ? { huntId: data.huntId } : {}), updatedAt: now },
    })
    .returning();
  return toBookingInquiry(row!);
}

export async function submitIntake(user: CurrentUser | null, data: IntakeData): Promise<BookingInquiry> {
  const hunter = requireHunter(user, INQUIRIES_HUNTERS_ONLY);
  const outfitter = await findOutfitterTarget(data.outfitterId, { listed: false });
  // The answers go to the outfitter as a message, so the messaging rules and rate limit hold.
  const refusal = messagingRefusal(hunter, { ...outfitter, role: "outfitter" }, false);
  if (refusal) throw new AppError(refusal.status, refusal.message);
  await checkHunt(db, data.huntId, outfitter.id);
  await enforceRateLimit("messages", `user:${hunter.id}`);
  const now = new Date();
  const answers = {
    huntType: data.huntType,
    timeframe: data.timeframe,
    budget: data.budget,
    additionalInfo: data.additionalInfo,
  };
  const { inquiry, email } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookingInquiries)
      .values({
        hunterId: hunter.id,
        outfitterId: outfitter.id,
        huntId: data.huntId ?? null,
        bookingStatus: "initial",
        lastAsked: now,
        ...answers,
      })
      .onConflictDoUpdate({
        target: [bookingInquiries.hunterId, bookingInquiries.outfitterId],
        set: { ...answers, ...(data.huntId ? { huntId: data.huntId } : {}), updatedAt: now },
      })
      .returning();
    const [msg] = await tx
      .insert(messages)
      .values({ senderId: hunter.id, receiverId: outfitter.id, content: intakeMessage(data), createdAt: now })
      .returning();
    // Like any message: the outfitter may get an e-mail (throttled per conversation), written with it.
    return { inquiry: toBookingInquiry(row!), email: await enqueueMessageEmail(tx, hunter, outfitter, msg!, now) };
  });
  await deliverMessageEmail(email);
  return inquiry;
}
