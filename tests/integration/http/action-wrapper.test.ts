import { beforeAll, describe, expect, it, vi } from "vitest";
import { redirect } from "next/navigation";
import { z } from "zod";
import { db } from "@/db";
import { createAdmin, createHunter, createOutfitter } from "@/seed/factories";
import { contactMessages } from "@/db/schema";
import { action } from "@/lib/actions/action";
import { IDLE } from "@/lib/actions/state";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { INACTIVE_MESSAGE, PAUSED_MESSAGE } from "@/lib/auth/current-user";
import { CROSS_SITE_MESSAGE } from "@/lib/http/csrf";
import { badRequest, conflict } from "@/lib/http/errors";
import { captureLogsForTests } from "@/lib/log";
import { dbFingerprint } from "../../security/support";
import { callAs, callWith, sessionCookieFor } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** The action() wrapper (lib/actions/action.ts): the door of every server action. */
const noteSchema = z.object({
  subject: z.string({ error: "Subject is required" }).trim().min(1, "Subject is required"),
  email: z.string().email("Please enter a valid email address"),
  tags: z.array(z.string()).max(3, "At most 3 tags").optional(),
  urgent: z.boolean().optional(),
  copies: z.number().int().min(1, "At least one copy").optional(),
  password: z.string().optional(),
});

/** Writes one contact message, so a refusal can be seen to write nothing. */
const writeNote = (auth: Parameters<typeof action>[0]["auth"], extra: { paused?: "allow" } = {}) => {
  const calls: unknown[] = [];
  const fn = action({ name: "test.note", auth, schema: noteSchema, ...extra }, async ({ user, input }) => {
    calls.push({ user, input });
    const [row] = await db
      .insert(contactMessages)
      .values({ name: user ? `user-${user.id}` : "anonymous", email: input.email, subject: input.subject, message: JSON.stringify(input) })
      .returning({ id: contactMessages.id });
    return { id: row!.id, userId: user?.id ?? null, input };
  });
  return Object.assign(fn, { calls });
};
const valid = { subject: "Hello", email: "a@example.test" };

type Users = Record<"hunter" | "outfitter" | "paused" | "inactiveHunter" | "admin", { id: number; email: string; firstName: string }>;
let u: Users;
const tokenOf = (who: keyof Users) => issueApiToken(u[who].id);

beforeAll(async () => {
  const [hunter, outfitter, paused, inactiveHunter, admin] = await Promise.all([
    createHunter(),
    createOutfitter(),
    createOutfitter({ isActive: false }),
    createHunter({ isActive: false }),
    createAdmin(),
  ]);
  u = { hunter, outfitter, paused, inactiveHunter, admin };
});

