import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as forgotPOST } from "@/app/api/auth/forgot-password/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { POST as logoutPOST } from "@/app/api/auth/logout/route";
import { GET as meGET } from "@/app/api/auth/me/route";
import { POST as registerPOST } from "@/app/api/auth/register/route";
import { POST as resetPOST } from "@/app/api/auth/reset-password/route";
import { PUT as userPUT } from "@/app/api/users/[id]/route";
import { db } from "@/db";
import { createHunter } from "@/seed/factories";
import { users } from "@/db/schema";
import { captureLogsForTests } from "@/lib/log";
import { call } from "../support/http";
import { emailsTo, latestResetToken } from "../support/outbox";

/**
 * The auth flows are logged as JSON lines with time, event and user id — and a grep of the whole
 * run finds none of the passwords, tokens, reset links or hashes it used.
 */
const email = "logged-user@example.test";
const PASSWORD = "first-Secret-pa55word";
const NEW_PASSWORD = "second-Secret-pa55word";
const WRONG = "wrong-Guess-pa55word";
const secrets: string[] = [PASSWORD, NEW_PASSWORD, WRONG];
let logs: ReturnType<typeof captureLogsForTests>;
let userId: number;

beforeAll(async () => {
  logs = captureLogsForTests();
  await call(registerPOST, { body: { email, password: PASSWORD, firstName: "Log", lastName: "Ged" } });
  const login = await call<{ token: string; user: { id: number } }>(loginPOST, { body: { email, password: PASSWORD } });
  userId = login.json.user.id;
  secrets.push(login.json.token);
  await call(loginPOST, { body: { email, password: WRONG } });
  await call(loginPOST, { body: { email: "unknown-person@example.test", password: WRONG } });
  await call(meGET, { headers: { authorization: `Bearer ${login.json.token}x` } });
  const other = await createHunter();
  await call(userPUT, { method: "PUT", token: login.json.token, params: { id: String(other.id) }, body: { firstName: "X" } });
  await call(forgotPOST, { body: { email } });
  const resetToken = await latestResetToken(email);
  const [mail] = await emailsTo(email);
  secrets.push(resetToken, encodeURIComponent(resetToken), /https?:\/\/\S+reset-password\S+/.exec(mail!.text)![0]);
  await call(resetPOST, { body: { token: resetToken, newPassword: NEW_PASSWORD } });
  await call(resetPOST, { body: { token: resetToken, newPassword: NEW_PASSWORD } });
  const again = await call<{ token: string }>(loginPOST, { body: { email, password: NEW_PASSWORD } });
  secrets.push(again.json.token);
  await call(logoutPOST, { method: "POST", token: again.json.token });
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  secrets.push(row!.hash, row!.hash.split("$").pop()!);
});
afterAll(() => logs.restore());

describe("structured logs", () => {
  it("writes one JSON object per line with an ISO time, a level and an event", () => {
    expect(logs.lines.length).toBeGreaterThan(8);
    for (const entry of logs.entries()) {
      expect(entry).toMatchObject({ level: expect.any(String), event: expect.any(String) });
      expect(new Date(entry.time as string).toISOString()).toBe(entry.time);
    }
  });

  it("records sign-ins, failures, registrations, resets, sign-outs and refusals with the user id", () => {
    const events = logs.entries();
    const has = (event: string, fields: Record<string, unknown>) =>
      expect(events, event).toContainEqual(expect.objectContaining({ event, ...fields }));
    has("auth.register.succeeded", { userId });
    has("auth.login.succeeded", { userId });
    has("auth.login.failed", { userId, reason: "wrong_password" });
    has("auth.login.failed", { userId: null, reason: "unknown_email" });
    has("auth.reset.requested", { userId });
    has("auth.reset.completed", { userId });
    has("auth.reset.invalid_link", {});
    has("auth.logout", { userId, via: "token" });
    has("authz.refused", { userId: null, status: 401, path: "/api/test" });
    has("authz.refused", { userId, status: 403, method: "PUT", level: "warn" });
  });

  it("contains no password, token, reset link or hash used in the run", () => {
    const text = logs.lines.join("\n");
    expect(secrets.length).toBeGreaterThanOrEqual(10);
    for (const s of secrets) expect(text.includes(s), `leaked: ${s.slice(0, 12)}…`).toBe(false);
    expect(text).not.toMatch(/\$argon2|reset-password\?token=|Bearer [A-Za-z0-9_-]{20,}/);
  });
});
