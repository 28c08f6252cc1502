import { afterEach, describe, expect, it } from "vitest";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { createHunter } from "@/seed/factories";
import { DEVICE_COOKIE, deviceEntries } from "@/lib/auth/device-cookie";
import { authOptions } from "@/lib/auth/options";
import { resetConfigForTests } from "@/lib/config";
import { accountBackoffMessage, BACKOFF_MAX_SECONDS } from "@/lib/rate-limit/sign-in";
import { db } from "@/db";
import { rateLimits } from "@/db/schema";
import { call } from "../../support/http";

/**
 * Sign-in limits (lib/rate-limit/sign-in.ts): only failures count; per client address a fixed
 * limit; per account a short growing back-off that never blocks a browser that signed in to the
 * account before (its device cookie), so nobody can lock someone else out.
 */
const saved = { ...process.env };
const KEYS = ["RATE_LIMIT_LOGIN", "RATE_LIMIT_LOGIN_ACCOUNT", "TRUSTED_PROXY_HOPS"];
function limits(env: Record<string, string>) {
  Object.assign(process.env, { TRUSTED_PROXY_HOPS: "1", ...env });
  resetConfigForTests();
}
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetConfigForTests();
});

let ipSeq = 0;
const freshIp = () => `198.51.100.${++ipSeq}`;
const IP_MESSAGE = "Too many sign-in attempts. Please wait a few minutes and try again.";

