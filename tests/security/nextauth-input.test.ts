import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { createHunter } from "@/seed/factories";
import { AUTH_MESSAGES } from "@/lib/auth/nextauth-route";
import { captureLogsForTests } from "@/lib/log";

/**
 * next-auth's catch-all (/api/auth/*): bad input is a 4xx with a JSON message, never a 5xx, and
 * nothing is logged as an error. next-auth itself answered `req.json()` on an empty or malformed
 * JSON body with an empty 500, a POST to /session without its CSRF token with `400 [object Object]`,
 * and an unknown action with a plain-text 400.
 */
const ORIGIN = "http://localhost:3000";
const SECRET = process.env.NEXTAUTH_SECRET!;

async function send(method: "GET" | "POST", path: string, init: { body?: string; type?: string; cookie?: string } = {}) {
  const headers = new Headers();
  if (init.type) headers.set("content-type", init.type);
  if (init.cookie) headers.set("cookie", init.cookie);
  const req = new NextRequest(new URL(`/api/auth/${path}`, ORIGIN), { method, headers, body: init.body });
  const segments = new URL(req.url).pathname
    .replace(/^\/api\/auth\/?/, "")
    .split("/")
    .filter(Boolean);
  const res = await (method === "GET" ? GET : POST)(req, { params: Promise.resolve({ nextauth: segments }) });
  const text = await res.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { status: res.status, text, json, headers: res.headers };
}

/** next-auth's CSRF pair: the token for the body and the cookie that proves it. */
async function csrf() {
  const r = await send("GET", "csrf");
  const cookie = r.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { token: String(r.json?.csrfToken), cookie };
}

let logs: ReturnType<typeof captureLogsForTests>;
beforeAll(() => {
  logs = captureLogsForTests();
});
afterAll(() => logs.restore());
const errorLines = () => logs.entries().filter((e) => e.level === "error" || e.level === 50);

const ACTIONS = ["session", "signin/credentials", "callback/credentials", "signout", "csrf", "providers", "_log", "unknown-action", ""];

describe("POST /api/auth/* with a bad body", () => {
  it.each(ACTIONS)("/api/auth/%s: an empty or malformed JSON body is a 400 with a message", async (action) => {
    for (const body of [
      "",
      " ",
      "{",
      "not json",
      '{"a":',
      "null",
      "[]",
      "42",
      '"text"',
      '{"csrfToken":1}',
      '{"callbackUrl":{"a":1}}',
      '{"a":"x\\ud800"}',
      '{"\\u0000":"x"}',
    ]) {
      const r = await send("POST", action, { body, type: "application/json" });
      expect(r.status, `${action} ${body} → ${r.status} ${r.text}`).toBe(400);
      expect(typeof r.json?.message, `${action} ${body} → ${r.text}`).toBe("string");
      expect(r.headers.get("content-type")).toMatch(/application\/json/);
    }
  });

  it.each(ACTIONS)("/api/auth/%s: an empty form, a form with NUL, another content type", async (action) => {
    for (const [body, type, status] of [
      ["", "application/x-www-form-urlencoded", 400],
      ["a=%00", "application/x-www-form-urlencoded", 400],
      ["a=1", "text/plain", 415],
      ["a=1", undefined, 415],
    ] as const) {
      const r = await send("POST", action, { body, type });
      expect(r.status, `${action} ${type} ${body} → ${r.text}`).toBe(status);
      expect(typeof r.json?.message).toBe("string");
    }
  });

  it("GET /api/auth/callback/credentials (a sign-in is a POST) is a 405 naming POST, not a 500", async () => {
    for (const query of ["", "?email=a%40b.test&password=x", "?error=1"]) {
      const r = await send("GET", `callback/credentials${query}`);
      expect(r.status, `${query} → ${r.status} ${r.text}`).toBe(405);
      expect(r.headers.get("allow")).toBe("POST");
      expect(r.json).toEqual({ message: AUTH_MESSAGES.credentialsByPost });
    }
  });

  it("POST /api/auth/session with a=1 (no CSRF token) is a 400 with a JSON message, not `[object Object]`", async () => {
    const r = await send("POST", "session", { body: "a=1", type: "application/x-www-form-urlencoded" });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ message: AUTH_MESSAGES.csrf });
  });

  it("an action next-auth does not support is a 400 with a JSON message, not plain text", async () => {
    for (const [method, path] of [
      ["POST", "unknown-action"],
      ["GET", "unknown-action"],
      ["POST", "providers"],
    ] as const) {
      const r = await send(method, path, method === "POST" ? { body: "a=1", type: "application/x-www-form-urlencoded" } : {});
      expect(r.status, `${method} ${path} ${r.text}`).toBe(400);
      expect(r.json).toEqual({ message: AUTH_MESSAGES.unsupported });
    }
  });

  it("a body over 16 KB is a 413, with or without Content-Length", async () => {
    const body = `a=${"x".repeat(20_000)}`;
    const r = await send("POST", "callback/credentials", { body, type: "application/x-www-form-urlencoded" });
    expect(r.status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 40; i++) c.enqueue(new TextEncoder().encode("x".repeat(1000)));
        c.close();
      },
    });
    const req = new NextRequest(new URL("/api/auth/callback/credentials", ORIGIN), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    expect(req.headers.get("content-length")).toBeNull();
    const res = await POST(req, { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) });
    expect(res.status).toBe(413);
  });

  it("a client's log report (/_log) is recorded at info level, never as a server error", async () => {
    const before = errorLines().length;
    for (const body of ["level=error&code=CLIENT_FETCH_ERROR&message=boom", "level=nonsense&code=X", "level=constructor&code=Y"]) {
      const r = await send("POST", "_log", { body, type: "application/x-www-form-urlencoded" });
      expect(r.status).toBe(200);
    }
    expect(errorLines().slice(before)).toEqual([]);
    expect(
      logs
        .entries()
        .some((e) => e.msg === "auth.client.log" || e.event === "auth.client.log" || JSON.stringify(e).includes("auth.client.log")),
    ).toBe(true);
  });

  it("nothing above was logged as an error", () => {
    expect(errorLines()).toEqual([]);
  });
});

