import type { users } from "@/db/schema";

/**
 * The route registry's vocabulary: who calls (ACTORS), what a row says about a route (RouteRow),
 * `row()` to write one, and the status a row must answer to each caller (expectedStatus). The rows
 * themselves live in one file per area next to this one; tests/security/route-registry.ts joins
 * them into ROUTES.
 *
 * Adding a route = adding one row to its area's file:
 *   row("PUT /api/hunts/[id]", "approved-outfitter", { owner: "outfitter", foreign: 403,
 *     request: async ({ world }) => ({ params: { id: String((await createHunt({ outfitterId: world.outfitter.id })).id) },
 *       body: { title: "Renamed hunt" } }) }),
 * `request` builds a fresh, valid request for the caller (it runs before the database snapshot,
 * so it may create data). With `owner`, the ids in the request belong to that actor: the other
 * callers of an allowed role get `foreign` (403 or 404), the admin gets `ok` when `adminAny`.
 */
export const ACTORS = ["anonymous", "hunter", "otherHunter", "pendingOutfitter", "outfitter", "otherOutfitter", "admin"] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedInActor = Exclude<ActorName, "anonymous">;
export type UserRow = typeof users.$inferSelect;
export type World = Record<SignedInActor, UserRow>;

export type Role = "hunter" | "outfitter" | "approved-outfitter" | "admin";
/** public: anyone, same answer for all · optional: anyone, answer may depend on the caller · user: any signed-in active account. */
export type Access = "public" | "optional" | "user" | Role | readonly Role[];
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RequestSpec = {
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
};
export type RequestCtx = { world: World; actor: ActorName };

export type RouteRow = {
  method: HttpMethod;
  /** The route's folder under app/, e.g. /api/users/[id]. */
  path: string;
  access: Access;
  /** The ids in the request belong to this actor (ownership is checked). */
  owner?: "hunter" | "outfitter";
  /** What another caller of an allowed role gets for the owner's ids (default 404). */
  foreign?: 403 | 404;
  /** The admin may act on anyone's ids. */
  adminAny?: boolean;
  /** Success status (default 200). */
  ok?: number;
  /** Fixed statuses overriding the computed ones (one number for every actor). */
  expect?: number | Partial<Record<ActorName, number>>;
  request?: (ctx: RequestCtx) => RequestSpec | Promise<RequestSpec>;
  /** The matrix does not call this row; say why and where it is covered instead. */
  skip?: string;
  /** After a 2xx to a mass-assignment body: throw if a client-sent privileged field took effect. */
  checkCreated?: (json: Record<string, unknown>) => Promise<void>;
  /**
   * Admin routes whose purpose is to change one account's privileged flags (activation, approval,
   * top-tier, pause): the id of that account in the request actually sent. Every other account's
   * flags must still stay untouched.
   */
  flagTarget?: (sent: { params?: Record<string, string>; body: unknown }) => number | null;
  /** Query parameters the route reads beyond those its request sends: hostile-params.test.ts puts bad text in each. */
  queryKeys?: readonly string[];
  notes?: string;
};

type Extra = Omit<RouteRow, "method" | "path" | "access">;
export function row(route: `${HttpMethod} /${string}`, access: Access, extra: Extra = {}): RouteRow {
  const [method, path] = route.split(" ") as [HttpMethod, string];
  return { method, path, access, ...extra };
}

/** Which actors a role admits. */
const ROLE_ACTORS: Record<Role, readonly SignedInActor[]> = {
  hunter: ["hunter", "otherHunter"],
  outfitter: ["outfitter", "otherOutfitter", "pendingOutfitter"],
  "approved-outfitter": ["outfitter", "otherOutfitter"],
  admin: ["admin"],
};

export function allows(access: Access, actor: ActorName): boolean {
  if (access === "public" || access === "optional") return true;
  if (actor === "anonymous") return false;
  if (access === "user") return true;
  const roles = typeof access === "string" ? [access as Role] : access;
  return roles.some((r) => ROLE_ACTORS[r].includes(actor));
}

/** The status a row must answer to an actor. */
export function expectedStatus(r: RouteRow, actor: ActorName): number {
  if (typeof r.expect === "number") return r.expect;
  const fixed = r.expect?.[actor];
  if (fixed !== undefined) return fixed;
  const ok = r.ok ?? 200;
  if (r.access === "public" || r.access === "optional") return ok;
  if (actor === "anonymous") return 401;
  if (!allows(r.access, actor)) return 403;
  if (!r.owner || actor === r.owner) return ok;
  if (actor === "admin" && r.adminAny) return ok;
  return r.foreign ?? 404;
}

/** An actor the row answers with success (the owner first), for the hostile-input tests. */
export function successfulActor(r: RouteRow): ActorName | null {
  const order: ActorName[] = [r.owner ?? "outfitter", "hunter", "outfitter", "admin", "pendingOutfitter", "anonymous"];
  return order.find((a) => expectedStatus(r, a) < 300) ?? null;
}

/**
 * The audience a route's door (route({ auth })) must declare for a row: the door knows roles, not
 * approval, so an "approved-outfitter" row is an "outfitter" door and the service refuses the
 * pending outfitter.
 */
export function doorOf(access: Access): string {
  if (typeof access === "string") return access === "approved-outfitter" ? "outfitter" : access;
  return [...new Set(access.map((r) => (r === "approved-outfitter" ? "outfitter" : r)))].sort().join(",");
}

/**
 * Why a row lets the door admit an actor and still refuses it (401/403) deeper in, or null when it
 * must not: an answer fixed in the row, an outfitter not yet approved, or ids the actor does not
 * own (a booking belongs to its hunter and to its hunt's outfitter: a caller of either role may be
 * refused for not being its party).
 */
export function refusedPastTheDoor(r: RouteRow, actor: ActorName): string | null {
  const fixed = typeof r.expect === "number" ? r.expect : r.expect?.[actor];
  if (fixed === 401 || fixed === 403) return "fixed in the row";
  const roles = typeof r.access === "string" ? [r.access] : r.access;
  if (actor === "pendingOutfitter" && roles.includes("approved-outfitter") && !roles.includes("outfitter")) return "not approved";
  if (r.owner && actor !== r.owner && !(actor === "admin" && r.adminAny)) return "not the owner's ids";
  return null;
}

export const isProtected = (r: RouteRow) => r.access !== "public" && r.access !== "optional";
export const isMutating = (r: RouteRow) => r.method !== "GET";
export const routeKey = (r: Pick<RouteRow, "method" | "path">) => `${r.method} ${r.path}`;
