import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { encode, type JWT } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as logoutPOST } from "@/app/api/auth/logout/route";
import { GET as meGET } from "@/app/api/auth/me/route";
import { POST as resetPOST } from "@/app/api/auth/reset-password/route";
import { PUT as userPUT } from "@/app/api/users/[id]/route";
import { db } from "@/db";
import { createAdmin, createHunter, createOutfitter } from "@/seed/factories";
import { passwordResetTokens, users } from "@/db/schema";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { PAUSED_MESSAGE } from "@/lib/auth/current-user";
import { authOptions, EndedSession } from "@/lib/auth/options";
import { newSecretToken, sha256 } from "@/lib/auth/secure-token";
import { config, resetConfigForTests } from "@/lib/config";
import { call } from "../support/http";

/** Sessions and tokens: what ends them, what cannot forge them, and how the cookie is set. */
const SECRET = process.env.NEXTAUTH_SECRET!;
type UserRow = typeof users.$inferSelect;

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

/** Signs in the way next-auth does after `authorize`: the jwt callback, then the encrypted cookie. */
async function signIn(u: UserRow): Promise<JWT> {
  const cb = authOptions().callbacks!.jwt!;
  return cb({
    token: { name: u.firstName, email: u.email, sub: String(u.id) },
    user: { id: String(u.id), name: u.firstName, email: u.email },
    account: null,
    trigger: "signIn",
  } as never) as Promise<JWT>;
}
const cookieOf = async (token: JWT, opts: { secret?: string; maxAge?: number; name?: string } = {}) =>
  `${opts.name ?? "next-auth.session-token"}=${await encode({ token, secret: opts.secret ?? SECRET, maxAge: opts.maxAge })}`;
const me = (headers: Record<string, string>) => call<Record<string, unknown>>(meGET, { headers });
const setUser = (id: number, v: Partial<UserRow>) => db.update(users).set(v).where(eq(users.id, id));

describe("cookie sessions", () => {
  it("a signed-in cookie carries only the user id and a session id, and works", async () => {
    const u = await createHunter();
    const token = await signIn(u);
    expect(Object.keys(token).sort()).toEqual(["email", "name", "sid", "sub"]);
    const r = await me({ cookie: await cookieOf(token) });
    expect(r.status).toBe(200);
    expect(r.json.id).toBe(u.id);
  });

  it("sign-out (POST /api/auth/logout) ends the cookie session on the server, not only in the browser", async () => {
    const u = await createHunter();
    const cookie = await cookieOf(await signIn(u));
    expect((await call(logoutPOST, { method: "POST", headers: { cookie } })).status).toBe(200);
    expect((await me({ cookie })).status).toBe(401);
  });

  it("next-auth's own sign-out event ends the session too", async () => {
    const u = await createHunter();
    const token = await signIn(u);
    await authOptions().events!.signOut!({ token, session: null } as never);
    expect((await me({ cookie: await cookieOf(token) })).status).toBe(401);
  });

  it("rejects forged, expired, unsigned and garbage cookies with 401", async () => {
    const u = await createHunter();
    const token = await signIn(u);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const cookies = [
      await cookieOf(token, { secret: "a-different-secret-of-enough-length" }),
      await cookieOf(token, { maxAge: -120 }),
      `next-auth.session-token=${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: String(u.id), sid: token.sid })}.`,
      `next-auth.session-token=${b64({ alg: "HS256" })}.${b64({ sub: String(u.id) })}.c2lnbmF0dXJl`,
      "next-auth.session-token=garbage",
      "next-auth.session-token=",
    ];
    for (const cookie of cookies) {
      const r = await me({ cookie });
      expect(r.status, cookie.slice(0, 60)).toBe(401);
    }
  });

  it("rejects a correctly signed cookie without a live session id, or with another user's", async () => {
    const u = await createHunter();
    const other = await createHunter();
    const token = await signIn(u);
    expect((await me({ cookie: await cookieOf({ sub: String(u.id) }) })).status).toBe(401);
    expect((await me({ cookie: await cookieOf({ sub: String(u.id), sid: newSecretToken() }) })).status).toBe(401);
    expect((await me({ cookie: await cookieOf({ ...token, sub: String(other.id) }) })).status).toBe(401);
  });

  it("a signed-out (revoked) cookie reads as no session: no name or e-mail from the old cookie", async () => {
    const u = await createHunter();
    const token = await signIn(u);
    const live = await authOptions().callbacks!.session!({
      session: { user: { name: "Stale", email: "stale@example.test" }, expires: "" },
      token,
    } as never);
    expect(live.user).toEqual({ id: String(u.id), name: u.firstName, email: u.email });
    await call(logoutPOST, { method: "POST", headers: { cookie: await cookieOf(token) } });
    await expect(
      authOptions().callbacks!.session!({ session: { user: { name: u.firstName, email: u.email }, expires: "" }, token } as never),
    ).rejects.toThrow(EndedSession);
  });

  it("role or approval claims in the cookie do nothing: the role comes from the database", async () => {
    const hunter = await createHunter();
    const victim = await createOutfitter({ firstName: "Victim" });
    const token = await signIn(hunter);
    const cookie = await cookieOf({ ...token, role: "admin", isApproved: true, user: { role: "admin" } });
    const r = await me({ cookie });
    expect(r.json).toMatchObject({ id: hunter.id, role: "hunter" });
    const edit = await call(userPUT, {
      method: "PUT",
      headers: { cookie },
      params: { id: String(victim.id) },
      body: { firstName: "Owned" },
    });
    expect(edit.status).toBe(403);
  });

  it("update() from the client cannot change the token (no role, no other user)", async () => {
    const hunter = await createHunter();
    const admin = await createAdmin();
    const token = await signIn(hunter);
    const updated = await authOptions().callbacks!.jwt!({
      token,
      trigger: "update",
      session: { role: "admin", sub: String(admin.id), user: { id: admin.id } },
    } as never);
    expect(updated).toEqual(token);
  });
});