describe("action(): the caller", () => {
  it("a role-restricted action refuses anonymous (401) and other roles (403), calling nothing and writing nothing", async () => {
    const act = writeNote("admin");
    const tokens = { hunter: await tokenOf("hunter"), outfitter: await tokenOf("outfitter") };
    const before = await dbFingerprint();
    callAs();
    expect(await act(IDLE, valid)).toEqual({ ok: false, status: 401, message: "Authentication required" });
    for (const who of ["hunter", "outfitter"] as const) {
      callAs(tokens[who]);
      expect(await act(IDLE, valid)).toEqual({ ok: false, status: 403, message: "You do not have permission to do that" });
    }
    expect(act.calls).toEqual([]);
    expect(await dbFingerprint()).toEqual(before);

    callAs(await tokenOf("admin"));
    const ok = await act(IDLE, valid);
    expect(ok).toMatchObject({ ok: true, status: 200, data: { userId: u.admin.id } });
  });

  it("a list of roles admits each of them", async () => {
    const act = writeNote(["hunter", "admin"]);
    for (const [who, status] of [
      ["hunter", 200],
      ["admin", 200],
      ["outfitter", 403],
    ] as const) {
      callAs(await tokenOf(who));
      expect((await act(IDLE, valid)).status, who).toBe(status);
    }
  });

  it("reads the browser's next-auth session cookie, as route() does", async () => {
    const act = writeNote("hunter");
    callWith({ cookie: await sessionCookieFor(u.hunter) });
    expect(await act(IDLE, valid)).toMatchObject({ ok: true, data: { userId: u.hunter.id } });
    callWith({ cookie: "next-auth.session-token=forged" });
    expect(await act(IDLE, valid)).toMatchObject({ ok: false, status: 401 });
  });

  it("refuses a cross-site call carrying the session cookie as /api does (403), writing nothing; its own pages and tokens pass", async () => {
    const act = writeNote("hunter");
    const cookie = await sessionCookieFor(u.hunter);
    const before = await db.$count(contactMessages);
    const refused = { ok: false, status: 403, message: CROSS_SITE_MESSAGE };
    for (const h of [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://localhost:3000" },
      { origin: "null" },
    ] as Record<string, string>[]) {
      callWith({ cookie, ...h });
      expect(await act(IDLE, valid), JSON.stringify(h)).toEqual(refused);
    }
    expect(act.calls).toEqual([]);
    expect(await db.$count(contactMessages)).toBe(before);
    for (const h of [{ origin: "http://localhost:3000" }, { "sec-fetch-site": "same-origin" }, {}] as Record<string, string>[]) {
      callWith({ cookie, ...h });
      expect(await act(IDLE, valid), JSON.stringify(h)).toMatchObject({ ok: true });
    }
    // A bearer token is never sent by a browser on its own: no cross-site rule applies to it.
    callAs(await tokenOf("hunter"), { "sec-fetch-site": "cross-site" });
    expect(await act(IDLE, valid)).toMatchObject({ ok: true });
  });

  it("a paused outfitter is refused (403, the paused message) unless the action settles a pause", async () => {
    const before = await db.$count(contactMessages);
    callAs(await tokenOf("paused"));
    expect(await writeNote("outfitter")(IDLE, valid)).toEqual({ ok: false, status: 403, message: PAUSED_MESSAGE });
    expect(await writeNote("user")(IDLE, valid)).toEqual({ ok: false, status: 403, message: PAUSED_MESSAGE });
    expect(await db.$count(contactMessages)).toBe(before);
    expect(await writeNote("outfitter", { paused: "allow" })(IDLE, valid)).toMatchObject({ ok: true, data: { userId: u.paused.id } });
  });

  it("an inactive account is refused even where paused accounts are allowed", async () => {
    callAs(await tokenOf("inactiveHunter"));
    expect(await writeNote("user", { paused: "allow" })(IDLE, valid)).toEqual({ ok: false, status: 403, message: INACTIVE_MESSAGE });
  });

  it("optional: anonymous gets a null user, a signed-in caller their user; public never reads the caller", async () => {
    callAs();
    expect(await writeNote("optional")(IDLE, valid)).toMatchObject({ ok: true, data: { userId: null } });
    callAs(await tokenOf("hunter"));
    expect(await writeNote("optional")(IDLE, valid)).toMatchObject({ ok: true, data: { userId: u.hunter.id } });
    expect(await writeNote("public")(IDLE, valid)).toMatchObject({ ok: true, data: { userId: null } });
  });

  it("logs a refusal with the caller and the action's name", async () => {
    const logs = captureLogsForTests();
    try {
      callAs(await tokenOf("hunter"));
      await writeNote("admin")(IDLE, valid);
    } finally {
      logs.restore();
    }
    expect(logs.entries()).toContainEqual(
      expect.objectContaining({ event: "authz.refused", userId: u.hunter.id, status: 403, method: "ACTION", path: "test.note" }),
    );
  });
});

