import { eq } from "drizzle-orm";
import { getServerSession } from "next-auth";
import { getToken } from "next-auth/jwt";
import { cache } from "react";
import type { NextRequest } from "next/server";
import { db } from "@/db";
import { users } from "@/db/schema";
import { config } from "@/lib/config";
import { forbidden, unauthorized } from "@/lib/http/errors";
import { toPublicUser, type PublicUser } from "@/lib/users/public-user";
import { isPausedOutfitter } from "./account-state";
import { userForApiToken } from "./api-tokens";
import { authOptions } from "./options";
import { secureCookies, userForSession } from "./sessions";

export type Role = PublicUser["role"];
export type CurrentUser = PublicUser;

/** A paused outfitter still signs in, to read and to clear the pause (pay, report, message an admin);
 * any other inactive account has no access. */
export type Resolution =
  { state: "none" } | { state: "inactive"; userId: number } | { state: "ok"; user: CurrentUser } | { state: "paused"; user: CurrentUser };

function bearerOf(req: Request): string | null {
  const h = req.headers.get("authorization");
  const m = h ? /^Bearer\s+(\S+)$/i.exec(h) : null;
  return m ? m[1]! : null;
}

function hasSessionCookie(req: Request) {
  return /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token=/.test(req.headers.get("cookie") ?? "");
}

export const cookieAuthenticated = (req: Request) => hasSessionCookie(req) && !bearerOf(req);

async function userById(id: number) {
  if (!Number.isSafeInteger(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function resolveRequestUser(req: Request): Promise<Resolution> {
  const bearer = bearerOf(req);
  let row = null;
  if (bearer) {
    row = await userForApiToken(bearer);
    if (!row) return { state: "none" };
  } else if (hasSessionCookie(req)) {
    // Forged, expired or unsigned cookies decode to null; a revoked session id finds no row.
    const token = await getToken({ req: req as NextRequest, secret: config().nextAuthSecret, secureCookie: secureCookies() });
    row = await userForSession(token);
  }
  if (!row) return { state: "none" };
  if (isPausedOutfitter(row)) return { state: "paused", user: toPublicUser(row) };
  if (!row.isActive) return { state: "inactive", userId: row.id };
  return { state: "ok", user: toPublicUser(row) };
}

// Once per request: an area's layout and its page both ask (each page checks its audience itself, issue 52).
const sessionRow = cache(async () => {
  const session = await getServerSession(authOptions());
  return userById(Number((session?.user as { id?: string } | undefined)?.id));
});

/** The browser session's active user; with `paused: "allow"` also a paused outfitter (the outfitter area admits them to settle up). */
export async function getSessionUser(opts: { paused?: "allow" } = {}): Promise<CurrentUser | null> {
  const row = await sessionRow();
  if (!row) return null;
  if (row.isActive || (opts.paused === "allow" && isPausedOutfitter(row))) return toPublicUser(row);
  return null;
}

export const INACTIVE_MESSAGE = "Your account has been deactivated. Please contact support.";
export const PAUSED_MESSAGE =
  "Your account is paused. You can pay your commission, file your monthly report and message an admin; other changes wait until it is reactivated.";

export function userOrThrow(r: Resolution, roles?: readonly Role[], allowPaused = false, roleMessage?: string): CurrentUser {
  if (r.state === "none") throw unauthorized();
  if (r.state === "inactive") throw forbidden(INACTIVE_MESSAGE);
  if (roles && !roles.includes(r.user.role)) throw forbidden(roleMessage);
  if (r.state === "paused" && !allowPaused) throw forbidden(PAUSED_MESSAGE);
  return r.user;
}
