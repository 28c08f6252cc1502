import { ADMIN_ROUTES } from "./routes/admin";
import { AUTH_ROUTES } from "./routes/auth";
import { BOOKING_ROUTES } from "./routes/bookings";
import { CREDENTIAL_ROUTES } from "./routes/credentials";
import { REFERENCE_ROUTES } from "./routes/references";
import { FILE_ROUTES } from "./routes/files";
import type { RouteRow } from "./routes/define";
import { HUNTER_ROUTES } from "./routes/hunter";
import { HUNT_ROUTES } from "./routes/hunts";
import { MESSAGE_ROUTES } from "./routes/messages";
import { OUTFITTER_ROUTES } from "./routes/outfitter";
import { USER_ROUTES } from "./routes/users";
import { TAG_ROUTES } from "./routes/tags";
import { PARTY_ROUTES } from "./routes/party";

export * from "./routes/define";

/**
 * Every route handler (app/**\/route.ts: /api/*, the sitemaps, /uploads/*) and who may call it, one file per area under tests/security/routes/
 * (the vocabulary, `row()` and expectedStatus in routes/define.ts). authz-matrix.test.ts finds
 * every app/**\/route.ts and its exported methods and FAILS when one has no row here (or a row
 * names a route that no longer exists). It then calls each row as every actor and checks the
 * status, that a refusal left the database untouched, and `Cache-Control: private, no-store` on
 * per-user answers. hostile-input.test.ts throws malformed and mass-assignment bodies at every
 * mutating row; middleware-bypass.test.ts replays protected rows with x-middleware-subrequest.
 * Server actions ("use server") are registered in routes/server-actions.ts (server-actions.test.ts).
 */
export const ROUTES: RouteRow[] = [
  ...AUTH_ROUTES,
  ...USER_ROUTES,
  ...MESSAGE_ROUTES,
  ...HUNTER_ROUTES,
  ...OUTFITTER_ROUTES,
  ...HUNT_ROUTES,
  ...BOOKING_ROUTES,
  ...ADMIN_ROUTES,
  ...FILE_ROUTES,
  ...TAG_ROUTES,
  ...CREDENTIAL_ROUTES,
  ...REFERENCE_ROUTES,
  ...PARTY_ROUTES,
];
