import "server-only";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail, prepareEmail } from "@/lib/email";
import { passwordResetEmail } from "@/lib/email/templates";
import { log } from "@/lib/log";
import { newSecretToken, sha256 } from "./secure-token";

const RESET_TTL_MS = 60 * 60 * 1000;

/** A reset link works once and for one hour. An unknown address costs the same work (one statement, the e-mail rendered
 * anyway), or a known one's background work would slow the next request enough to tell. */
export async function sendResetLink(email: string, ip: string) {
  try {
    const token = newSecretToken();
    const link = `${config().APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
    // The link and its e-mail commit together, so neither exists without the other.
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
