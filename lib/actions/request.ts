import "server-only";
import { headers } from "next/headers";
import { NextRequest } from "next/server";

/**
 * The request behind a server action, as a NextRequest like a route handler's, so the same code
 * reads its caller (session cookie or bearer token: resolveRequestUser) and its client address
 * (rate limits). Its path names the action, for logs; it is never fetched.
 */
export async function actionRequest(name: string): Promise<NextRequest> {
  const h = new Headers(await headers());
  const host = h.get("host") ?? "localhost";
  const path = `/_action/${encodeURIComponent(name)}`;
  try {
    return new NextRequest(new URL(path, `http://${host}`), { method: "POST", headers: h });
  } catch {
    // A Host header that is no host at all (Next has already refused a foreign Origin).
    return new NextRequest(new URL(path, "http://localhost"), { method: "POST", headers: h });
  }
}
