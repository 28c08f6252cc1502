import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { createActivePayoutAccount, createAdmin, createHunter, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { call } from "../support/http";
import { ROUTES } from "./route-registry";
import { routeKey, type Access, type ActorName, type HttpMethod, type RequestSpec, type RouteRow, type World } from "./routes/define";

type Handler = (req: never, ctx: never) => Promise<Response>;
export type DiscoveredRoute = { method: HttpMethod | "HEAD" | "OPTIONS"; path: string; file: string; handler: Handler };

const ROOT = path.resolve(import.meta.dirname, "../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

/**
 * Every route file of the app (app/**\/route.ts: the API, and the sitemaps and uploads outside it)
 * and each HTTP method it exports, imported from its file.
 */
export async function discoverRoutes(): Promise<DiscoveredRoute[]> {
  const appDir = path.join(ROOT, "app");
  const files = (readdirSync(appDir, { recursive: true }) as string[])
    .filter((f) => /(^|[/\\])route\.(ts|tsx|js)$/.test(f))
    .map((f) => path.join(appDir, f))
    .sort();
  const found: DiscoveredRoute[] = [];
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    // Route groups "(name)" are not part of the URL.
    const urlPath = `/${path
      .relative(path.join(ROOT, "app"), path.dirname(file))
      .split(path.sep)
      .filter((s) => !/^\(.*\)$/.test(s))
      .join("/")}`;
    for (const m of METHODS) {
      if (typeof mod[m] === "function") found.push({ method: m, path: urlPath, file, handler: mod[m] as Handler });
    }
  }
  return found;
}

/**
 * The audience a handler's door declares (route({ auth }) records it on the handler), or null for
 * a handler not built with route(): next-auth's, the health check, the webhooks and the files.
 */
export function declaredAudience(handler: Handler): Access | null {
  return (handler as unknown as { audience?: Access }).audience ?? null;
}

/** Discovered routes with no registry row, as "METHOD /path  (file)": each test file fails on them. */
export function unregistered(routes: DiscoveredRoute[]): string[] {
  const known = new Set(ROUTES.map(routeKey));
  return routes
    .filter((d) => !known.has(`${d.method} ${d.path}`))
    .map((d) => `${d.method} ${d.path}  (${d.file.replace(/^.*\/app\//, "app/")})`);
}
export const MISSING_ROWS = "add a row for each to its area's file in tests/security/routes/";

export function handlerIndex(routes: DiscoveredRoute[]) {
  return new Map(routes.map((r) => [routeKey(r as { method: HttpMethod; path: string }), r.handler]));
}

export async function createWorld(): Promise<World> {
  const [hunter, otherHunter, pendingOutfitter, outfitter, otherOutfitter, admin] = await Promise.all([
    createHunter({ firstName: "Hunter" }),
    createHunter({ firstName: "Other" }),
    createOutfitter({ firstName: "Pending", isApproved: false }),
    createOutfitter({ firstName: "Approved" }),
    createOutfitter({ firstName: "Foreign" }),
    createAdmin({ firstName: "Admin" }),
  ]);
  // The approved outfitters can be paid by card (Active payout accounts), as in the demo data.
  await Promise.all(
    [outfitter, otherOutfitter].map((o) =>
      createActivePayoutAccount(o.id, { provider: process.env.STRIPE_SECRET_KEY ? "stripe" : "test" }),
    ),
  );
  return { hunter, otherHunter, pendingOutfitter, outfitter, otherOutfitter, admin };
}

/** A fresh bearer token for an actor (tokens may be revoked by a call such as logout). */
export async function tokenFor(world: World, actor: ActorName) {
  return actor === "anonymous" ? undefined : issueApiToken(world[actor].id);
}

let tableNames: string[] | undefined;
let cached: { nextXid: string; tables: Record<string, string> } | undefined;
/**
 * Per table, its row count and the newest row version (xmin, the transaction that wrote it): any
 * committed insert, update or delete changes one of the two, even an update to the same values.
 * Only a transaction that writes is given an id, so while the next id to be assigned stays the
 * same nothing can have been written and the last reading still holds (read, not recomputed).
 */
export async function dbFingerprint(exclude: readonly string[] = []): Promise<Record<string, string>> {
  const [{ next }] = await queryRows<{ next: string }>(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`);
  if (cached?.nextXid !== next) {
    tableNames ??= (
      await queryRows<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)
    ).map((t) => t.tablename);
    const parts = tableNames.map((t) => `select '${t}' as t, count(*) || ':' || coalesce(max(x.xmin::text::bigint), 0) as h from "${t}" x`);
    const rows = await queryRows<{ t: string; h: string }>(db, sql.raw(parts.join(" union all ")));
    cached = { nextXid: next, tables: Object.fromEntries(rows.map((r) => [r.t, r.h])) };
  }
  return Object.fromEntries(Object.entries(cached.tables).filter(([t]) => !exclude.includes(t)));
}

/** The privileged columns of every account: no client request may change them (admin routes aside). */
export async function userFlags() {
  return queryRows<Record<string, unknown>>(db, sql`select id, role, is_active, is_approved, is_top_tier from users order by id`);
}

export type Prepared = { spec: RequestSpec; token?: string };

export async function prepare(row: RouteRow, world: World, actor: ActorName): Promise<Prepared> {
  const spec = row.request ? await row.request({ world, actor }) : {};
  return { spec, token: await tokenFor(world, actor) };
}

/** Calls a row's handler; `rawBody` replaces the JSON body (hostile input), `headers` are added. */
export async function send(
  handler: Handler,
  row: RouteRow,
  { spec, token }: Prepared,
  extra: { rawBody?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const url = new URL(
    row.path.replace(/\[\.{0,3}(\w+)\]/g, (_, k: string) => spec.params?.[k] ?? k),
    "http://localhost:3000",
  );
  for (const [k, v] of Object.entries(spec.query ?? {})) url.searchParams.set(k, v);
  const body = "body" in extra ? extra.body : spec.body;
  return call(handler as Parameters<typeof call>[0], {
    method: row.method,
    url: url.pathname + url.search,
    params: spec.params,
    token,
    headers: { ...spec.headers, ...extra.headers },
    ...(extra.rawBody !== undefined ? { rawBody: extra.rawBody } : body !== undefined ? { body } : {}),
  });
}
