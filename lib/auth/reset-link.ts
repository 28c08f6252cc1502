import "server-only";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail, prepareEmail } from "@/lib/email";
import { passwordResetEmail } from "@/lib/email/templates";
import { log } from "@/lib/log";
import { newSecretToken, sha256 } from "./secure-token";

const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Makes and e-mails a single-use reset link (valid 1 hour, stored hashed) when `email` belongs to
 * an account that may sign in. Runs after the forgot-password answer, and does the same work for
 * an unknown address: one statement that inserts the link only for such an account (and answers
 * whom), the link and the e-mail rendered either way; only its outbox row and delivery differ. Without that,
 * a known address's background work slowed the next request twice as much as an unknown one's.
 */
export async function sendResetLink(email: string, ip: string) {
  try {
    const token = newSecretToken();
    const link = `${config().APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
    // The link and its e-mail commit together: a link nobody was told of, or an e-mail naming a
    // link that was never stored, cannot happen.
    const sent = await db.transaction(async (tx) => {
      const rows = await queryRows<{ user_id: number; email: string; first_name: string }>(
        tx,
        sql`
          with account as (
            select id, email, first_name from users
            where email = ${email} and (is_active or (role = 'outfitter' and is_approved))
          ), link as (
            insert into password_reset_tokens (user_id, token_hash, expires_at)
            select id, ${sha256(token)}, ${new Date(Date.now() + RESET_TTL_MS).toISOString()}::timestamptz from account
            returning user_id
          )
          select link.user_id, account.email, account.first_name from link join account on account.id = link.user_id`,
      );
      const owner = rows[0];
      const message = await prepareEmail(passwordResetEmail(owner?.first_name ?? "there", link));
      return { userId: owner ? Number(owner.user_id) : null, emailId: owner ? await enqueueEmail(tx, owner.email, message) : null };
    });
    log.info("auth.reset.requested", { userId: sent.userId, ip });
    if (sent.emailId !== null) await deliverAfterCommit([sent.emailId]);
  } catch (err) {
    log.error("email.password_reset.failed", { err });
  }
}
