import "server-only";
import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { db } from "@/db";
import { messages, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { forbidden, notFound } from "@/lib/http/errors";
import { requireHunter } from "@/lib/hunters/guard";
import { toPublicUser, type PublicUser } from "@/lib/users/public-user";
import { messagingRefusal } from "./rules";
import type { Contact } from "./schema";
import { hasWritten } from "./service";
import { anonymousReferencesFor } from "@/lib/references/service";
import { ANONYMOUS_REFERENCE_NAME } from "@/lib/references/schema";

// Never the e-mail or last name (the sort uses them server-side).
const contactColumns = {
  id: users.id,
  role: users.role,
  firstName: users.firstName,
  profileImage: users.profileImage,
};

const roleOrder = sql`case ${users.role} when 'admin' then 0 when 'outfitter' then 1 else 2 end`;

// A paused outfitter sees only the admins; the admin also sees paused outfitters, to settle the pause.
export async function listContacts(user: CurrentUser): Promise<Contact[]> {
  const active = and(eq(users.isActive, true), ne(users.id, user.id));
  let who;
  if (user.role === "admin") {
    const paused = and(eq(users.role, "outfitter"), eq(users.isApproved, true), eq(users.isActive, false));
    who = and(ne(users.id, user.id), or(eq(users.isActive, true), paused));
  } else if (!user.isActive) {
    who = and(active, eq(users.role, "admin"));
  } else if (user.role === "hunter") {
    who = and(active, or(eq(users.role, "admin"), and(eq(users.role, "outfitter"), eq(users.isApproved, true))));
  } else {
    const wroteToMe = db.selectDistinct({ id: messages.senderId }).from(messages).where(eq(messages.receiverId, user.id));
    who = and(active, or(eq(users.role, "admin"), and(eq(users.role, "hunter"), inArray(users.id, wroteToMe))));
  }
  return db.select(contactColumns).from(users).where(who).orderBy(roleOrder, asc(users.firstName), asc(users.lastName), asc(users.id));
}

export const ALL_USERS_ADMIN_ONLY = "Only the admin can list all users";
export const MESSAGED_OUTFITTERS_HUNTERS_ONLY = "Only hunters have messaged outfitters";

export async function listAllUsers(actor: CurrentUser): Promise<PublicUser[]> {
  if (actor.role !== "admin") throw forbidden(ALL_USERS_ADMIN_ONLY);
  const rows = await db.select().from(users).orderBy(asc(users.id));
  return rows.map(toPublicUser);
}

export type UserName = Pick<PublicUser, "id" | "firstName" | "role">;

// Anyone else gets "not found", so ids cannot be used to list accounts.
export async function getUserForViewer(viewer: CurrentUser, id: number): Promise<PublicUser | UserName> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound("User not found");
  if (viewer.role === "admin" || viewer.id === row.id) return toPublicUser(row);
  // A reference the viewer contacted stays anonymous until it answers.
  const anonymous = viewer.role === "hunter" && row.role === "hunter" && (await anonymousReferencesFor(viewer.id)).has(row.id);
  const summary = { id: row.id, firstName: anonymous ? ANONYMOUS_REFERENCE_NAME : row.firstName, role: row.role };
  const wroteFirst = viewer.role === "outfitter" && row.role === "hunter" ? await hasWritten(row.id, viewer.id) : false;
  if (!messagingRefusal(viewer, row, wroteFirst)) return summary;
  if ((await hasWritten(viewer.id, row.id)) || (await hasWritten(row.id, viewer.id))) return summary;
  throw notFound("User not found");
}

export type MessagedOutfitter = {
  id: number;
  firstName: string;
  profileImage: string | null;
  isTopTier: boolean;
  lastMessageAt: string;
};

export async function messagedOutfitters(user: CurrentUser): Promise<MessagedOutfitter[]> {
  const hunter = requireHunter(user, MESSAGED_OUTFITTERS_HUNTERS_ONLY);
  // Epoch milliseconds read the same on postgres.js and PGlite.
  const lastAt = sql<number>`(extract(epoch from max(${messages.createdAt})) * 1000)::float8`.mapWith(Number);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      profileImage: users.profileImage,
      isTopTier: users.isTopTier,
      lastMessageAt: lastAt,
    })
    .from(messages)
    .innerJoin(
      users,
      or(
        and(eq(messages.senderId, hunter.id), eq(users.id, messages.receiverId)),
        and(eq(messages.receiverId, hunter.id), eq(users.id, messages.senderId)),
      ),
    )
    .where(eq(users.role, "outfitter"))
    .groupBy(users.id)
    .orderBy(desc(lastAt));
  return rows.map((r) => ({ ...r, lastMessageAt: new Date(r.lastMessageAt).toISOString() }));
}
