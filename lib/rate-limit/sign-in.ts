import { sql, type SQL } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { config } from "@/lib/config";
import { tooManyRequests } from "@/lib/http/errors";
import { enforceRateLimit, refundRateLimit } from "./service";

// Attempts count when they start (parallel guesses cannot slip past); a success takes it back. Per e-mail
// tried (account or not, so nothing leaks) a growing delay, not a lockout; a known device has its own key.
export const BACKOFF_MAX_SECONDS = 300;

export const accountBackoffMessage = (seconds: number) =>
  `Too many failed sign-ins for this account. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again, or sign in on a device you have used before.`;

export type SignInAttempt = { email: string; ip: string; device: string | null };

const backoffKey = (a: SignInAttempt) => (a.device ? `login:device:${a.device}` : `login:account:${a.email}`);
const ipSubject = (a: SignInAttempt) => `ip:${a.ip}`;

export async function beginSignInAttempt(a: SignInAttempt): Promise<void> {
  if (config().RATE_LIMIT === "off") return;
  if (!a.device) await enforceRateLimit("login", ipSubject(a));
  const wait = await reserveBackoffAttempt(backoffKey(a));
  if (wait !== null) {
    if (!a.device) await refundRateLimit("login", ipSubject(a));
    throw tooManyRequests(accountBackoffMessage(wait));
  }
}

export async function signInSucceeded(a: SignInAttempt): Promise<void> {
  if (config().RATE_LIMIT === "off") return;
  if (!a.device) await refundRateLimit("login", ipSubject(a));
  await queryRows(db, sql`delete from rate_limits where key = ${backoffKey(a)}`);
}

// Null when counted, else the seconds left; window_start is the time of the last counted attempt.
async function reserveBackoffAttempt(key: string): Promise<number | null> {
  const c = config();
  const free = c.RATE_LIMIT_LOGIN_ACCOUNT;
  const expired = sql`rate_limits.window_start < now() - make_interval(secs => ${c.RATE_LIMIT_WINDOW_SECONDS})`;
  // The exponent is clamped first: PostgreSQL raises on a double that overflows or underflows (a 500 on every attempt).
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
