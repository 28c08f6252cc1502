import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as forgotPOST } from "@/app/api/auth/forgot-password/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { GET as meGET } from "@/app/api/auth/me/route";
import { POST as resetPOST } from "@/app/api/auth/reset-password/route";
import { POST as userInfoPOST } from "@/app/api/auth/user-info/route";
import { db } from "@/db";
import { createHunter } from "@/seed/factories";
import { passwordResetTokens } from "@/db/schema";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { sha256 } from "@/lib/auth/secure-token";
import { call } from "../../support/http";
import { emailsTo, latestResetToken } from "../../support/outbox";

const ANSWER = { message: "If an account with that email exists, you'll receive password reset instructions." };
const INVALID_LINK = { message: "This reset link is invalid or has expired. Please request a new one." };

afterEach(() => {
  vi.useRealTimers();
});

async function requestLink(email: string) {
  const r = await call(forgotPOST, { body: { email } });
  expect(r.status).toBe(200);
  return latestResetToken(email.trim().toLowerCase());
}

const login = (email: string, password: string) => call(loginPOST, { body: { email, password } });

describe("POST /api/auth/forgot-password", () => {
  it("answers the same for known and unknown e-mails and never returns the link", async () => {
    const u = await createHunter();
    const known = await call(forgotPOST, { body: { email: u.email } });
    const unknown = await call(forgotPOST, { body: { email: "no-such-user@example.com" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(ANSWER);
    expect(unknown.json).toEqual(ANSWER);
    expect(JSON.stringify(known.json)).not.toMatch(/token|reset-password|http/i);
    expect(await emailsTo("no-such-user@example.com")).toHaveLength(0);
  });

  it("e-mails a /reset-password?token= link on the app's URL and stores only the token's hash", async () => {
    const u = await createHunter({ firstName: "Rae" });
    await call(forgotPOST, { body: { email: `  ${u.email.toUpperCase()} ` } });
    const [mail] = await emailsTo(u.email);
    expect(mail).toMatchObject({ template: "password-reset", status: "queued", provider: "outbox" });
    expect(mail!.text).toContain("http://localhost:3000/reset-password?token=");
    expect(mail!.html).toContain("/reset-password?token=");
    const token = await latestResetToken(u.email);
    const rows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it("sends nothing to a deactivated account but answers the same", async () => {
    const u = await createHunter({ isActive: false });
    const r = await call(forgotPOST, { body: { email: u.email } });
    expect(r.json).toEqual(ANSWER);
    expect(await emailsTo(u.email)).toHaveLength(0);
  });
});

describe("POST /api/auth/user-info", () => {
  it("answers the first name behind a live link and 400 for a bad one", async () => {
    const u = await createHunter({ firstName: "Quinn" });
    const token = await requestLink(u.email);
    const ok = await call(userInfoPOST, { body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ firstName: "Quinn" });
    const bad = await call(userInfoPOST, { body: { token: "not-a-token" } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual(INVALID_LINK);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password: the new one works, the old one no longer does", async () => {
    const u = await createHunter();
    const token = await requestLink(u.email);
    const r = await call(resetPOST, { body: { token, newPassword: "brand-new-pass" } });
    expect(r.status).toBe(200);
    expect((await login(u.email, "brand-new-pass")).status).toBe(200);
    expect((await login(u.email, "password123")).status).toBe(401);
  });

  it("works once: a reused link is 400 and leaves the password alone", async () => {
    const u = await createHunter();
    const token = await requestLink(u.email);
    expect((await call(resetPOST, { body: { token, newPassword: "first-choice" } })).status).toBe(200);
    const again = await call(resetPOST, { body: { token, newPassword: "second-choice" } });
    expect(again.status).toBe(400);
    expect(again.json).toEqual(INVALID_LINK);
    expect((await login(u.email, "first-choice")).status).toBe(200);
    expect((await call(userInfoPOST, { body: { token } })).status).toBe(400);
  });

  it("lets only one of two simultaneous uses of a link succeed", async () => {
    const u = await createHunter();
    const token = await requestLink(u.email);
    const results = await Promise.all([
      call(resetPOST, { body: { token, newPassword: "racer-one" } }),
      call(resetPOST, { body: { token, newPassword: "racer-two" } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0]!.status === 200 ? "racer-one" : "racer-two";
    expect((await login(u.email, winner)).status).toBe(200);
  });

  it("refuses an expired link (valid for one hour)", async () => {
    const u = await createHunter();
    const token = await requestLink(u.email);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 59 * 60_000);
    expect((await call(userInfoPOST, { body: { token } })).status).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const r = await call(resetPOST, { body: { token, newPassword: "too-late-now" } });
    expect(r.status).toBe(400);
    expect(r.json).toEqual(INVALID_LINK);
    vi.useRealTimers();
    expect((await login(u.email, "password123")).status).toBe(200);
  });

  it("refuses an unknown token", async () => {
    const r = await call(resetPOST, { body: { token: "made-up-token-value", newPassword: "whatever1" } });
    expect(r.status).toBe(400);
    expect(r.json).toEqual(INVALID_LINK);
  });

  it("refuses a short new password without using up the link", async () => {
    const u = await createHunter();
    const token = await requestLink(u.email);
    const r = await call(resetPOST, { body: { token, newPassword: "12345" } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Password must be at least 6 characters long.");
    expect((await call(resetPOST, { body: { token, newPassword: "123456" } })).status).toBe(200);
  });

  it("revokes the user's existing bearer tokens", async () => {
    const u = await createHunter();
    const bearer = await issueApiToken(u.id);
    expect((await call(meGET, { token: bearer })).status).toBe(200);
    const token = await requestLink(u.email);
    await call(resetPOST, { body: { token, newPassword: "fresh-pass-1" } });
    expect((await call(meGET, { token: bearer })).status).toBe(401);
  });

  it("a reset also retires every other link still out for the account", async () => {
    const u = await createHunter();
    const first = await requestLink(u.email);
    const second = await requestLink(u.email);
    expect(first).not.toBe(second);
    expect((await call(resetPOST, { body: { token: second, newPassword: "from-second" } })).status).toBe(200);
    const stale = await call(resetPOST, { body: { token: first, newPassword: "from-first" } });
    expect(stale.status).toBe(400);
    expect((await login(u.email, "from-second")).status).toBe(200);
  });
});
