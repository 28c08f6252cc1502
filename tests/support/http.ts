import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  url?: string;
  body?: unknown;
  /** Sent as-is when a string (to test malformed JSON). A FormData `body` is sent as multipart. */
  rawBody?: string;
  token?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
};

/** Calls a route handler the way Next.js would and returns its status and parsed JSON. */
export async function call<T = Record<string, unknown>>(handler: Handler, opts: CallOptions = {}) {
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  let body: string | FormData | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  // A FormData body goes as multipart (the request sets the boundary); anything else as JSON.
  else if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (typeof body === "string") headers.set("content-type", "application/json");
  const req = new NextRequest(new URL(opts.url ?? "/api/test", "http://localhost:3000"), {
    method: opts.method ?? (body !== undefined ? "POST" : "GET"),
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let json: T;
  try {
    json = (text ? JSON.parse(text) : null) as T;
  } catch {
    json = text as unknown as T;
  }
  return { status: res.status, json, headers: res.headers };
}
