import { encode } from "next-auth/jwt";
import { createAdmin, createHunter, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { startSession } from "@/lib/auth/sessions";
import { config } from "@/lib/config";

/** An admin, a hunter and an approved outfitter, each with a bearer token. */
export async function roleFixtures() {
  const [admin, hunter, outfitter] = await Promise.all([createAdmin(), createHunter(), createOutfitter()]);
  const [adminToken, hunterToken, outfitterToken] = await Promise.all([
    issueApiToken(admin.id),
    issueApiToken(hunter.id),
    issueApiToken(outfitter.id),
  ]);
  return { admin, hunter, outfitter, adminToken, hunterToken, outfitterToken };
}

/** The next-auth session cookie a browser would hold after signing in as `userId` (user id + live session id). */
export async function sessionCookie(userId: number): Promise<string> {
  const sid = await startSession(userId);
  const jwt = await encode({ token: { sub: String(userId), sid }, secret: config().nextAuthSecret });
  return `next-auth.session-token=${jwt}`;
}

type AnyHandler = (req: import("next/server").NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * A route handler another engineer owns, when it is present in this tree (after the merge); null
 * before. Lets a test check the public effect of an admin action without depending on it.
 */
export async function optionalHandler(modulePath: string, method: string): Promise<AnyHandler | null> {
  try {
    const mod = (await import(/* @vite-ignore */ modulePath)) as Record<string, unknown>;
    return typeof mod[method] === "function" ? (mod[method] as AnyHandler) : null;
  } catch {
    return null;
  }
}

/** The hunts of a list answer, whether it is an array or { hunts: [...] }. */
export function huntsOf(json: unknown): Array<{ id: number }> {
  if (Array.isArray(json)) return json as Array<{ id: number }>;
  const o = json as { hunts?: unknown; items?: unknown } | null;
  return (Array.isArray(o?.hunts) ? o.hunts : Array.isArray(o?.items) ? o.items : []) as Array<{ id: number }>;
}