describe("what ends bearer tokens and cookie sessions", () => {
  it("logout revokes only the presented bearer token", async () => {
    const u = await createHunter();
    const [a, b] = [await issueApiToken(u.id), await issueApiToken(u.id)];
    await call(logoutPOST, { method: "POST", token: a });
    expect((await me({ authorization: `Bearer ${a}` })).status).toBe(401);
    expect((await me({ authorization: `Bearer ${b}` })).status).toBe(200);
  });

  it("a password reset ends every bearer token and cookie session of the account", async () => {
    const u = await createHunter();
    const bearer = await issueApiToken(u.id);
    const cookie = await cookieOf(await signIn(u));
    const link = newSecretToken();
    await db.insert(passwordResetTokens).values({ userId: u.id, tokenHash: sha256(link), expiresAt: new Date(Date.now() + 3_600_000) });
    expect((await call(resetPOST, { body: { token: link, newPassword: "brand-new-password" } })).status).toBe(200);
    expect((await me({ authorization: `Bearer ${bearer}` })).status).toBe(401);
    expect((await me({ cookie })).status).toBe(401);
  });

  it("deactivation refuses existing tokens and cookies at once (403 with the message)", async () => {
    const u = await createHunter();
    const bearer = await issueApiToken(u.id);
    const cookie = await cookieOf(await signIn(u));
    await setUser(u.id, { isActive: false });
    for (const headers of [{ authorization: `Bearer ${bearer}` }, { cookie }] as Record<string, string>[]) {
      const r = await me(headers);
      expect(r.status).toBe(403);
      expect(r.json.message).toBe("Your account has been deactivated. Please contact support.");
    }
    // next-auth answers /api/auth/session with {} (signed out) when the callback throws.
    await expect(
      authOptions().callbacks!.session!({ session: { user: {}, expires: "" }, token: await signIn(u) } as never),
    ).rejects.toThrow(EndedSession);
  });

  it("pausing an approved outfitter keeps it signed in, seeing itself paused; its writes are refused at once", async () => {
    const u = await createOutfitter();
    const bearer = await issueApiToken(u.id);
    const cookie = await cookieOf(await signIn(u));
    await setUser(u.id, { isActive: false });
    for (const headers of [{ authorization: `Bearer ${bearer}` }, { cookie }] as Record<string, string>[]) {
      const r = await me(headers);
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ id: u.id, isApproved: true, isActive: false });
      const write = await call(userPUT, { method: "PUT", headers, params: { id: String(u.id) }, body: { firstName: "Renamed" } });
      expect(write.status).toBe(403);
      expect(write.json.message).toBe(PAUSED_MESSAGE);
    }
    const session = await authOptions().callbacks!.session!({ session: { user: {}, expires: "" }, token: await signIn(u) } as never);
    expect((session.user as { id?: string }).id).toBe(String(u.id));
  });

  it("un-approval keeps the outfitter signed in, and every request sees the new approval state", async () => {
    const u = await createOutfitter();
    const bearer = await issueApiToken(u.id);
    const cookie = await cookieOf(await signIn(u));
    await setUser(u.id, { isApproved: false });
    for (const headers of [{ authorization: `Bearer ${bearer}` }, { cookie }] as Record<string, string>[]) {
      const r = await me(headers);
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ id: u.id, role: "outfitter", isApproved: false });
    }
  });
});

