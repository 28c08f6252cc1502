import "server-only";
import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { db } from "@/db";
import { messages, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError, notFound } from "@/lib/http/errors";
import { enforceRateLimit } from "@/lib/rate-limit/service";
import { afterReliabilityRefresh, refreshReliability } from "@/lib/reliability/figures";
import { anonymousReferencesFor, hasReferenceLink } from "@/lib/references/service";
import { ANONYMOUS_REFERENCE_NAME } from "@/lib/references/schema";
import { deliverMessageEmail, enqueueMessageEmail } from "./notify";
import { toMessageDto } from "./present";
import { messagingRefusal } from "./rules";
import type { ConversationSummary, MessageDto, SendMessageInput, SendMessageResult } from "./schema";

const PREVIEW_CHARS = 160;

const between = (a: number, b: number) =>
  or(and(eq(messages.senderId, a), eq(messages.receiverId, b)), and(eq(messages.senderId, b), eq(messages.receiverId, a)));

async function findUser(id: number) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      isActive: users.isActive,
      isApproved: users.isApproved,
      firstName: users.firstName,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export async function hasWritten(from: number, to: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.senderId, from), eq(messages.receiverId, to)))
    .limit(1);
  return Boolean(row);
}

// Every rule is checked on the server. The e-mail is queued with the message; its delivery follows
// the commit and never fails the send.
export async function sendMessage(sender: CurrentUser, input: SendMessageInput): Promise<SendMessageResult> {
  await enforceRateLimit("messages", `user:${sender.id}`);
  const receiver = await findUser(input.receiverId);
  if (!receiver) throw notFound("Recipient not found");
  const wroteFirst = sender.role === "outfitter" && receiver.role === "hunter" ? await hasWritten(receiver.id, sender.id) : false;
  const referenceLink = sender.role === "hunter" && receiver.role === "hunter" ? await hasReferenceLink(sender.id, receiver.id) : false;
  const refusal = messagingRefusal(sender, receiver, wroteFirst, referenceLink);
  if (refusal) throw new AppError(refusal.status, refusal.message);

  const now = new Date();
  const { row, email, reliability } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ senderId: sender.id, receiverId: receiver.id, content: input.content, createdAt: now })
      .returning();
    // An outfitter's reply may answer a hunter's first message: its response figures move with it.
    const reliability = wroteFirst ? await refreshReliability(tx, sender.id, now) : null;
    return { row: row!, email: await enqueueMessageEmail(tx, sender, receiver, row!, now), reliability };
  });
  if (reliability) afterReliabilityRefresh(sender.id, reliability);
  return { message: toMessageDto(row), emailNotification: await deliverMessageEmail(email) };
}

export async function listMessages(user: CurrentUser): Promise<MessageDto[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(or(eq(messages.senderId, user.id), eq(messages.receiverId, user.id)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map(toMessageDto);
}

// An unknown id answers like a user never written to (empty), so ids cannot be probed for accounts.
export async function getConversation(user: CurrentUser, partnerId: number): Promise<MessageDto[]> {
  const rows = await db.select().from(messages).where(between(user.id, partnerId)).orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map(toMessageDto);
}

export async function markConversationRead(user: CurrentUser, partnerId: number): Promise<{ updated: number }> {
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.senderId, partnerId), eq(messages.receiverId, user.id), eq(messages.isRead, false)))
    .returning({ id: messages.id });
  return { updated: rows.length };
}

export async function unreadCount(user: CurrentUser): Promise<{ count: number }> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, user.id), eq(messages.isRead, false)));
  return { count: Number(row?.n ?? 0) };
}

export async function listConversations(user: CurrentUser): Promise<ConversationSummary[]> {
  const me = user.id;
  // The id is inlined (a trusted integer) so GROUP BY / DISTINCT ON match the selected expression.
  const meSql = sql.raw(String(Math.trunc(me)));
  const partner = sql<number>`case when ${messages.senderId} = ${meSql} then ${messages.receiverId} else ${messages.senderId} end`;
  const mine = or(eq(messages.senderId, me), eq(messages.receiverId, me));
  const [lasts, stats] = await Promise.all([
    db
      .selectDistinctOn([partner], {
        partnerId: partner.mapWith(Number),
        id: messages.id,
        senderId: messages.senderId,
        content: sql<string>`left(${messages.content}, ${PREVIEW_CHARS})`,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(mine)
      .orderBy(partner, desc(messages.createdAt), desc(messages.id)),
    db
      .select({
        partnerId: partner.mapWith(Number),
        messageCount: count(),
        unreadCount: sql<number>`count(*) filter (where ${messages.receiverId} = ${me} and not ${messages.isRead})`.mapWith(Number),
      })
      .from(messages)
      .where(mine)
      .groupBy(partner),
  ]);
  if (lasts.length === 0) return [];
  const partners = await db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isActive: users.isActive,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        lasts.map((l) => l.partnerId),
      ),
    );
  // A reference the viewer contacted stays anonymous until it answers: no name, no e-mail.
  const anonymous = await anonymousReferencesFor(me);
  const byId = new Map(
    partners.map((p) => [p.id, anonymous.has(p.id) ? { ...p, firstName: ANONYMOUS_REFERENCE_NAME, lastName: "", email: "" } : p]),
  );
  const statsById = new Map(stats.map((s) => [s.partnerId, s]));
  return lasts
    .filter((l) => byId.has(l.partnerId))
    .map((l) => ({
      partner: byId.get(l.partnerId)!,
      lastMessage: { id: l.id, senderId: l.senderId, content: l.content, createdAt: l.createdAt.toISOString() },
      unreadCount: Number(statsById.get(l.partnerId)?.unreadCount ?? 0),
      messageCount: Number(statsById.get(l.partnerId)?.messageCount ?? 0),
    }))
    .sort((a, b) => b.lastMessage.createdAt.localeCompare(a.lastMessage.createdAt) || b.lastMessage.id - a.lastMessage.id);
}
