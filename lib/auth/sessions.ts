import { encode, getToken, type JWT } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { config, isLocalUrl } from "@/lib/config";
import { log } from "@/lib/log";
import { issueApiToken, revokeApiToken, userForApiToken } from "./api-tokens";

/** The session JWT carries a revocable session id (an API token), so sign-out, a reset or deactivation end it on the server too. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export async function startSession(userId: number): Promise<string> {
  return issueApiToken(userId, SESSION_MAX_AGE_SECONDS * 1000);
}

export async function sessionClaims(user: { id: number; firstName: string; email: string }): Promise<JWT> {
  return { sub: String(user.id), sid: await startSession(user.id), name: user.firstName, email: user.email };
}

/** The cookie next-auth would set after a credentials sign-in, for server actions, which have no next-auth round trip. */
export async function newSessionCookie(user: { id: number; firstName: string; email: string }) {
  const secure = secureCookies();
  const value = await encode({ token: await sessionClaims(user), secret: config().nextAuthSecret, maxAge: SESSION_MAX_AGE_SECONDS });
  return {
    name: sessionCookieName(secure),
    value,
    options: { httpOnly: true, sameSite: "lax" as const, path: "/", secure, maxAge: SESSION_MAX_AGE_SECONDS },
  };
}

export async function userForSession(token: JWT | null) {
  const sid = token?.sid;
  if (!token?.sub || typeof sid !== "string" || !sid) return null;
  const row = await userForApiToken(sid);
  return row && String(row.id) === token.sub ? row : null;
}

export async function endSession(token: JWT | null) {
  if (typeof token?.sid === "string" && token.sid) await revokeApiToken(token.sid);
}

export async function endRequestSessions(req: NextRequest) {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.get("authorization") ?? "");
  if (m) {
    const user = await userForApiToken(m[1]!);
    await revokeApiToken(m[1]!);
    if (user) log.info("auth.logout", { userId: user.id, via: "token" });
  }
  const session = await getToken({ req, secret: config().nextAuthSecret, secureCookie: secureCookies() });
  if (session) {
    await endSession(session);
    log.info("auth.logout", { userId: Number(session.sub) || null, via: "session" });
  }
}

/** Plain on the local machine even in production: `next start` is tested there over http. */
export function secureCookies(): boolean {
  const c = config();
  const url = new URL(c.NEXTAUTH_URL ?? c.APP_URL);
  if (url.protocol === "https:") return true;
  return c.NODE_ENV === "production" && !isLocalUrl(url.href);
}

export function sessionCookieName(secure = secureCookies()): string {
  return `${secure ? "__Secure-" : ""}next-auth.session-token`;
}
