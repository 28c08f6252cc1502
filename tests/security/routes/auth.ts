import { createHunter, createUser } from "@/seed/factories";
import { freshEmail, resetLinkFor } from "../registry-fixtures";
import { desc, like } from "drizzle-orm";
import { db } from "@/db";
import { users } from "@/db/schema";
import { row, type RouteRow } from "./define";

/** Sign-in, registration, password reset and the browser-test hook. */
export const AUTH_ROUTES: RouteRow[] = [
  // next-auth's catch-all: the session as each caller (bearer callers have no cookie: {}), and its
  // client logger's report, the one POST that needs no CSRF token of next-auth's (every body still
  // goes through the body rules). nextauth-input.test.ts covers sign-in, CSRF and the other actions.
  row("GET /api/auth/[...nextauth]", "public", { request: () => ({ params: { nextauth: "session" } }) }),
  row("POST /api/auth/[...nextauth]", "public", {
    request: () => ({ params: { nextauth: "_log" }, body: { level: "info", code: "REGISTRY" } }),
  }),
  row("POST /api/auth/login", "public", {
    request: async () => ({ body: { email: (await createUser()).email, password: "password123" } }),
  }),
  row("POST /api/auth/register", "public", {
    ok: 201,
    request: () => ({
      body: {
        email: freshEmail(),
        password: "password123",
        firstName: "Reg",
        lastName: "Istry",
        role: "outfitter",
        websiteUrl: "https://example.com",
      },
    }),
    // The answer names no account (a taken address is answered the same): read the newest outfitter back.
    checkCreated: async () => {
      const [u] = await db.select().from(users).where(like(users.email, "registry-%")).orderBy(desc(users.id)).limit(1);
      if (!u || u.role !== "outfitter" || u.isApproved || u.isTopTier || !u.isActive)
        throw new Error(`register took client flags: ${JSON.stringify(u)}`);
    },
  }),
  row("POST /api/auth/logout", "public", { notes: "revokes the caller's bearer token and cookie session; anonymous is a no-op" }),
  // Every page's header asks with ?optional=true (200 null when signed out); without it, 401.
  row("GET /api/auth/me", "optional", { expect: { anonymous: 401 } }),
  row("POST /api/auth/forgot-password", "public", { request: async () => ({ body: { email: (await createHunter()).email } }) }),
  row("POST /api/auth/reset-password", "public", {
    request: async () => ({ body: { token: await resetLinkFor(), newPassword: "a-new-password" } }),
  }),
  row("POST /api/auth/user-info", "public", { request: async () => ({ body: { token: await resetLinkFor() } }) }),
  row("GET /api/test/outbox", "public", {
    expect: 404,
    request: () => ({ query: { to: "a@example.test" } }),
    notes: "exists only with E2E_TEST_HOOKS=1 (never in production)",
  }),
  row("POST /api/test/jobs/[name]", "public", {
    expect: 404,
    request: () => ({ params: { name: "saved-searches.instant" }, body: {} }),
    notes: "exists only with E2E_TEST_HOOKS=1 (never in production): runs a scheduled job now for browser tests",
  }),
  row("POST /api/test/bookings/[id]/trip-over", "public", {
    expect: 404,
    request: () => ({ params: { id: "1" }, body: {} }),
    notes: "exists only with E2E_TEST_HOOKS=1 (never in production): puts a booking's trip in the past for browser tests",
  }),
];
