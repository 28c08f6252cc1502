import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as forgotPOST } from "@/app/api/auth/forgot-password/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { POST as registerPOST } from "@/app/api/auth/register/route";
import { db } from "@/db";
import { createHunter } from "@/seed/factories";
import { passwordResetTokens, users } from "@/db/schema";
import { REGISTERED_MESSAGE } from "@/lib/auth/service";
import { call } from "../support/http";
import { emailsTo } from "../support/outbox";

/**
 * No user enumeration: sign-in and forgot-password answer a known and an unknown e-mail with the
 * same status, the same body and about the same time; so does registration, which e-mails the
 * owner of a taken address instead of saying it is taken.
 */
const pending: (() => Promise<void>)[] = [];
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  // As in a real request: work handed to after() runs once the response is out.
  after: (task: () => Promise<void>) => void pending.push(task),
}));
const flushAfter = async () => {
  while (pending.length) await pending.shift()!();
};
afterEach(flushAfter);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** The fastest sample is a request's own cost; the slower ones carry whatever else the machine did. */
const fastest = (xs: number[]) => Math.min(...xs);

async function timed(fn: () => Promise<unknown>) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Alternating samples, so load on the machine hits both sides alike. */
async function compareTimings(a: () => Promise<unknown>, b: () => Promise<unknown>, rounds = 5, pick = median) {
  await a();
  await b();
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < rounds; i++) {
    ta.push(await timed(a));
    tb.push(await timed(b));
  }
  return { a: pick(ta), b: pick(tb) };
}

describe("sign-in", () => {
  it("answers an unknown e-mail like a wrong password: same status, body and cost", async () => {
    const u = await createHunter();
    let n = 0;
    const wrong = () => call(loginPOST, { body: { email: u.email, password: "not-the-password" } });
    const unknown = () => call(loginPOST, { body: { email: `nobody-${n++}@example.test`, password: "not-the-password" } });
    const [w, x] = [await wrong(), await unknown()];
    expect([w.status, x.status]).toEqual([401, 401]);
    expect(x.json).toEqual(w.json);
    const t = await compareTimings(wrong, unknown);
    // Both run one argon2id verification; without the dummy check an unknown e-mail is ~10x faster.
    expect(t.b / t.a, JSON.stringify(t)).toBeGreaterThan(0.33);
    expect(t.b / t.a, JSON.stringify(t)).toBeLessThan(3);
  });
});

describe("forgot-password", () => {
  it("answers known, unknown and deactivated e-mails identically and e-mails only the live account", async () => {
    const known = await createHunter();
    const inactive = await createHunter({ isActive: false });
    const answers = await Promise.all(
      [known.email, "no-such-account@example.test", inactive.email].map((email) => call(forgotPOST, { body: { email } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[1]!.json).toEqual(answers[0]!.json);
    expect(answers[2]!.json).toEqual(answers[0]!.json);
    await flushAfter();
    expect(await emailsTo(known.email)).toHaveLength(1);
    expect(await emailsTo(inactive.email)).toHaveLength(0);
  });

  it("does the reset link's work after answering, so a known e-mail is not slower", async () => {
    const u = await createHunter();
    // One address each, asked repeatedly: both update their own rate-limit counter the same way.
    const t = await compareTimings(
      () => call(forgotPOST, { body: { email: u.email } }),
      () => call(forgotPOST, { body: { email: "nobody-at-all@example.test" } }),
      9,
      fastest,
    );
    expect(pending.length).toBeGreaterThan(0);
    // Decisive and load-proof: before the after() work runs, the known address has no link and no e-mail.
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id))).toHaveLength(0);
    expect(await emailsTo(u.email)).toHaveLength(0);
    // And the clocks agree, loosely: milliseconds on a loaded 2-core CI machine are noisy (medians of
    // 10 ms vs 3 ms were seen), while the reset work itself would add tens of milliseconds per request.
    expect(t.a, JSON.stringify(t)).toBeLessThan(3 * t.b + 10);
    await flushAfter();
    expect((await emailsTo(u.email)).length).toBeGreaterThanOrEqual(5);
  });
});

describe("registration", () => {
  const body = (email: string) => ({ email, password: "password123", firstName: "A", lastName: "B" });

  it("answers a taken e-mail exactly like a new one, in about the same time, and e-mails the owner instead", async () => {
    const u = await createHunter();
    const [taken, fresh] = [
      await call(registerPOST, { body: body(u.email) }),
      await call(registerPOST, { body: body("brand-new@example.test") }),
    ];
    expect([taken.status, fresh.status]).toEqual([201, 201]);
    expect(taken.json).toEqual(fresh.json);
    expect(taken.json).toEqual({ message: REGISTERED_MESSAGE });
    expect([...taken.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    await flushAfter();
    const [warning] = await emailsTo(u.email);
    expect(warning).toMatchObject({
      template: "registration-attempt",
      subject: "Someone tried to create a Ridgeline account with your e-mail address",
    });
    expect(warning!.text).toContain("If it was you");

    let n = 0;
    const t = await compareTimings(
      () => call(registerPOST, { body: body(u.email) }),
      () => call(registerPOST, { body: body(`fresh-${n++}@example.test`) }),
    );
    // Both hash the password (argon2id) and hand their e-mail to after(); without that a taken
    // address answered at once.
    expect(t.a / t.b, JSON.stringify(t)).toBeGreaterThan(0.33);
    expect(t.a / t.b, JSON.stringify(t)).toBeLessThan(3);
    await flushAfter();
    expect((await emailsTo(u.email)).length, "at most one warning an hour").toBe(1);
  });
});

describe("passwords", () => {
  const register = (email: string, password: string) =>
    call(registerPOST, { body: { email, password, firstName: "Long", lastName: "Password" } });

  it("stores argon2id with m=19456, t=2, p=1", async () => {
    await register("argon-check@example.test", "password123");
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, "argon-check@example.test"));
    expect(row!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
  });

  it.each([64, 100, 200])("a %i-character password registers and signs in", async (len) => {
    const password = "Pässwörd-ü€".repeat(20).slice(0, len);
    const email = `long-${len}@example.test`;
    expect((await register(email, password)).status).toBe(201);
    expect((await call(loginPOST, { body: { email, password } })).status).toBe(200);
    expect((await call(loginPOST, { body: { email, password: password.slice(0, -1) } })).status).toBe(401);
  });

  it("a 201-character password gets a clear 400", async () => {
    const r = await register("too-long@example.test", "x".repeat(201));
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ message: "Password must be at most 200 characters long." });
  });
});
