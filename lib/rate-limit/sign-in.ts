import { sql, type SQL } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { config } from "@/lib/config";
import { tooManyRequests } from "@/lib/http/errors";
import { enforceRateLimit, refundRateLimit } from "./service";

/**
 * Sign-in limits. Only failed sign-ins count: every attempt is counted when it starts (so a burst
 * of parallel guesses cannot all slip past a check) and a success takes its count back.
 *  - Per client address (lib/http/client-ip.ts): RATE_LIMIT_LOGIN failures per window, then 429.
 *  - Per account: after RATE_LIMIT_LOGIN_ACCOUNT failures each further attempt must wait a
 *    growing delay after the previous one (1 s, 2 s, 4 s … at most BACKOFF_MAX_SECONDS), instead
 *    of a lockout anyone could trigger for someone else's account. The key is the e-mail address
 *    tried, whether or not it has an account, so the limit tells nothing about accounts.
 *  - A browser that signed in to the account before (lib/auth/device-cookie.ts) is counted on its
 *    own device key instead of the account's and the address's: failures from elsewhere never
 *    block it, and its own failures back it off the same way.
 */
export const BACKOFF_MAX_SECONDS = 300;

export const accountBackoffMessage = (seconds: number) =>
  `Too many failed sign-ins for this account. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again, or sign in on a device you have used before.`;

export type SignInAttempt = { email: string; ip: string; device: string | null };

const backoffKey = (a: SignInAttempt) => (a.device ? `login:device:${a.device}` : `login:account:${a.email}`);
const ipSubject = (a: SignInAttempt) => `ip:${a.ip}`;

/** Counts the attempt, or throws 429 when the address or the account (or device) must wait. */
export async function beginSignInAttempt(a: SignInAttempt): Promise<void> {
  if (config().RATE_LIMIT === "off") return;
  if (!a.device) await enforceRateLimit("login", ipSubject(a));
  const wait = await reserveBackoffAttempt(backoffKey(a));
  if (wait !== null) {
    if (!a.device) await refundRateLimit("login", ipSubject(a));
    throw tooManyRequests(accountBackoffMessage(wait));
  }
}

/** The password was right: the attempt was not a failure, and the account's failures are forgiven. */
export async function signInSucceeded(a: SignInAttempt): Promise<void> {
  if (config().RATE_LIMIT === "off") return;
  if (!a.device) await refundRateLimit("login", ipSubject(a));
  await queryRows(db, sql`delete from rate_limits where key = ${backoffKey(a)}`);
}

/**
 * One atomic upsert: counts the attempt and stamps its time unless the key is inside its back-off
 * delay; answers null when counted, else the seconds left to wait. The row's window_start is the
 * time of the last counted attempt; a key unused for the rate-limit window starts again from 0.
 */
async function reserveBackoffAttempt(key: string): Promise<number | null> {
  const c = config();
  const free = c.RATE_LIMIT_LOGIN_ACCOUNT;
  const expired = sql`rate_limits.window_start < now() - make_interval(secs => ${c.RATE_LIMIT_WINDOW_SECONDS})`;
  // 2^(failures past the free ones) seconds, at most BACKOFF_MAX_SECONDS. The exponent is clamped
  // first: PostgreSQL raises on a double that overflows or underflows, so 2^(1 - 100000) (a huge
  // free allowance) or 2^1100 (an account attacked a thousand times) would be a 500 on every attempt.
  const delay = (count: SQL) => sql`least(${BACKOFF_MAX_SECONDS}, power(2, least(greatest(${count} - ${free}, -30), 30)))`;
  const blocked = sql`(rate_limits.count >= ${free} and now() < rate_limits.window_start + make_interval(secs => ${delay(sql`rate_limits.count`)}))`;
  const rows = await queryRows<{ counted: boolean; wait: number }>(
    db,
    sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when ${expired} then 1 when ${blocked} then rate_limits.count else rate_limits.count + 1 end,
      window_start = case when ${expired} or not ${blocked} then now() else rate_limits.window_start end
    returning window_start = now() as counted,
      extract(epoch from (window_start + make_interval(secs => ${delay(sql`count`)}) - now()))::float8 as wait`,
  );
  const row = rows[0];
  if (!row || row.counted) return null;
  return Math.max(1, Math.ceil(Number(row.wait)));
}
