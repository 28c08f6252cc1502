import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/config";

// "<id>.<mac>": the link names its saved search and cannot be made for another one without the secret.
const macOf = (id: number) => createHmac("sha256", config().nextAuthSecret).update(`saved-search-unsubscribe\n${id}`).digest("base64url");

export function unsubscribeToken(savedSearchId: number): string {
  return `${savedSearchId}.${macOf(savedSearchId)}`;
}

/** The saved search a token names, or null when it is not one this server signed. */
export function savedSearchOfToken(token: string): number | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  if (!(id >= 1 && id <= 2_147_483_647)) return null;
  const given = Buffer.from(m[2]!);
  const expected = Buffer.from(macOf(id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export function unsubscribeUrl(savedSearchId: number): string {
  return `${config().APP_URL}/saved-searches/unsubscribe?token=${encodeURIComponent(unsubscribeToken(savedSearchId))}`;
}

/** RFC 8058's POST target: the mail client posts `List-Unsubscribe=One-Click` here. */
export function oneClickUnsubscribeUrl(savedSearchId: number): string {
  return `${config().APP_URL}/api/saved-searches/unsubscribe?token=${encodeURIComponent(unsubscribeToken(savedSearchId))}`;
}

export function listUnsubscribeHeaders(savedSearchId: number): Record<string, string> {
  return { "List-Unsubscribe": `<${oneClickUnsubscribeUrl(savedSearchId)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
