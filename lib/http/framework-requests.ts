import { NextResponse } from "next/server";
import { readBodyText } from "./body";
import { AppError } from "./errors";

// Client mistakes Next.js itself meets before any app code, each of which it answered with a 500: refused
// first by middleware.ts with the status the mistake deserves. Each check mirrors the framework's own rule.

/** Next.js's default `serverActions.bodySizeLimit` ("1mb"), which this app keeps. */
export const MAX_ACTION_BODY_BYTES = 1024 * 1024;
/** Deeper than any form's input; React's reply decoder failed (500) on a body nested thousands deep. */
export const MAX_ACTION_DEPTH = 32;

export const FRAMEWORK_MESSAGES = {
  origin: "Cross-site request refused. Please retry from the Ridgeline site.",
  tooLarge: "Request body is too large (limit 1 MB).",
  body: "Malformed server action request",
} as const;

const refusal = (status: number, message: string): NextResponse =>
  NextResponse.json({ message }, { status, headers: { "cache-control": "private, no-store" } });

function declaredTooLarge(req: Request): boolean {
  const declared = Number(req.headers.get("content-length") ?? "");
  return Number.isFinite(declared) && declared > MAX_ACTION_BODY_BYTES;
}

/** A POST that Next.js would treat as a server action: a fetch action (Next-Action header) or a form post. */
export function isActionRequest(req: Request): boolean {
  if (req.method !== "POST") return false;
  if (req.headers.has("next-action")) return true;
  return /^multipart\/form-data/i.test(req.headers.get("content-type") ?? "") && !new URL(req.url).pathname.startsWith("/api/");
}

/**
 * Next.js compares an action's Origin host with X-Forwarded-Host (its first value) or Host, and fails
 * with a 500 when they differ, when the Origin is "null", and when it is no URL at all. Same rule, a 403.
 * No Origin passes (Next.js lets it through; action() applies the /api rule to cookie calls).
 */
function originRefused(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return true;
  }
  const forwarded = req.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwarded || req.headers.get("host");
  return !host || originHost !== host;
}

// React's reply encoding: a string starting with "$" is a reference to another part of the body, except these ("$$" an
// escaped "$", "$T" a temporary reference the client keeps, "$0:path" an object repeated within the body itself, part 0,
// and the encoded values). A text body has no other part to refer to.
const VALUE_ESCAPE = /^\$(?:\$|T|D|n-?\d|0(?::|$)|undefined$|-0$|Infinity$|-Infinity$|NaN$)/;

function replyProblem(value: unknown, depth: number): boolean {
  if (depth > MAX_ACTION_DEPTH) return true;
  if (typeof value === "string") return value.startsWith("$") && !VALUE_ESCAPE.test(value);
  if (!value || typeof value !== "object") return false;
  // Keys are never escaped by React, so only values can be references.
  return Object.values(value).some((inner) => replyProblem(inner, depth + 1));
}

/** A fetch action's text body is the JSON array of its arguments: empty, not JSON, not an array, too deep or referring to absent parts is a 400. */
async function bodyRefusal(req: Request): Promise<NextResponse | null> {
  if (declaredTooLarge(req)) return refusal(413, FRAMEWORK_MESSAGES.tooLarge);
  // Multipart bodies (form posts, FormData arguments) are Next.js's to decode, within the same limit.
  if (/^multipart\/form-data/i.test(req.headers.get("content-type") ?? "")) return null;
  let text: string;
  try {
    text = await readBodyText(req, MAX_ACTION_BODY_BYTES, () => new AppError(413, FRAMEWORK_MESSAGES.tooLarge));
  } catch (err) {
    if (err instanceof AppError) return refusal(err.status, err.message);
    throw err;
  }
  let args: unknown;
  try {
    args = JSON.parse(text);
  } catch {
    return refusal(400, FRAMEWORK_MESSAGES.body);
  }
  if (!Array.isArray(args) || replyProblem(args, 0)) return refusal(400, FRAMEWORK_MESSAGES.body);
  return null;
}

/** What middleware answers a server action request the framework would fail on, or null to let it through. */
export async function refuseActionRequest(req: Request): Promise<NextResponse | null> {
  if (originRefused(req)) return refusal(403, FRAMEWORK_MESSAGES.origin);
  if (!req.headers.has("next-action")) {
    return declaredTooLarge(req) ? refusal(413, FRAMEWORK_MESSAGES.tooLarge) : null;
  }
  return bodyRefusal(req);
}