describe("next-auth still works through the wrapper", () => {
  it("GET /api/auth/csrf and /api/auth/providers answer as next-auth does", async () => {
    const c = await send("GET", "csrf");
    expect(c.status).toBe(200);
    expect(typeof c.json?.csrfToken).toBe("string");
    expect(c.headers.getSetCookie().some((s) => s.startsWith("next-auth.csrf-token="))).toBe(true);
    const p = await send("GET", "providers");
    expect(p.json).toMatchObject({ credentials: { id: "credentials", type: "credentials" } });
  });

  it("GET /api/auth/session: {} without a cookie, the user with a live one", async () => {
    expect((await send("GET", "session")).json).toEqual({});
    const u = await createHunter();
    const { authOptions } = await import("@/lib/auth/options");
    const token = await authOptions().callbacks!.jwt!({
      token: {},
      user: { id: String(u.id), name: u.firstName, email: u.email },
      account: null,
      trigger: "signIn",
    } as never);
    const cookie = `next-auth.session-token=${await encode({ token, secret: SECRET })}`;
    const r = await send("GET", "session", { cookie });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ user: { id: String(u.id), email: u.email } });
  });

  it("credentials sign-in with the CSRF token sets the session cookie; a wrong password does not", async () => {
    const u = await createHunter({ password: "password123" });
    const { token, cookie } = await csrf();
    const form = (password: string) =>
      new URLSearchParams({ csrfToken: token, email: u.email, password, json: "true", callbackUrl: ORIGIN }).toString();
    const ok = await send("POST", "callback/credentials", { body: form("password123"), type: "application/x-www-form-urlencoded", cookie });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.headers.getSetCookie().some((s) => s.startsWith("next-auth.session-token="))).toBe(true);
    const bad = await send("POST", "callback/credentials", {
      body: form("wrong-password"),
      type: "application/x-www-form-urlencoded",
      cookie,
    });
    expect(bad.headers.getSetCookie().some((s) => s.startsWith("next-auth.session-token="))).toBe(false);
    expect(bad.status, bad.text).toBeLessThan(500);
    expect(String(bad.json?.url ?? bad.json?.message), bad.text).toMatch(/error=|incorrect|invalid/i);
  });

  it("the JSON form of a sign-in works too (next-auth reads both)", async () => {
    const u = await createHunter({ password: "password123" });
    const { token, cookie } = await csrf();
    const body = JSON.stringify({ csrfToken: token, email: u.email, password: "password123", json: "true" });
    const r = await send("POST", "callback/credentials", { body, type: "application/json", cookie });
    expect(r.status, r.text).toBe(200);
    expect(r.headers.getSetCookie().some((s) => s.startsWith("next-auth.session-token="))).toBe(true);
  });
});
