import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { config } from "@/lib/config";
import { tooManyRequests } from "@/lib/http/errors";
import { deleteInBatches, PRUNE_BATCH } from "@/lib/jobs/prune";

export type RateLimitName = "login" | "register" | "forgot" | "messages" | "contact" | "claims";

function limitFor(name: RateLimitName): number {
  const c = config();
  return {
    login: c.RATE_LIMIT_LOGIN,
    register: c.RATE_LIMIT_REGISTER,
    forgot: c.RATE_LIMIT_FORGOT,
    messages: c.RATE_LIMIT_MESSAGES,
    contact: c.RATE_LIMIT_CONTACT,
    claims: c.RATE_LIMIT_CLAIMS,
  }[name];
}

const MESSAGES: Record<RateLimitName, string> = {
  login: "Too many sign-in attempts. Please wait a few minutes and try again.",
  register: "Too many accounts created from this address. Please try again later.",
  forgot: "Too many password reset requests. Please try again later.",
  messages: "You are sending messages too quickly. Please wait a moment.",
  contact: "Too many messages sent from this address. Please try again later or e-mail us directly.",
  claims: "You are submitting booking claims too quickly. Please try again later.",
};

// Stored in the database so the limit holds across instances; one atomic upsert, no read-then-write race.
export async function enforceRateLimit(name: RateLimitName, subject: string) {
  const c = config();
  if (c.RATE_LIMIT === "off") return;
  const window = c.RATE_LIMIT_WINDOW_SECONDS;
  const key = `${name}:${subject}`;
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${window}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${window}) then now() else rate_limits.window_start end
    returning count`,
  );
  const count = Number(rows[0]?.count ?? 0);
  if (count > limitFor(name)) throw tooManyRequests(MESSAGES[name]);
}

// A sign-in that succeeded was not a failure.
export async function refundRateLimit(name: RateLimitName, subject: string) {
  const key = `${name}:${subject}`;
  await queryRows(db, sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

// At most one notification e-mail per conversation and receiving inbox in this window.
export const MESSAGE_EMAIL_WINDOW_MINUTES = 15;

// The longest window of any counter in rate_limits (including the message e-mail throttle); a new
// counter with a longer window must be added here.
export function rateLimitRowLifetimeSeconds(): number {
  return Math.max(config().RATE_LIMIT_WINDOW_SECONDS, MESSAGE_EMAIL_WINDOW_MINUTES * 60);
}

export async function pruneExpiredRateLimits(batch = PRUNE_BATCH): Promise<number> {
  return deleteInBatches(
    batch,
    (limit) => sql`
    delete from rate_limits where key in (
      select key from rate_limits
      where window_start < now() - make_interval(secs => ${rateLimitRowLifetimeSeconds()})
      limit ${limit})`,
  );
}
