import "server-only";
import { sql } from "drizzle-orm";
import { deleteInBatches, PRUNE_BATCH } from "@/lib/jobs/prune";

/**
 * Deletes password-reset links that can no longer be used (housekeeping job): used ones, and
 * unused ones past their hour. A link that is gone answers exactly as a used or expired one
 * ("This reset link is invalid or has expired"), so nothing a user sees changes.
 */
export async function pruneSpentResetTokens(batch = PRUNE_BATCH): Promise<number> {
  return deleteInBatches(
    batch,
    (limit) => sql`
    delete from password_reset_tokens where id in (
      select id from password_reset_tokens where used_at is not null or expires_at < now() limit ${limit})`,
  );
}
