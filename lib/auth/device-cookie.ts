import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/config";
import { secureCookies } from "./sessions";

/** OWASP device cookies: a browser that signed in to an account before counts only its own failures, so a guesser
 * cannot lock the owner out. An entry is an HMAC over the address, so the cookie names no account. */
export const DEVICE_COOKIE = "ridgeline-device";
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** Accounts remembered per browser (a shared family computer). */
const MAX_ENTRIES = 5;
const ENTRY = /^[\w-]{16}\.[0-9a-z]{1,10}\.[\w-]{43}$/;

const sign = (email: string, nonce: string, issued: string) =>
  createHmac("sha256", config().nextAuthSecret).update(`device-cookie\n${email}\n${nonce}\n${issued}`).digest("base64url");

export function deviceEntries(cookieHeader: string | null | undefined): string[] {
  const m = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`).exec(cookieHeader ?? "");
  return (m?.[1] ?? "")
    .split("~")
    .filter((e) => ENTRY.test(e))
    .slice(0, MAX_ENTRIES);
}

function entryFor(entry: string, email: string, now: number): string | null {
  const [nonce, issued, signature] = entry.split(".") as [string, string, string];
  if (now - parseInt(issued, 36) * 1000 > MAX_AGE_SECONDS * 1000) return null;
  const expected = Buffer.from(sign(email, nonce, issued));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

export function knownDevice(entries: string[], email: string, now = Date.now()): string | null {
  for (const e of entries) {
    const nonce = entryFor(e, email, now);
    if (nonce) return nonce;
  }
  return null;
}

export type DeviceCookie = {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: "lax"; secure: boolean; path: "/"; maxAge: number };
};

export function deviceCookieAfterSignIn(entries: string[], email: string, now = Date.now()): DeviceCookie {
  const nonce = randomBytes(12).toString("base64url");
  const issued = Math.floor(now / 1000).toString(36);
  const others = entries.filter((e) => !entryFor(e, email, now)).slice(0, MAX_ENTRIES - 1);
  return {
    name: DEVICE_COOKIE,
    value: [`${nonce}.${issued}.${sign(email, nonce, issued)}`, ...others].join("~"),
    options: { httpOnly: true, sameSite: "lax", secure: secureCookies(), path: "/", maxAge: MAX_AGE_SECONDS },
  };
}