async function login(email: string, password: string, opts: { ip?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": opts.ip ?? freshIp() };
  if (opts.cookie) headers.cookie = opts.cookie;
  const r = await call<{ message?: string; token?: string }>(loginPOST, { body: { email, password }, headers });
  const set = r.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  return { ...r, device: set ? set.split(";")[0]! : undefined };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("per client address", () => {
  it("counts only failed sign-ins: successes from one address never use up its limit", async () => {
    limits({ RATE_LIMIT_LOGIN: "3" });
    const u = await createHunter();
    const ip = freshIp();
    for (let i = 0; i < 8; i++) expect((await login(u.email, "password123", { ip })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login((await createHunter()).email, "wrong-pass", { ip })).status).toBe(401);
    expect(await login(u.email, "password123", { ip })).toMatchObject({ status: 429, json: { message: IP_MESSAGE } });
  });

  it("ignores X-Forwarded-For without a trusted proxy: a new header on each request does not get past the limit", async () => {
    limits({ RATE_LIMIT_LOGIN: "3", TRUSTED_PROXY_HOPS: "0" });
    for (let i = 0; i < 3; i++) expect((await login((await createHunter()).email, "wrong-pass")).status).toBe(401);
    expect((await login((await createHunter()).email, "password123")).status).toBe(429);
  });
});

describe("per account", () => {
  it("backs off for a growing, short delay after the free failures, from any address", async () => {
    limits({ RATE_LIMIT_LOGIN_ACCOUNT: "2" });
    const u = await createHunter();
    for (let i = 0; i < 2; i++) expect((await login(u.email, "wrong-pass")).status).toBe(401);
    // The third attempt may come 1 s after the second; right away it waits.
    expect(await login(u.email, "password123")).toMatchObject({ status: 429, json: { message: accountBackoffMessage(1) } });
    await sleep(1100);
    expect((await login(u.email, "wrong-pass")).status).toBe(401);
    // Now 2 s.
    expect(await login(u.email, "password123")).toMatchObject({ status: 429, json: { message: accountBackoffMessage(2) } });
    await sleep(2100);
    expect((await login(u.email, "password123")).status).toBe(200);
    // A success forgives the failures: the next mistake is free again.
    expect((await login(u.email, "wrong-pass")).status).toBe(401);
    expect((await login(u.email, "password123")).status).toBe(200);
  });

  it("never fails on the size of the numbers: a huge free allowance, or an account failed thousands of times", async () => {
    // 2^(1 - 100000) underflowed a PostgreSQL double: every sign-in was a 500 (npm run bench:load sets 100000).
    limits({ RATE_LIMIT_LOGIN_ACCOUNT: "100000" });
    const u = await createHunter();
    expect((await login(u.email, "wrong-pass")).status).toBe(401);
    expect((await login(u.email, "password123")).status).toBe(200);
    // 2^(5000 - 5) overflowed: an attacked account answered 500 to its owner instead of a short wait.
    limits({ RATE_LIMIT_LOGIN_ACCOUNT: "5" });
    await db.insert(rateLimits).values({ key: `login:account:${u.email}`, count: 5000, windowStart: new Date() });
    expect(await login(u.email, "password123")).toMatchObject({
      status: 429,
      json: { message: accountBackoffMessage(BACKOFF_MAX_SECONDS) },
    });
  });

  it("answers an unknown address the same way (the back-off tells nothing about accounts)", async () => {
    limits({ RATE_LIMIT_LOGIN_ACCOUNT: "2" });
    const nobody = `nobody-${Date.now()}@example.test`;
    for (let i = 0; i < 2; i++) expect((await login(nobody, "wrong-pass")).status).toBe(401);
    expect(await login(nobody, "wrong-pass")).toMatchObject({ status: 429, json: { message: accountBackoffMessage(1) } });
  });

  it("a browser that signed in before is never blocked by failures from elsewhere, not even from its own address", async () => {
    limits({ RATE_LIMIT_LOGIN: "3", RATE_LIMIT_LOGIN_ACCOUNT: "2" });
    const u = await createHunter();
    const home = freshIp();
    const first = await login(u.email, "password123", { ip: home });
    expect(first.status).toBe(200);
    expect(first.device).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    // An attacker guesses from everywhere, the owner's address included.
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) guesses.push((await login(u.email, "wrong-guess", { ip: i % 2 ? home : freshIp() })).status);
    expect(guesses).toEqual([401, 401, 429, 429, 429, 429]);
    expect((await login(u.email, "password123", { ip: freshIp() })).status).toBe(429);
    expect((await login(u.email, "password123", { ip: home })).status).toBe(429);
    const owner = await login(u.email, "password123", { ip: home, cookie: first.device });
    expect(owner.status).toBe(200);
    expect(owner.device).toBeDefined();
  });

  it("a device's own failures back it off, and a device cookie helps only the account it signed in to", async () => {
    limits({ RATE_LIMIT_LOGIN_ACCOUNT: "2" });
    const [u, other] = [await createHunter(), await createHunter()];
    const { device } = await login(u.email, "password123");
    for (let i = 0; i < 2; i++) expect((await login(u.email, "wrong-pass", { cookie: device })).status).toBe(401);
    expect((await login(u.email, "password123", { cookie: device })).status).toBe(429);
    // The other account's back-off is not lifted by u's cookie.
    for (let i = 0; i < 2; i++) await login(other.email, "wrong-pass");
    expect((await login(other.email, "password123", { cookie: device })).status).toBe(429);
    // A forged entry is no device.
    const forged = `${DEVICE_COOKIE}=${"a".repeat(16)}.${Math.floor(Date.now() / 1000).toString(36)}.${"b".repeat(43)}`;
    expect((await login(other.email, "password123", { cookie: forged })).status).toBe(429);
    expect(deviceEntries(forged)).toHaveLength(1);
  });

  it("next-auth's credentials sign-in follows the same rules, with the address of its request", async () => {
    limits({ RATE_LIMIT_LOGIN: "2", RATE_LIMIT_LOGIN_ACCOUNT: "100" });
    const provider = authOptions().providers[0] as unknown as { options: { authorize: (c: unknown, r: unknown) => Promise<unknown> } };
    const authorize = (email: string, password: string, ip: string) =>
      provider.options.authorize({ email, password }, { headers: { "x-forwarded-for": ip } });
    const u = await createHunter();
    const ip = freshIp();
    for (let i = 0; i < 2; i++) await expect(authorize(u.email, "wrong-pass", ip)).rejects.toThrow("Invalid email or password");
    await expect(authorize(u.email, "password123", ip)).rejects.toThrow(IP_MESSAGE);
    await expect(authorize(u.email, "password123", freshIp())).resolves.toMatchObject({ id: String(u.id) });
  });
});
