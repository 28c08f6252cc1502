import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as bookingsGET } from "@/app/api/admin/bookings/route";
import { GET as commissionsGET } from "@/app/api/admin/commissions/route";
import { GET as usersGET } from "@/app/api/admin/users/route";
import { db } from "@/db";
import { createBooking, createHunt, createUsers } from "@/seed/factories";
import { commissions, users } from "@/db/schema";
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, encodeCursor } from "@/lib/http/list-page";
import { roleFixtures } from "../../support/admin-fixtures";
import { call } from "../../support/http";

/**
 * The admin's API lists page newest first by (created_at, id). The rows made here are dated in
 * 2001, so on the shared PostgreSQL test database every other file's rows (created now) come
 * before them and none can land between them while a test walks the pages.
 */
type Row = { id: number; createdAt: string };
type Handler = typeof usersGET;

let fx: Awaited<ReturnType<typeof roleFixtures>>;
let oldUsers: number[];
/** This run's mark in the e-mails (the PostgreSQL test database keeps earlier runs' rows). */
const run = Date.now();

beforeAll(async () => {
  fx = await roleFixtures();
  // 103 accounts: three share one microsecond (only the id orders them), and the one with the
  // lowest id is 1 µs newer within the same millisecond (a millisecond cursor after it skips the three).
  const stamps = Array.from({ length: 103 }, (_, i) => `2001-03-01T10:00:00.${String(100000 + i * 1000).padStart(6, "0")}Z`);
  stamps[0] = "2001-03-01T10:00:00.050001Z";
  stamps[1] = stamps[2] = stamps[3] = "2001-03-01T10:00:00.050000Z";
  const rows = await createUsers(
    stamps.map((_, i) => ({ role: i % 3 === 0 ? "outfitter" : "hunter", email: `paging-${run}-${i}@example.test` })),
  );
  oldUsers = rows.map((r) => r.id);
  for (const [i, id] of oldUsers.entries()) {
    await db.execute(sql`UPDATE ${users} SET created_at = ${stamps[i]}::timestamptz WHERE id = ${id}`);
  }
});

