import { eq } from "drizzle-orm";
import { decode } from "next-auth/jwt";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as meGET } from "@/app/api/auth/me/route";
import { db } from "@/db";
import { createHunter, createOutfitter } from "@/seed/factories";
import { passwordResetTokens, users } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { registerAccount, resetPasswordWithLink, sendPasswordResetLink, signInWithPassword } from "@/lib/auth/actions";
import { FORGOT_PASSWORD_ANSWER } from "@/lib/auth/messages";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";
import { REGISTERED_MESSAGE } from "@/lib/auth/service";
import { call } from "../../support/http";
import { callAs, callWith, cookieJar } from "../../support/next-headers";
import { emailsTo, latestResetToken } from "../../support/outbox";
import { dbFingerprint } from "../../security/support";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** The auth forms' server actions (lib/auth/actions.ts): the twins of /api/auth/*. */
let n = 0;
const unique = () => `act-${Date.now().toString(36)}-${n++}@example.com`;
const ip = () => ({ "x-forwarded-for": `203.0.113.${(n++ % 250) + 1}` });
const SESSION = "next-auth.session-token";

/** The session the action set, read back as the next request would send it. */
async function meWithSetCookie() {
  const set = cookieJar.get(SESSION);
  expect(set, "a session cookie was set").toBeDefined();
  return call(meGET, { headers: { cookie: `${SESSION}=${set!.value}` } });
}

let hunter: Awaited<ReturnType<typeof createHunter>>;
beforeAll(async () => {
  hunter = await createHunter({ password: "password123" });
});

describe("signInWithPassword", () => {
  it("sets next-auth's session cookie (httpOnly, lax, 30 days) carrying only the user and a revocable session id", async () => {
    callWith(ip());
    const r = await signInWithPassword(IDLE, { email: ` ${hunter.email.toUpperCase()} `, password: "password123" });
    expect(r).toMatchObject({ ok: true, data: { user: { id: hunter.id, role: "hunter" } } });
    expect(JSON.stringify(r)).not.toMatch(/passwordHash|argon2/);
    const cookie = cookieJar.get(SESSION)!;
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", maxAge: 30 * 24 * 60 * 60 });
    const claims = await decode({ token: cookie.value, secret: process.env.NEXTAUTH_SECRET! });
    expect(Object.keys(claims!).sort()).toEqual(["email", "exp", "iat", "jti", "name", "sid", "sub"]);
    const me = await meWithSetCookie();
    expect(me.status).toBe(200);
    expect(me.json.id).toBe(hunter.id);
  });

  it("sets the header's session hint beside the session (readable by the page, lax)", async () => {
    callWith(ip());
    expect(await signInWithPassword(IDLE, { email: hunter.email, password: "password123" })).toMatchObject({ ok: true });
    const hint = cookieJar.get(SESSION_HINT_COOKIE);
    expect(hint?.value).toBe("1");
    expect(hint?.options).toMatchObject({ httpOnly: false, sameSite: "lax", path: "/" });
  });

  it("next-auth's credentials sign-in sets the hint too; a refused one sets nothing", async () => {
    const { authOptions } = await import("@/lib/auth/options");
    const provider = authOptions().providers[0] as unknown as { options: { authorize: (c: object, r: object) => Promise<unknown> } };
    const headers = { "x-forwarded-for": "203.0.113.251" };
    callWith(ip());
    await expect(provider.options.authorize({ email: hunter.email, password: "not-my-password" }, { headers })).rejects.toThrow();
    expect(cookieJar.has(SESSION_HINT_COOKIE)).toBe(false);
    callWith(ip());
    expect(await provider.options.authorize({ email: hunter.email, password: "password123" }, { headers })).toMatchObject({
      email: hunter.email,
    });
    expect(cookieJar.get(SESSION_HINT_COOKIE)?.value).toBe("1");
  });

  it("a wrong password is the API's 401 message, with no cookie", async () => {
    callWith(ip());
    expect(await signInWithPassword(IDLE, { email: hunter.email, password: "not-my-password" })).toEqual({
      ok: false,
      status: 401,
      message: "Invalid email or password",
    });
    expect(cookieJar.has(SESSION)).toBe(false);
    expect(cookieJar.has(SESSION_HINT_COOKIE)).toBe(false);
  });

  it("a deactivated account is refused; a paused outfitter may sign in (to settle up)", async () => {
    const gone = await createHunter({ isActive: false, password: "password123" });
    const paused = await createOutfitter({ isActive: false, password: "password123" });
    callWith(ip());
    expect(await signInWithPassword(IDLE, { email: gone.email, password: "password123" })).toMatchObject({ ok: false, status: 403 });
    callWith(ip());
    expect(await signInWithPassword(IDLE, { email: paused.email, password: "password123" })).toMatchObject({ ok: true });
  });

  it("a form that fails the schema gets field errors and no lookup", async () => {
    callWith(ip());
    const r = await signInWithPassword(IDLE, { email: "nope", password: "123" });
    expect(r).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { email: ["Please enter a valid email address"], password: ["Password must be at least 6 characters long."] },
    });
  });

  it("a plain form post (no JavaScript) that signs in is answered with the home page", async () => {
    callWith(ip());
    const fd = new FormData();
    fd.append("email", hunter.email);
    fd.append("password", "password123");
    await expect(signInWithPassword(IDLE, fd)).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;replace;\/;/) });
    expect((await meWithSetCookie()).status).toBe(200);
  });
});