describe("cookie and secret configuration", () => {
  const sessionCookie = () => authOptions().cookies!.sessionToken!;

  it("is HttpOnly and SameSite=Lax, and not Secure on a local http URL", () => {
    vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
    resetConfigForTests();
    expect(sessionCookie()).toMatchObject({
      name: "next-auth.session-token",
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: false },
    });
  });

  it.each([
    ["production", "https://ridgeline.example"],
    ["production", "http://ridgeline.example"],
    ["development", "https://ridgeline.example"],
  ])("is Secure with the __Secure- prefix (NODE_ENV=%s, URL %s)", (env, url) => {
    vi.stubEnv("NODE_ENV", env);
    vi.stubEnv("NEXTAUTH_URL", url);
    resetConfigForTests();
    expect(authOptions().useSecureCookies).toBe(true);
    expect(sessionCookie()).toMatchObject({
      name: "__Secure-next-auth.session-token",
      options: { httpOnly: true, sameSite: "lax", secure: true },
    });
  });

  it("reads the __Secure- cookie when cookies are secure, and ignores the plain name then", async () => {
    vi.stubEnv("NEXTAUTH_URL", "https://ridgeline.example");
    resetConfigForTests();
    const u = await createHunter();
    const token = await signIn(u);
    expect((await me({ cookie: await cookieOf(token, { name: "__Secure-next-auth.session-token" }) })).status).toBe(200);
    expect((await me({ cookie: await cookieOf(token) })).status).toBe(401);
  });

  it("refuses to start in production with DATABASE_URL and no NEXTAUTH_SECRET", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_URL", "postgres://app@db.internal:5432/ridgeline");
    vi.stubEnv("NEXTAUTH_SECRET", "");
    resetConfigForTests();
    expect(() => config()).toThrow(/NEXTAUTH_SECRET/);
    vi.stubEnv("NEXTAUTH_SECRET", "short");
    resetConfigForTests();
    expect(() => config()).toThrow(/NEXTAUTH_SECRET/);
    vi.stubEnv("NEXTAUTH_SECRET", "a-production-secret-that-is-long");
    resetConfigForTests();
    expect(config().nextAuthSecret).toBe("a-production-secret-that-is-long");
  });

  it("getServerSession is always given the options", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const offenders: string[] = [];
    for (const dir of ["app", "lib", "components"]) {
      for (const f of readdirSync(path.join(root, dir), { recursive: true }) as string[]) {
        if (!/\.(ts|tsx)$/.test(f)) continue;
        const src = readFileSync(path.join(root, dir, f), "utf8");
        for (const m of src.matchAll(/getServerSession\(([^)]*)\)/g)) if (!m[1]!.includes("authOptions")) offenders.push(`${dir}/${f}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
