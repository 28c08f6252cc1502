import { describe, expect, it } from "vitest";
import { POST as forgotPOST } from "@/app/api/auth/forgot-password/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { POST as registerPOST } from "@/app/api/auth/register/route";
import { POST as resetPOST } from "@/app/api/auth/reset-password/route";
import { POST as userInfoPOST } from "@/app/api/auth/user-info/route";
import { PUT as userPUT } from "@/app/api/users/[id]/route";
import { createHunter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { call, type CallOptions } from "../../support/http";

type Handler = Parameters<typeof call>[0];
const ENDPOINTS: [string, Handler][] = [
  ["register", registerPOST],
  ["login", loginPOST],
  ["forgot-password", forgotPOST],
  ["reset-password", resetPOST],
  ["user-info", userInfoPOST],
];

async function expect400(handler: Handler, opts: CallOptions, message?: string | RegExp) {
  const r = await call<{ message: unknown; errors?: Record<string, string[]> }>(handler, opts);
  expect(r.status, JSON.stringify(r.json)).toBe(400);
  expect(typeof r.json.message).toBe("string");
  if (message) expect(r.json.message).toMatch(message);
  return r;
}

describe("bad input to the auth endpoints is a 400 with a JSON message, never a 5xx", () => {
  it.each(ENDPOINTS)("%s: malformed JSON", async (_name, handler) => {
    await expect400(handler, { method: "POST", rawBody: "{not json" }, "Malformed JSON body");
  });

  it.each(ENDPOINTS)("%s: empty body, null, an array, a string", async (_name, handler) => {
    for (const rawBody of ["", "null", "[]", '"text"', "42"]) await expect400(handler, { method: "POST", rawBody });
  });

  it.each(ENDPOINTS)("%s: fields of the wrong type", async (_name, handler) => {
    await expect400(handler, { body: { email: 42, password: ["x"], token: { a: 1 }, newPassword: 123456, firstName: true } });
  });

  it("register: each missing field names itself", async () => {
    const full = { email: "missing@example.com", password: "secret1", firstName: "A", lastName: "B" };
    const expected: Record<string, RegExp> = {
      email: /Email is required/,
      password: /Password is required/,
      firstName: /First name is required/,
      lastName: /Last name is required/,
    };
    for (const field of Object.keys(full) as (keyof typeof full)[]) {
      const body: Record<string, unknown> = { ...full };
      delete body[field];
      const r = await expect400(registerPOST, { body }, expected[field]);
      expect(Object.keys(r.json.errors ?? {})).toContain(field);
    }
  });

  it("register: blank names, a bad e-mail and a short password", async () => {
    const base = { email: "x@example.com", password: "secret1", firstName: "A", lastName: "B" };
    await expect400(registerPOST, { body: { ...base, firstName: "   " } }, "First name is required");
    await expect400(registerPOST, { body: { ...base, email: "not-an-email" } }, "Please enter a valid email address");
    await expect400(registerPOST, { body: { ...base, password: "12345" } }, "Password must be at least 6 characters long.");
  });

  it("login: missing e-mail or password", async () => {
    await expect400(loginPOST, { body: { password: "secret1" } }, "Email is required");
    await expect400(loginPOST, { body: { email: "a@example.com" } }, "Password is required");
    await expect400(loginPOST, { body: { email: "a@example.com", password: "" } }, "Password is required");
  });

  it("forgot-password: missing or invalid e-mail", async () => {
    await expect400(forgotPOST, { body: {} }, "Email is required");
    await expect400(forgotPOST, { body: { email: "nope" } }, "Please enter a valid email address");
  });

  it("reset-password: missing token, short password, absurdly long token", async () => {
    await expect400(resetPOST, { body: { newPassword: "secret12" } }, "Invalid Reset Link");
    await expect400(resetPOST, { body: { token: "abc", newPassword: "12345" } }, "Password must be at least 6 characters long.");
    await expect400(resetPOST, { body: { token: "x".repeat(5000), newPassword: "secret12" } });
  });

  it("PUT /api/users/{id}: malformed JSON, blank names, bad e-mail", async () => {
    const u = await createHunter();
    const token = await issueApiToken(u.id);
    const params = { id: String(u.id) };
    await expect400(userPUT, { method: "PUT", rawBody: "{oops", token, params }, "Malformed JSON body");
    await expect400(userPUT, { method: "PUT", body: { firstName: "  " }, token, params }, "First name is required");
    await expect400(userPUT, { method: "PUT", body: { email: "bad" }, token, params }, "Please enter a valid email address");
    await expect400(userPUT, { method: "PUT", body: { phone: 5551234 }, token, params });
  });
});
