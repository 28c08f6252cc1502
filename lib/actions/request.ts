import "server-only";
import { headers } from "next/headers";
import { NextRequest } from "next/server";

/** The action's request as a NextRequest, so route code reads its caller and address; the path only names it in logs. */
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
