import NextAuth from "next-auth";
import { NextResponse, type NextRequest } from "next/server";
import { parseJsonText, readBodyText } from "@/lib/http/body";
import { AppError, badRequest } from "@/lib/http/errors";
import { errorResponse } from "@/lib/http/route";
import { unstorableText } from "@/lib/http/text";
import { refuseCrossSiteCookieWrite } from "@/lib/http/csrf";
import { log } from "@/lib/log";
import { cookieAuthenticated } from "./current-user";
import { authOptions } from "./options";

/** next-auth's forms are a few short fields (csrfToken, callbackUrl, email, password, json). */
export const MAX_AUTH_BODY_BYTES = 16 * 1024;
/** The one field that is not text: the `data` of a session update (which the jwt callback ignores). */
const OBJECT_FIELDS = new Set(["data"]);

export const AUTH_MESSAGES = {
  emptyBody: "The request body is empty",
  malformedBody: "Malformed request body",
  contentType: "Send the form as application/x-www-form-urlencoded or application/json",
  csrf: "The form has expired. Reload the page and try again.",
  unsupported: "This request is not supported",
  credentialsByPost: "Signing in with e-mail and password is a POST of the sign-in form",
} as const;

type RouteContext = { params: Promise<{ nextauth?: string[] | string }> };
type Fields = Record<string, unknown>;

/** next-auth behind every route's body rules, its own error shapes answered as JSON `{ message }`; called through its
 * request/response interface with the request's headers and cookies, so it needs no Next.js request scope. */
export async function nextAuthRoute(req: NextRequest, ctx: RouteContext): Promise<Response> {
  let res: Response;
  try {
    const raw = (await ctx.params).nextauth ?? [];
    const segments = Array.isArray(raw) ? raw : raw.split("/");
    refuseCrossSiteCookieWrite(req, cookieAuthenticated(req));
    const body = req.method === "POST" ? await readAuthBody(req) : undefined;
    if (req.method === "POST" && segments[0] === "_log") res = clientLog(body!);
    // next-auth runs a GET of the credentials callback as an OAuth return and fails inside with a 500.
    else if (req.method !== "POST" && segments.join("/") === "callback/credentials")
      res = NextResponse.json({ message: AUTH_MESSAGES.credentialsByPost }, { status: 405, headers: { allow: "POST" } });
    else res = await runNextAuth(req, segments, body);
  } catch (err) {
    res = errorResponse(err);
  }
  res = await withJsonErrors(res);
  // The session, a CSRF token, a sign-in's cookie: answers for one browser, never stored by a shared cache.
  if (!res.headers.has("cache-control")) res.headers.set("cache-control", "private, no-store");
  return res;
}

async function readAuthBody(req: NextRequest): Promise<Fields> {
  const type = req.headers.get("content-type") ?? "";
  const text = await readBodyText(req, MAX_AUTH_BODY_BYTES, () => new AppError(413, "Request body is too large (limit 16 KB)."));
  let fields: Fields;
  if (/^application\/json\b/i.test(type)) {
    if (!text.trim()) throw badRequest(AUTH_MESSAGES.emptyBody);
    const parsed = parseJsonText(text);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw badRequest(AUTH_MESSAGES.malformedBody);
    fields = parsed as Fields;
  } else if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    fields = Object.fromEntries(new URLSearchParams(text));
    for (const [key, value] of Object.entries(fields)) {
      const problem = unstorableText(key) ?? unstorableText(value as string);
      if (problem) throw badRequest(`Text ${problem}`);
    }
  } else {
    throw new AppError(415, AUTH_MESSAGES.contentType);
  }
  if (!Object.keys(fields).length) throw badRequest(AUTH_MESSAGES.emptyBody);
  for (const [key, value] of Object.entries(fields)) {
    // next-auth calls string methods on callbackUrl, csrfToken, json … : a number or an object there was a 500.
    if (typeof value !== "string" && !OBJECT_FIELDS.has(key))
      throw badRequest(`${AUTH_MESSAGES.malformedBody}: ${key.replace(/[^\w-]/g, "?").slice(0, 40)} must be text`);
  }
  return fields;
}

// next-auth's client logger: anyone can send a report, and it is no server error, so it is logged at info.
function clientLog(body: Fields): Response {
  const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 100) : undefined);
  log.info("auth.client.log", { clientLevel: text(body.level), code: text(body.code) });
  return NextResponse.json({});
}

async function runNextAuth(req: NextRequest, segments: string[], body: Fields | undefined): Promise<Response> {
  const apiReq = {
    method: req.method,
    query: { ...Object.fromEntries(req.nextUrl.searchParams), nextauth: segments },
    body,
    headers: Object.fromEntries(req.headers),
    cookies: Object.fromEntries(req.cookies.getAll().map((c) => [c.name, c.value])),
  };
  const out = new CollectedResponse();
  await (NextAuth as unknown as (req: unknown, res: unknown, options: unknown) => Promise<unknown>)(apiReq, out, authOptions());
  return out.toResponse();
}

class CollectedResponse {
  private statusCode = 200;
  private headers = new Map<string, string | string[]>();
  private body: string | null = null;

  status(code: number) {
    this.statusCode = code;
    return this;
  }
  getHeader(name: string) {
    return this.headers.get(name.toLowerCase());
  }
  setHeader(name: string, value: string | string[]) {
    this.headers.set(name.toLowerCase(), value);
    return this;
  }
  json(data: unknown) {
    this.setHeader("content-type", "application/json");
    this.body = JSON.stringify(data);
    return this;
  }
  send(data: unknown) {
    if (data !== null && typeof data === "object") return this.json(data);
    this.body = data === undefined ? null : String(data);
    return this;
  }
  end() {
    return this;
  }
  toResponse(): Response {
    const headers = new Headers();
    for (const [name, value] of this.headers) {
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    return new Response(this.body, { status: this.statusCode, headers });
  }
}

/** Cookies and JSON fields are kept: next-auth's client reads the `error` in a failed sign-in's `{ url }`. */
async function withJsonErrors(res: Response): Promise<Response> {
  if (res.status < 400) return res;
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Plain text, or next-auth's `[object Object]`.
  }
  const fields = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  headers.delete("content-type");
  headers.set("cache-control", "private, no-store");
  return NextResponse.json({ ...fields, message: messageOf(res.status, text, fields) }, { status: res.status, headers });
}

function messageOf(status: number, text: string, fields: Record<string, unknown>): string {
  if (typeof fields.message === "string") return fields.message;
  // A failed sign-in: the reason authorize() gave, in the error page's URL.
  if (typeof fields.url === "string") {
    const error = new URL(fields.url, "http://x").searchParams.get("error");
    if (error && error !== "CredentialsSignin") return error;
    if (status === 401) return "Invalid email or password";
  }
  // next-auth answers a POST to /session without a valid CSRF token `400 {}`; any other 400 is an
  // action it does not support ("Error: This action with HTTP POST is not supported by NextAuth.js").
  if (status === 400) return text === "{}" || text === "[object Object]" ? AUTH_MESSAGES.csrf : AUTH_MESSAGES.unsupported;
  if (status === 401) return "Authentication required";
  if (status === 404) return "Not found";
  return "Something went wrong. Please try again.";
}
