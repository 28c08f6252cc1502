import { readyExportOf, WRONG_PASSWORD_REFUSED } from "../registry-fixtures";
import { row, type RouteRow } from "./define";

/** Platform endpoints and accounts: health, the contact form, users and the outfitter lists. */
export const USER_ROUTES: RouteRow[] = [
  // ── platform ─────────────────────────────────────────────────────────────────────────
  row("GET /api/health", "public"),
  row("POST /api/contact", "public", {
    ok: 201,
    request: () => ({ body: { name: "Visitor", email: "visitor@example.test", subject: "Question", message: "When do elk tags open?" } }),
  }),

  // ── users ────────────────────────────────────────────────────────────────────────────
  row("GET /api/users/admins", "user"),
  row("PUT /api/users/[id]", "user", {
    owner: "outfitter",
    foreign: 403,
    adminAny: true,
    request: ({ world }) => ({ params: { id: String(world.outfitter.id) }, body: { firstName: "Renamed" } }),
    notes: "own account; the admin may edit any. role/isApproved/isActive/isTopTier from a client are stripped",
  }),

  row("GET /api/users", "admin"),
  row("GET /api/users/[id]", "user", {
    request: ({ world }) => ({ params: { id: String(world.admin.id) } }),
    notes:
      "an admin is everyone's contact: name and role for others, full profile for oneself and the admin; a user one may not write to is 404 (tests/integration)",
  }),
  row("GET /api/users/contacts", "user"),

  // ── privacy: export and deletion ─────────────────────────────────────────────────────
  row("POST /api/account/export", "user", {
    ok: 202,
    notes: "a paused outfitter may ask too; the job and the file in tests/integration/privacy",
  }),
  row("GET /api/account/export/[token]", "user", {
    owner: "hunter",
    foreign: 404,
    request: async ({ world }) => ({ params: { token: await readyExportOf(world.hunter.id) } }),
    notes: "the e-mailed link serves its owner only; anyone else, the admin too, is told it does not exist",
  }),
  row("DELETE /api/account", ["hunter", "outfitter"], {
    expect: WRONG_PASSWORD_REFUSED,
    request: () => ({ body: { password: "not-the-password" } }),
    notes:
      "a wrong password (the matrix's accounts must outlive the row); deletion, its refusals and what it keeps in tests/integration/privacy",
  }),

  row("GET /api/users/outfitters", "user", { notes: "approved, active outfitters: id and first name" }),
  row("GET /api/outfitters", "user", { notes: "approved, active outfitters: id and first name" }),
];
