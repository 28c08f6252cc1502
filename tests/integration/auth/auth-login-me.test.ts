import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { POST as logoutPOST } from "@/app/api/auth/logout/route";
import { GET as meGET } from "@/app/api/auth/me/route";
import { db } from "@/db";
import { createHunter, createOutfitter } from "@/seed/factories";
import { apiTokens, users } from "@/db/schema";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { sha256 } from "@/lib/auth/secure-token";
import { call } from "../../support/http";

const INVALID = { message: "Invalid email or password" };
const INACTIVE = "Your account has been deactivated. Please contact support.";

afterEach(() => {
  vi.useRealTimers();
});

describe("POST /api/auth/login", () => {
  it("answers a token and the user (without the hash) for the right password, e-mail in any case", async () => {
    const u = await createHunter({ firstName: "Hal" });
    const r = await call<{ token: string; user: Record<string, unknown> }>(loginPOST, {
      body: { email: `  ${u.email.toUpperCase()} `, password: "password123" },
    });
    expect(r.status).toBe(200);
    expect(r.json.user).toMatchObject({ id: u.id, firstName: "Hal" });
    expect(r.json.user).not.toHaveProperty("passwordHash");
    const [stored] = await db.select().from(apiTokens).where(eq(apiTokens.userId, u.id));
    expect(stored!.tokenHash).toBe(sha256(r.json.token));
    expect(stored!.tokenHash).not.toBe(r.json.token);
  });

  it("answers 401 for a wrong password", async () => {
    const u = await createHunter();
    const r = await call(loginPOST, { body: { email: u.email, password: "wrong-password" } });
    expect(r.status).toBe(401);
    expect(r.json).toEqual(INVALID);
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const u = await createHunter();
    const wrong = await call(loginPOST, { body: { email: u.email, password: "nope-nope" } });
    const unknown = await call(loginPOST, { body: { email: "nobody-here@example.com", password: "nope-nope" } });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.json).toEqual(wrong.json);
  });

  it("refuses an inactive account with 403 and a message, but only with the right password", async () => {
    for (const u of [await createHunter({ isActive: false }), await createOutfitter({ isApproved: false, isActive: false })]) {
      const r = await call(loginPOST, { body: { email: u.email, password: "password123" } });
      expect(r.status).toBe(403);
      expect(r.json).toEqual({ message: INACTIVE });
      const wrong = await call(loginPOST, { body: { email: u.email, password: "wrong-password" } });
      expect(wrong.status).toBe(401);
    }
  });

  it("lets a paused outfitter (approved, inactive) sign in and see that it is paused", async () => {
    const u = await createOutfitter({ isActive: false });
    const r = await call<{ token: string; user: { isActive: boolean } }>(loginPOST, { body: { email: u.email, password: "password123" } });
    expect(r.status).toBe(200);
    expect(r.json.user.isActive).toBe(false);
    const me = await call(meGET, { url: "/api/auth/me?optional=true", token: r.json.token });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: u.id, isApproved: true, isActive: false });
  });

  it("lets an unapproved outfitter sign in (approval gates hunts, not the account)", async () => {
    const u = await createOutfitter({ isApproved: false });
    expect((await call(loginPOST, { body: { email: u.email, password: "password123" } })).status).toBe(200);
  });
});

describe("GET /api/auth/me", () => {
  it("answers 401 without a token", async () => {
    const r = await call(meGET);
    expect(r.status).toBe(401);
    expect(typeof r.json.message).toBe("string");
  });

  it("answers 401 for a garbage or malformed authorization header", async () => {
    for (const headers of [{ authorization: "Bearer not-a-real-token" }, { authorization: "Bearer" }, { authorization: "Basic abc" }]) {
      const r = await call(meGET, { headers });
      expect(r.status).toBe(401);
      expect(typeof r.json.message).toBe("string");
    }
  });

  it("answers the user for a live token", async () => {
    const u = await createHunter({ firstName: "Mia" });
    const r = await call(meGET, { token: await issueApiToken(u.id) });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ id: u.id, firstName: "Mia", role: "hunter" });
    expect(r.json).not.toHaveProperty("passwordHash");
  });

  it("answers 401 once the token is revoked by logout", async () => {
    const u = await createHunter();
    const token = await issueApiToken(u.id);
    const other = await issueApiToken(u.id);
    expect((await call(logoutPOST, { token, body: {} })).status).toBe(200);
    expect((await call(meGET, { token })).status).toBe(401);
    expect((await call(meGET, { token: other })).status).toBe(200);
  });

  it("answers 401 once the token has expired", async () => {
    const u = await createHunter();
    const token = await issueApiToken(u.id);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 29 * 86_400_000);
    expect((await call(meGET, { token })).status).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 86_400_000);
    expect((await call(meGET, { token })).status).toBe(401);
  });

  it("answers 403 with a message for a deactivated user's token", async () => {
    const u = await createHunter();
    const token = await issueApiToken(u.id);
    await db.update(users).set({ isActive: false }).where(eq(users.id, u.id));
    const r = await call(meGET, { token });
    expect(r.status).toBe(403);
    expect(r.json).toEqual({ message: INACTIVE });
  });

  it("answers 200 null with ?optional=true when signed out or deactivated, the user otherwise, never cached", async () => {
    const url = "/api/auth/me?optional=true";
    const out = await call(meGET, { url });
    expect(out.status).toBe(200);
    expect(out.json).toBeNull();
    expect(out.headers.get("cache-control")).toBe("private, no-store");
    expect((await call(meGET, { url, headers: { authorization: "Bearer garbage" } })).json).toBeNull();

    const u = await createHunter({ firstName: "Opal" });
    const token = await issueApiToken(u.id);
    const me = await call(meGET, { url, token });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: u.id, firstName: "Opal" });
    expect(me.headers.get("cache-control")).toBe("private, no-store");

    await db.update(users).set({ isActive: false }).where(eq(users.id, u.id));
    const inactive = await call(meGET, { url, token });
    expect(inactive.status).toBe(200);
    expect(inactive.json).toBeNull();
  });
});
