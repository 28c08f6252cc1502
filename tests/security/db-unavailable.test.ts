import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { GET as meGET } from "@/app/api/auth/me/route";
import { POST as contactPOST } from "@/app/api/contact/route";
import { GET as healthGET } from "@/app/api/health/route";
import { closeDb, dbClient } from "@/db";
import { createHunter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { resetConfigForTests } from "@/lib/config";
import { isDatabaseUnavailable } from "@/lib/http/unavailable";
import { captureLogsForTests } from "@/lib/log";
import { call } from "../support/http";

/**
 * A database that cannot be reached is a 503 with a generic message — never a 500, a stack
 * trace or SQL — and the failure is logged. (Recovery under load with a stopped PostgreSQL is
 * the fault-injection suite's job.)
 */
const UNAVAILABLE = { message: "Service temporarily unavailable. Please try again shortly." };

afterAll(async () => {
  await closeDb().catch(() => {});
  vi.unstubAllEnvs();
  resetConfigForTests();
});

async function expectUnavailable(token: string) {
  const logs = captureLogsForTests();
  try {
    const answers = [
      await call(meGET, { token }),
      await call(loginPOST, { body: { email: "someone@example.test", password: "password123" } }),
      await call(contactPOST, { body: { name: "A", email: "a@example.test", subject: "S", message: "M" } }),
    ];
    for (const r of answers) {
      expect(r.status).toBe(503);
      expect(r.json).toEqual(UNAVAILABLE);
      expect(r.headers.get("cache-control")).toBe("private, no-store");
    }
    expect((await call(healthGET)).status).toBe(503);
    expect(logs.entries().filter((e) => e.event === "db.unavailable")).toHaveLength(answers.length);
    expect(logs.lines.join("\n")).not.toMatch(/\$argon2|password123/);
  } finally {
    logs.restore();
  }
}

describe("database unavailable", () => {
  it("answers 503 when the database client has been closed", async () => {
    const token = await issueApiToken((await createHunter()).id);
    await dbClient().close();
    await expectUnavailable(token);
    await closeDb().catch(() => {});
  });

  it("answers 503 when PostgreSQL refuses connections", async () => {
    vi.stubEnv("DATABASE_URL", "postgres://postgres@127.0.0.1:1/ridgeline");
    vi.stubEnv("DATABASE_POOL_SIZE", "1");
    resetConfigForTests();
    await expectUnavailable("some-token");
  });

  it("recognises connection failures, and only those", () => {
    const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1\nparams: "), { cause });
    for (const e of [
      wrapped(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
      wrapped(Object.assign(new Error("write CONNECTION_CLOSED"), { code: "CONNECTION_CLOSED" })),
      wrapped(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })),
      wrapped(Object.assign(new Error("the database system is starting up"), { code: "57P03" })),
      wrapped(new Error("PGlite is closed")),
      Object.assign(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]), {}),
    ]) {
      expect(isDatabaseUnavailable(e)).toBe(true);
    }
    for (const e of [
      wrapped(Object.assign(new Error("duplicate key value"), { code: "23505" })),
      wrapped(Object.assign(new Error('relation "x" does not exist'), { code: "42P01" })),
      new TypeError("Cannot read properties of undefined"),
      null,
    ]) {
      expect(isDatabaseUnavailable(e)).toBe(false);
    }
  });
});
