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

  row("GET /api/users/outfitters", "user", { notes: "approved, active outfitters: id and first name" }),
  row("GET /api/outfitters", "user", { notes: "approved, active outfitters: id and first name" }),
];
