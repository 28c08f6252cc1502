import { encode } from "next-auth/jwt";
import { startSession } from "@/lib/auth/sessions";

/**
 * A stand-in for next/headers, so server actions run in vitest as they do inside Next: a test
 * file says `vi.mock("next/headers", () => import("../support/next-headers"))`, then picks the
 * caller with `callAs(...)`. Cookies an action sets are recorded in `cookieJar`.
 */
let current = new Headers();
export const cookieJar = new Map<string, { value: string; options?: Record<string, unknown> }>();

export async function headers(): Promise<Headers> {
  return current;
}

export async function cookies() {
  const fromHeader = () =>
    new Map(
      (current.get("cookie") ?? "")
        .split(/;\s*/)
        .filter(Boolean)
        .map((c) => [c.slice(0, c.indexOf("=")), c.slice(c.indexOf("=") + 1)] as const),
    );
  return {
    get: (name: string) => {
      const v = cookieJar.get(name)?.value ?? fromHeader().get(name);
      return v === undefined ? undefined : { name, value: v };
    },
    has: (name: string) => cookieJar.has(name) || fromHeader().has(name),
    set: (name: string, value: string, options?: Record<string, unknown>) => void cookieJar.set(name, { value, options }),
    delete: (name: string) => void cookieJar.set(name, { value: "", options: { maxAge: 0 } }),
  };
}

export async function draftMode() {
  return { isEnabled: false, enable() {}, disable() {} };
}

/** The next action call comes from these headers (a bearer token, a cookie, an address …). */
export function callWith(h: Record<string, string> = {}) {
  current = new Headers(h);
  cookieJar.clear();
}

/** The next action call is by this bearer token's user, or anonymous. */
export function callAs(token?: string, extra: Record<string, string> = {}) {
  callWith({ ...extra, ...(token ? { authorization: `Bearer ${token}` } : {}) });
}

/** A browser's next-auth session cookie for a user, as sign-in sets it. */
export async function sessionCookieFor(user: { id: number; email: string; firstName: string }): Promise<string> {
  const token = { sub: String(user.id), sid: await startSession(user.id), name: user.firstName, email: user.email };
  return `next-auth.session-token=${await encode({ token, secret: process.env.NEXTAUTH_SECRET! })}`;
}