describe("action(): the input", () => {
  // (FormData holds well-formed Unicode only: a lone surrogate in it is already U+FFFD.)
  it("text PostgreSQL cannot store (NUL, a lone surrogate), in JSON or FormData, keys or values, is a 400 as on the API, writing nothing", async () => {
    const act = writeNote("public");
    const before = await db.$count(contactMessages);
    callAs();
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    const NUL = { ok: false, status: 400, message: "Text must not contain null characters" };
    const SURROGATE = { ok: false, status: 400, message: "Text must be valid Unicode text" };
    expect(await act(IDLE, { ...valid, subject: "a\u0000b" })).toMatchObject(NUL);
    expect(await act(IDLE, { ...valid, tags: ["ok", "bad \ud800"] })).toMatchObject(SURROGATE);
    expect(await act(IDLE, { ...valid, ["k\u0000"]: "v" } as never)).toMatchObject(NUL);
    expect(await act(IDLE, form({ ...valid, subject: "x\u0000" }) as never)).toMatchObject(NUL);
    expect(act.calls).toEqual([]);
    expect(await db.$count(contactMessages)).toBe(before);
    // Ordinary Unicode (a pair of surrogates) passes.
    expect(await act(IDLE, { ...valid, subject: "Elk 🦌" })).toMatchObject({ ok: true });
  });

  it("a body failing the schema is a 400 with the first message and every field's errors, writing nothing", async () => {
    const act = writeNote("public");
    const before = await db.$count(contactMessages);
    callAs();
    const r = await act(IDLE, { subject: "  ", email: "nope", copies: 0 } as never);
    expect(r).toEqual({
      ok: false,
      status: 400,
      message: "Subject is required",
      fieldErrors: { subject: ["Subject is required"], email: ["Please enter a valid email address"], copies: ["At least one copy"] },
    });
    expect(act.calls).toEqual([]);
    expect(await db.$count(contactMessages)).toBe(before);
    // Not an object at all (a hand-made call), or nothing.
    expect(await act(IDLE, "junk" as never)).toMatchObject({ ok: false, status: 400 });
    expect(await act(IDLE, undefined as never)).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { subject: ["Subject is required"] },
    });
  });

  it("reads a FormData by the schema: repeated keys as arrays, checkboxes as booleans, digits as numbers; Next's own fields dropped", async () => {
    const act = writeNote("public");
    callAs();
    const fd = new FormData();
    fd.append("$ACTION_ID_abc", "");
    fd.append("subject", " Elk ");
    fd.append("email", "b@example.test");
    fd.append("tags", "elk");
    fd.append("tags", "archery");
    fd.append("urgent", "on");
    fd.append("copies", "2");
    fd.append("role", "admin");
    const r = await act(IDLE, fd);
    expect(r).toMatchObject({
      ok: true,
      data: { input: { subject: "Elk", email: "b@example.test", tags: ["elk", "archery"], urgent: true, copies: 2 } },
    });
    expect(Object.keys((r.data as { input: object }).input).sort()).toEqual(["copies", "email", "subject", "tags", "urgent"]);
  });

  it("a refused form post echoes what was typed (never a password) so the re-rendered page keeps it", async () => {
    callAs();
    const fd = new FormData();
    fd.append("subject", "");
    fd.append("email", "c@example.test");
    fd.append("password", "secret-1");
    fd.append("copies", "");
    const r = await writeNote("public")(IDLE, fd);
    expect(r).toMatchObject({ ok: false, status: 400, fieldErrors: { subject: ["Subject is required"] } });
    expect(r.values).toEqual({ subject: "", email: "c@example.test", copies: "" });
  });
});

describe("action(): errors are mapped as errorResponse() maps them, never thrown", () => {
  const failing = (err: unknown) => action({ name: "test.fail", auth: "public" }, async () => Promise.reject(err));
  const pgError = (code: string) =>
    Object.assign(new Error("duplicate key value violates unique constraint\nparams: secret@x.test"), { code });

  it.each([
    [
      "an AppError keeps its status, message and field errors",
      badRequest("Pick a date", { date: ["Pick a date"] }),
      { ok: false, status: 400, message: "Pick a date", fieldErrors: { date: ["Pick a date"] } },
    ],
    ["a conflict", conflict("Only 2 spots left"), { ok: false, status: 409, message: "Only 2 spots left" }],
    ["a ZodError", z.object({ a: z.string() }).safeParse({}).error, { ok: false, status: 400, message: expect.any(String) }],
    ["a unique violation", pgError("23505"), { ok: false, status: 409, message: "That already exists" }],
    [
      "a foreign-key violation",
      Object.assign(new Error("fk"), { cause: { code: "23503" } }),
      { ok: false, status: 400, message: "A referenced record does not exist" },
    ],
    [
      "an unreachable database",
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      { ok: false, status: 503, message: "Service temporarily unavailable. Please try again shortly." },
    ],
  ])("%s", async (_name, err, want) => {
    callAs();
    expect(await failing(err)(IDLE, undefined)).toEqual(want);
  });

  it("anything unexpected is logged (scrubbed, with the action's name) and becomes the generic message", async () => {
    const logs = captureLogsForTests();
    let r;
    try {
      callAs();
      r = await failing(new TypeError("cannot read x of undefined; params: hunter@example.test"))(IDLE, undefined);
    } finally {
      logs.restore();
    }
    expect(r).toEqual({ ok: false, status: 500, message: "Something went wrong. Please try again." });
    const line = logs.entries().find((e) => e.event === "action.unhandled_error");
    expect(line).toMatchObject({ level: "error", action: "test.fail" });
    expect(JSON.stringify(line)).not.toContain("hunter@example.test");
  });

  it("lets Next's redirect() through (a plain form post's answer)", async () => {
    callAs();
    const act = action({ name: "test.redirect", auth: "public" }, async () => redirect("/somewhere"));
    await expect(act(IDLE, undefined)).rejects.toMatchObject({ digest: expect.stringContaining("NEXT_REDIRECT") });
  });
});