describe("registerAccount", () => {
  const form = (over: Record<string, unknown> = {}) => ({
    email: unique(),
    password: "secret1",
    firstName: "Ann",
    lastName: "Lee",
    phone: "",
    websiteUrl: "",
    role: "hunter" as const,
    termsAccepted: true,
    ...over,
  });

  it("creates the hunter and e-mails the welcome; the browser then signs in with the password just chosen", async () => {
    callWith(ip());
    const body = form({ phone: " (406) 555-0134 " });
    const r = await registerAccount(IDLE, body);
    expect(r).toEqual({ ok: true, status: 200, data: { message: REGISTERED_MESSAGE } });
    expect(cookieJar.has(SESSION)).toBe(false);
    const [row] = await db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ role: "hunter", isApproved: true, phone: "+14065550134" });
    expect((await emailsTo(body.email)).map((m) => m.template)).toContain("welcome");
    callWith(ip());
    expect(await signInWithPassword(IDLE, { email: body.email, password: body.password })).toMatchObject({ ok: true });
    expect((await meWithSetCookie()).json.email).toBe(body.email);
    expect(cookieJar.get(SESSION_HINT_COOKIE)?.value).toBe("1");
  });

  it("a new and a taken address are answered identically (issue 52): the same state, no cookie, the same no-JS redirect", async () => {
    callWith(ip());
    const fresh = await registerAccount(IDLE, form());
    const freshCookies = cookieJar.size;
    callWith(ip());
    const taken = await registerAccount(IDLE, form({ email: hunter.email }));
    expect(taken).toEqual(fresh);
    expect([freshCookies, cookieJar.size]).toEqual([0, 0]);
    const post = async (email: string) => {
      callWith(ip());
      const fd = new FormData();
      for (const [k, v] of Object.entries({ ...form({ email }), termsAccepted: "on" })) fd.append(k, String(v));
      return registerAccount(IDLE, fd).then(
        () => "no redirect",
        (e: { digest?: string }) => e.digest,
      );
    };
    const [a, b] = [await post(unique()), await post(hunter.email)];
    expect(a).toContain("/sign-in?registered=1");
    expect(b).toEqual(a);
    expect(cookieJar.size).toBe(0);
  });

  it("an outfitter applies unapproved, website made absolute; a client cannot approve itself", async () => {
    callWith(ip());
    const email = unique();
    const r = await registerAccount(IDLE, {
      ...form({ email, role: "outfitter", websiteUrl: "guides.example" }),
      isApproved: true,
      role: "outfitter",
    } as never);
    expect(r).toMatchObject({ ok: true, data: { message: REGISTERED_MESSAGE } });
    const [row] = await db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: "outfitter", isApproved: false, websiteUrl: "https://guides.example" });
  });

  it("refuses unticked terms, a missing website and a bad phone beside their fields, writing nothing", async () => {
    const before = await dbFingerprint();
    callWith(ip());
    const r = await registerAccount(IDLE, form({ termsAccepted: false, role: "outfitter", phone: "call me" }));
    expect(r).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        termsAccepted: ["Please accept the Terms of Service to continue."],
        websiteUrl: ["Website URL is required for outfitters"],
        phone: ["Enter a valid phone number"],
      },
    });
    expect(await dbFingerprint()).toEqual(before);
  });

  it("a taken e-mail is answered like a registration (no session), writes no account and warns the owner", async () => {
    const before = await dbFingerprint();
    callWith(ip());
    expect(await registerAccount(IDLE, form({ email: hunter.email.toUpperCase() }))).toEqual({
      ok: true,
      status: 200,
      data: { message: REGISTERED_MESSAGE },
    });
    expect(cookieJar.has(SESSION)).toBe(false);
    expect((await emailsTo(hunter.email)).map((m) => m.template)).toContain("registration-attempt");
    // No account is written: the rate-limit counters and the owner's warning are all the attempt may touch.
    expect(await dbFingerprint(["rate_limits", "email_outbox"])).toEqual(omit(omit(before, "rate_limits"), "email_outbox"));
  });

  it("reads the plain form post: checkbox 'on', empty optional fields", async () => {
    callWith(ip());
    const fd = new FormData();
    const email = unique();
    for (const [k, v] of Object.entries({
      email,
      password: "secret1",
      firstName: "No",
      lastName: "Script",
      phone: "",
      role: "hunter",
      termsAccepted: "on",
    })) {
      fd.append(k, v);
    }
    await expect(registerAccount(IDLE, fd)).rejects.toMatchObject({ digest: expect.stringContaining("NEXT_REDIRECT") });
    const [row] = await db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstName: "No", phone: null, role: "hunter" });
  });
});

