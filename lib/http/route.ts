import { NextResponse, type NextRequest } from "next/server";
import type { ZodType } from "zod";
import { cookieAuthenticated, type Resolution } from "@/lib/auth/current-user";
import { admit, type AuthMode, type UserFor } from "./audience";
import { describeError, logRefusal } from "./describe-error";
import { badRequest, notFound } from "./errors";
import { parse } from "./parse";
import { readJsonBody } from "./body";
import { refuseCrossSiteCookieWrite } from "./csrf";
import { profiledRequest } from "./request-profile";
import { unstorableText } from "./text";

type Ctx<B, Q, U> = {
  req: NextRequest;
  user: U;
  body: B;
  query: Q;
  params: Record<string, string>;
};

type Options<A extends AuthMode, B, Q> = {
  auth?: A;
  /** A paused outfitter may read; a write refuses them unless it settles a pause (paying commission, the report, messaging an admin). */
  paused?: "allow";
  roleMessage?: string;
  /** A refusal needing only the caller, the path or the request (an id that is no id, a per-address limit): it wins over a 400. */
  guard?: (ctx: { req: NextRequest; user: UserFor<A>; params: Record<string, string> }) => Promise<void> | void;
  body?: ZodType<B>;
  query?: ZodType<Q>;
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** Wraps a route handler: audience, zod-validated body and query, every error mapped to the JSON contract; 401/403 are logged. */
export function route<A extends AuthMode = "public", B = unknown, Q = undefined>(
  opts: Options<A, B, Q>,
  handler: (ctx: Ctx<B, Q, UserFor<A>>) => Promise<unknown> | unknown,
): RouteHandler {
  const answer = async (req: NextRequest, context: RouteContext): Promise<Response> => {
    const seen: { resolution?: Resolution } = {};
    try {
      const auth = opts.auth ?? "public";
      refuseCrossSiteCookieWrite(req, cookieAuthenticated(req));
      const allowPaused = opts.paused === "allow" || req.method === "GET" || req.method === "HEAD";
      const user = await admit(auth, req, allowPaused, seen, opts.roleMessage);

      const rawParams = (await context?.params) ?? {};
      const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
      refuseUnstorable(params, req.nextUrl.searchParams);
      // Multipart bodies (uploads) are left unread for the handler's req.formData().
      const multipart = /^multipart\/form-data/i.test(req.headers.get("content-type") ?? "");
      const hasBody = !["GET", "HEAD"].includes(req.method) && !multipart;
      const raw = hasBody ? await readJsonBody(req) : undefined;
      await opts.guard?.({ req, user: user as UserFor<A>, params });
      // A JSON null is no object: the schema refuses it (only a bodiless request validates {}).
      const body = (opts.body ? parse(opts.body, hasBody ? raw : {}) : raw) as B;
      const query = opts.query ? parse(opts.query, Object.fromEntries(req.nextUrl.searchParams.entries())) : (undefined as Q);

      const result = await handler({ req, user: user as UserFor<A>, body, query, params });
      const res = result instanceof Response ? result : NextResponse.json(result ?? { ok: true });
      // Anything answered for a particular user (a sign-in's token, a form's receipt) must never be
      // stored by a shared cache; a public GET may choose its own caching.
      if ((user || auth !== "public" || hasBody) && !res.headers.has("cache-control")) {
        res.headers.set("cache-control", "private, no-store");
      }
      return res;
    } catch (err) {
      const res = errorResponse(err);
      if (res.status === 401 || res.status === 403) {
        logRefusal({ method: req.method, path: new URL(req.url).pathname }, res.status, err, seen.resolution);
      }
      res.headers.set("cache-control", "private, no-store");
      return res;
    }
  };
  const door = (req: NextRequest, context: RouteContext) => profiledRequest(req.method, req.nextUrl.pathname, () => answer(req, context));
  // The authorization matrix reads what the door declares and proves it answers so.
  return Object.assign(door, { audience: opts.auth ?? ("public" as const) });
}

export type RouteHandler = ((req: NextRequest, context: RouteContext) => Promise<Response>) & { readonly audience: AuthMode };

/** A path or query value PostgreSQL cannot store (U+0000, a lone surrogate) is a 400 before any handler reads it. */
function refuseUnstorable(params: Record<string, string>, query: URLSearchParams) {
  for (const [key, value] of [...Object.entries(params), ...query.entries()]) {
    const problem = unstorableText(key) ?? unstorableText(value);
    if (problem) throw badRequest(`${key.replace(/[^\w-]/g, "?")} ${problem}`);
  }
}

export function json(data: unknown, status = 200) {
  return NextResponse.json(data, { status });
}

/** A positive integer id from a path segment; anything else is an unknown id (404). */
export function idParam(value: string | undefined, what = "Not found"): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw notFound(what);
  return Number(value);
}

export function errorResponse(err: unknown): Response {
  const { status, message, errors } = describeError(err);
  return NextResponse.json(errors ? { message, errors } : { message }, { status });
}
