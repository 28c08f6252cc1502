import { afterEach, describe, expect, it } from "vitest";
import { POST as forgotPOST } from "@/app/api/auth/forgot-password/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { POST as registerPOST } from "@/app/api/auth/register/route";
import { createHunter } from "@/seed/factories";
import { resetConfigForTests } from "@/lib/config";
import { call } from "../../support/http";

const saved = { ...process.env };
let ipSeq = 0;
const freshIp = () => `203.0.113.${++ipSeq}`;
let emailSeq = 0;
const freshEmail = () => `limit-${Date.now().toString(36)}-${emailSeq++}@example.com`;

/** Lowers limits; one trusted proxy, so each test's X-Forwarded-For is the client address. */
function limits(env: Record<string, string>) {
  Object.assign(process.env, { TRUSTED_PROXY_HOPS: "1", ...env });
  resetConfigForTests();
}

afterEach(() => {
  for (const k of [
    "RATE_LIMIT",
    "RATE_LIMIT_LOGIN",
    "RATE_LIMIT_LOGIN_ACCOUNT",
    "RATE_LIMIT_REGISTER",
    "RATE_LIMIT_FORGOT",
    "TRUSTED_PROXY_HOPS",
  ]) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetConfigForTests();
});

const loginFrom = (ip: string, email: string, password: string) =>
  call(loginPOST, { body: { email, password }, headers: { "x-forwarded-for": ip } });

describe("rate limits (429 with a message, counted in the database)", () => {
  it("login: blocks an address after the limit of failed sign-ins, even with the right password", async () => {
    limits({ RATE_LIMIT_LOGIN: "3" });
    const ip = freshIp();
    // Failures on different accounts, so only the address's limit is reached.
    for (let i = 0; i < 3; i++) expect((await loginFrom(ip, (await createHunter()).email, "wrong-pass")).status).toBe(401);
    const blocked = await loginFrom(ip, (await createHunter()).email, "password123");
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ message: "Too many sign-in attempts. Please wait a few minutes and try again." });
    expect((await loginFrom(freshIp(), (await createHunter()).email, "password123")).status).toBe(200);
  });

  it("register: blocks an address after the limit", async () => {
    limits({ RATE_LIMIT_REGISTER: "2" });
    const ip = freshIp();
    const body = () => ({ email: freshEmail(), password: "secret1", firstName: "R", lastName: "L" });
    const headers = { "x-forwarded-for": ip };
    expect((await call(registerPOST, { body: body(), headers })).status).toBe(201);
    expect((await call(registerPOST, { body: body(), headers })).status).toBe(201);
    const blocked = await call(registerPOST, { body: body(), headers });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ message: "Too many accounts created from this address. Please try again later." });
    expect((await call(registerPOST, { body: body(), headers: { "x-forwarded-for": freshIp() } })).status).toBe(201);
  });

  it("forgot-password: blocks after the limit per address and per e-mail", async () => {
    limits({ RATE_LIMIT_FORGOT: "2" });
    const ip = freshIp();
    const send = (email: string, from = ip) => call(forgotPOST, { body: { email }, headers: { "x-forwarded-for": from } });
    expect((await send(freshEmail())).status).toBe(200);
    expect((await send(freshEmail())).status).toBe(200);
    const blocked = await send(freshEmail());
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ message: "Too many password reset requests. Please try again later." });

    const target = freshEmail();
    expect((await send(target, freshIp())).status).toBe(200);
    expect((await send(target, freshIp())).status).toBe(200);
    expect((await send(target, freshIp())).status).toBe(429);
  });

  it("invalid input is refused before it counts", async () => {
    limits({ RATE_LIMIT_LOGIN: "2", RATE_LIMIT_LOGIN_ACCOUNT: "2" });
    const u = await createHunter();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await call(loginPOST, { body: { email: "bad" }, headers: { "x-forwarded-for": ip } })).status).toBe(400);
      expect((await call(loginPOST, { body: { email: u.email }, headers: { "x-forwarded-for": ip } })).status).toBe(400);
    }
    expect((await loginFrom(ip, u.email, "password123")).status).toBe(200);
  });

  it("RATE_LIMIT=off disables every limit", async () => {
    limits({ RATE_LIMIT: "off", RATE_LIMIT_LOGIN: "1", RATE_LIMIT_LOGIN_ACCOUNT: "1", RATE_LIMIT_FORGOT: "1", RATE_LIMIT_REGISTER: "1" });
    const u = await createHunter();
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await loginFrom(ip, u.email, "wrong-pass")).status).toBe(401);
    expect((await loginFrom(ip, u.email, "password123")).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await call(forgotPOST, { body: { email: u.email }, headers: { "x-forwarded-for": ip } })).status).toBe(200);
    }
  });
});