describe("sendPasswordResetLink and resetPasswordWithLink", () => {
  it("answers the same for known and unknown addresses, and e-mails a link only to the account", async () => {
    callWith(ip());
    const unknown = await sendPasswordResetLink(IDLE, { email: unique() });
    callWith(ip());
    const known = await sendPasswordResetLink(IDLE, { email: ` ${hunter.email} ` });
    expect(unknown).toEqual({ ok: true, status: 200, data: { message: FORGOT_PASSWORD_ANSWER } });
    expect(known).toEqual(unknown);
    expect(await latestResetToken(hunter.email)).toBeTruthy();
  });

  it("mismatched or short passwords are refused beside their fields; the link stays live", async () => {
    const u = await createHunter({ password: "password123" });
    callWith(ip());
    await sendPasswordResetLink(IDLE, { email: u.email });
    const token = await latestResetToken(u.email);
    callAs();
    expect(await resetPasswordWithLink(IDLE, { token, newPassword: "new-pass-1", confirmPassword: "other-pass" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { confirmPassword: ["Please make sure both passwords match."] },
    });
    expect(await resetPasswordWithLink(IDLE, { token, newPassword: "12345", confirmPassword: "12345" })).toMatchObject({
      fieldErrors: { newPassword: ["Password must be at least 6 characters long."] },
    });
    const live = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id));
    expect(live.every((t) => t.usedAt === null)).toBe(true);
  });

  it("sets the new password once: a replay of the same link is the API's 400", async () => {
    const u = await createHunter({ password: "password123" });
    callWith(ip());
    await sendPasswordResetLink(IDLE, { email: u.email });
    const token = await latestResetToken(u.email);
    callAs();
    const input = { token, newPassword: "brand-new-1", confirmPassword: "brand-new-1" };
    expect(await resetPasswordWithLink(IDLE, input)).toMatchObject({ ok: true });
    expect(await resetPasswordWithLink(IDLE, input)).toEqual({
      ok: false,
      status: 400,
      message: "This reset link is invalid or has expired. Please request a new one.",
    });
    callWith(ip());
    expect(await signInWithPassword(IDLE, { email: u.email, password: "brand-new-1" })).toMatchObject({ ok: true });
  });

  it("a plain form post (JavaScript off): a refusal comes back as the page's state, a success goes on to sign in", async () => {
    const u = await createHunter({ password: "password123" });
    callWith(ip());
    await sendPasswordResetLink(IDLE, { email: u.email });
    const token = await latestResetToken(u.email);
    callAs();
    const post = (newPassword: string, confirmPassword: string) => {
      const fd = new FormData();
      fd.set("token", token);
      fd.set("newPassword", newPassword);
      fd.set("confirmPassword", confirmPassword);
      return resetPasswordWithLink(IDLE, fd);
    };
    const refused = await post("posted-pass-1", "other");
    expect(refused).toMatchObject({ ok: false, status: 400, fieldErrors: { confirmPassword: ["Please make sure both passwords match."] } });
    // What was typed comes back for the re-rendered page, passwords left out.
    expect(refused.values?.newPassword).toBeUndefined();
    await expect(post("posted-pass-1", "posted-pass-1")).rejects.toMatchObject({ digest: expect.stringContaining("/sign-in?reset=done") });
    callWith(ip());
    expect(await signInWithPassword(IDLE, { email: u.email, password: "posted-pass-1" })).toMatchObject({ ok: true });
  });
});

function omit<T extends Record<string, unknown>>(o: T, key: string) {
  return Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));
}