/** Every row of a list, a page of `limit` at a time, with the number of requests it took. */
async function walk(handler: Handler, name: string, limit: number, from: string | null = null) {
  const seen: Row[] = [];
  let cursor: string | null = from;
  let requests = 0;
  do {
    const url: string = `/api/admin/x?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const r = await call<Record<string, unknown>>(handler, { token: fx.adminToken, url });
    expect(r.status).toBe(200);
    const items = r.json[name] as Row[];
    expect(items.length).toBeLessThanOrEqual(limit);
    expect(r.json.hasMore).toBe(r.json.nextCursor !== null);
    seen.push(...items);
    cursor = r.json.nextCursor as string | null;
    requests++;
  } while (cursor);
  return { seen, requests };
}

const newestFirst = (a: Row, b: Row) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

describe("GET /api/admin/users pages", () => {
  it("answers a plain request (the spec's, the dashboard's) with every account, newest first", async () => {
    const r = await call<Row[]>(usersGET, { token: fx.adminToken });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.json)).toBe(true);
    expect(r.json.length).toBeGreaterThan(ADMIN_PAGE_SIZE);
    for (const id of oldUsers) expect(r.json.map((u) => u.id)).toContain(id);
    expect(r.json[0]!.createdAt >= r.json.at(-1)!.createdAt).toBe(true);
  });

  it("pages when asked: a limit, or a cursor alone (then 100 a page)", async () => {
    const first = await call<{ users: Row[]; nextCursor: string; hasMore: boolean }>(usersGET, {
      token: fx.adminToken,
      url: "/api/admin/users?limit=3",
    });
    expect(first.json.users).toHaveLength(3);
    expect(first.json).toMatchObject({ hasMore: true, nextCursor: expect.stringMatching(/^[A-Za-z0-9_-]+$/) });
    const next = await call<{ users: Row[] }>(usersGET, { token: fx.adminToken, url: `/api/admin/users?cursor=${first.json.nextCursor}` });
    expect(next.status).toBe(200);
    expect(next.json.users).toHaveLength(ADMIN_PAGE_SIZE);
    expect(next.json.users.map((u) => u.id)).not.toContain(first.json.users.at(-1)!.id);
  });

  it("walks every account once, in order, even when several share a microsecond", async () => {
    const { seen } = await walk(usersGET, "users", 7);
    const ids = seen.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of oldUsers) expect(ids).toContain(id);
    const ours = seen.filter((u) => oldUsers.includes(u.id));
    // createdAt in the answer has milliseconds; the four at .050 are checked below by microsecond.
    const rest = ours.slice(0, -4);
    expect(rest).toEqual([...rest].sort(newestFirst));
    // 1 µs newer first, then the same microsecond by id, higher first.
    const tail = [oldUsers[0], oldUsers[3], oldUsers[2], oldUsers[1]];
    expect(ours.map((u) => u.id).slice(-4)).toEqual(tail);
    // A hunter has no payout state; outfitters do, page by page.
    expect(seen.find((u) => u.id === oldUsers[0])).toMatchObject({ role: "outfitter", payoutState: "not_set_up" });
    expect(seen.find((u) => u.id === oldUsers[1])).not.toHaveProperty("payoutState");

    // One row a page from just above stamps[4] (a cursor as the server writes them): a boundary
    // between every two rows, the 1 µs step and the ties included.
    const micros = BigInt(Date.UTC(2001, 2, 1, 10, 0, 0)) * 1000n + 104_000n;
    const { seen: oneByOne } = await walk(usersGET, "users", 1, encodeCursor(micros.toString(), 2_147_483_647));
    expect(oneByOne.map((u) => u.id).slice(0, 5)).toEqual([oldUsers[4], ...tail]);
  });

  it("refuses a limit out of range or a cursor it did not write (400 naming it), never a 500", async () => {
    for (const q of ["limit=0", `limit=${ADMIN_MAX_PAGE_SIZE + 1}`, "limit=ten", "limit=2.5"]) {
      const r = await call<{ message: string }>(usersGET, { token: fx.adminToken, url: `/api/admin/users?${q}` });
      expect(r.status, q).toBe(400);
      expect(r.json.message).toBe(`Limit must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}`);
    }
    const forged = [Buffer.from("1.99999999999").toString("base64url"), "%%%", Buffer.from("abc.1").toString("base64url"), "x".repeat(200)];
    for (const cursor of forged) {
      const r = await call<{ message: string }>(usersGET, {
        token: fx.adminToken,
        url: `/api/admin/users?cursor=${encodeURIComponent(cursor)}`,
      });
      expect(r.status, cursor).toBe(400);
      expect(r.json.message).toBe("Cursor is not a valid page cursor");
    }
  });

  it("searches names and e-mails on the server (any case, % and _ taken literally) and filters by role, with the total", async () => {
    type Page = { users: (Row & { email: string; role: string; firstName: string })[]; nextCursor: string | null; total: number };
    const get = (q: string) => call<Page>(usersGET, { token: fx.adminToken, url: `/api/admin/users?${q}` });
    // paging-{run}-10@…, -100@…, -101@…, -102@…
    const first = await get(`limit=2&q=${encodeURIComponent(`PAGING-${run}-10`)}`);
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(4);
    expect(first.json.users).toHaveLength(2);
    const rest = await get(`limit=2&q=paging-${run}-10&cursor=${first.json.nextCursor}`);
    expect(rest.json.users).toHaveLength(2);
    expect(rest.json.nextCursor).toBeNull();
    const found = [...first.json.users, ...rest.json.users].map((u) => u.id).sort((a, b) => a - b);
    expect(found).toEqual([oldUsers[10], oldUsers[100], oldUsers[101], oldUsers[102]].sort((a, b) => a - b));
    // A wildcard typed in the box is a character, not "anything".
    expect((await get("limit=5&q=%25")).json.total).toBe(0);
    expect((await get("limit=5&q=paging_1")).json.total).toBe(0);
    // A name: "first last".
    const named = await get(`limit=5&q=${encodeURIComponent(`${fx.hunter.firstName} ${fx.hunter.lastName}`.toUpperCase())}`);
    expect(named.json.users.every((u) => `${u.firstName}`.toLowerCase() === fx.hunter.firstName.toLowerCase())).toBe(true);
    expect(named.json.total).toBeGreaterThan(0);
    // Role: the plain list of outfitters (the dashboard's approvals and gear picker).
    const outfitters = await call<{ role: string; id: number }[]>(usersGET, {
      token: fx.adminToken,
      url: "/api/admin/users?role=outfitter",
    });
    expect(outfitters.json.length).toBeGreaterThan(0);
    expect(outfitters.json.every((u) => u.role === "outfitter")).toBe(true);
    expect(outfitters.json.map((u) => u.id)).toContain(oldUsers[0]);
    expect(outfitters.json.map((u) => u.id)).not.toContain(oldUsers[1]);
    // Total Users: a page of one still counts them all.
    const everyone = await call<Row[]>(usersGET, { token: fx.adminToken });
    const counted = (await get("limit=1")).json.total;
    expect(counted).toBeGreaterThanOrEqual(everyone.json.length);
  });

  it("refuses a role it does not know or a search too long (400 naming it)", async () => {
    const role = await call<{ message: string }>(usersGET, { token: fx.adminToken, url: "/api/admin/users?role=guide" });
    expect(role.status).toBe(400);
    expect(role.json.message).toBe("Role must be hunter, outfitter or admin");
    const long = await call<{ message: string }>(usersGET, { token: fx.adminToken, url: `/api/admin/users?q=${"a".repeat(101)}` });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe("Search must be at most 100 characters");
  });

  it("is the admin's only", async () => {
    const r = await call(usersGET, { token: fx.hunterToken, url: "/api/admin/users?limit=1" });
    expect(r.status).toBe(403);
  });
});

describe("GET /api/admin/bookings and /commissions page the same way", () => {
  it("walks the bookings and the commissions once each, newest first", async () => {
    const hunt = await createHunt({ outfitterId: fx.outfitter.id });
    const bookingIds: number[] = [];
    const commissionIds: number[] = [];
    for (let i = 0; i < 5; i++) {
      const createdAt = new Date(Date.UTC(2001, 2, 2, 10, 0, i < 2 ? 0 : i));
      const b = await createBooking({ huntId: hunt.id, outfitterId: fx.outfitter.id, hunterId: fx.hunter.id, createdAt });
      bookingIds.push(b.id);
      const [c] = await db
        .insert(commissions)
        .values({ outfitterId: fx.outfitter.id, bookingId: b.id, baseAmountCents: 450000, amountCents: 45000, status: "paid", createdAt })
        .returning();
      commissionIds.push(c!.id);
    }
    for (const [handler, name, ids] of [
      [bookingsGET, "bookings", bookingIds],
      [commissionsGET, "commissions", commissionIds],
    ] as const) {
      const { seen, requests } = await walk(handler, name, 2);
      expect(requests).toBeGreaterThanOrEqual(3);
      const ours = seen.filter((row) => ids.includes(row.id));
      expect(ours.map((row) => row.id)).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]]);
      expect(new Set(seen.map((row) => row.id)).size).toBe(seen.length);
    }
  });
});
