import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/config";
import { secureCookies } from "./sessions";

/**
 * "This browser has signed in to this account before" (OWASP's device cookies): after a
 * successful sign-in the browser gets an entry signed for that e-mail address. A sign-in that
 * presents a valid entry for the address it tries is counted on that device alone, so failures
 * from anywhere else (an attacker guessing the password, even behind the same address) never
 * block the owner on a device they have used; only the failures of that device slow it down.
 * The cookie names no account: an entry is an HMAC over the address, checked for the address tried.
 */
export const DEVICE_COOKIE = "ridgeline-device";
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** Accounts remembered per browser (a shared family computer). */
const MAX_ENTRIES = 5;
const ENTRY = /^[\w-]{16}\.[0-9a-z]{1,10}\.[\w-]{43}$/;

const sign = (email: string, nonce: string, issued: string) =>
  createHmac("sha256", config().nextAuthSecret).update(`device-cookie\n${email}\n${nonce}\n${issued}`).digest("base64url");

/** The well-formed entries of the device cookie in a Cookie header. */
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

/** The id of this browser's entry for `email` (it signed in to that account before), or null. */
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

/** The cookie to set after a successful sign-in: a fresh entry for `email` first, other accounts' entries kept. */
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
