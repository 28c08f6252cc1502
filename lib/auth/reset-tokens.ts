import "server-only";
import { sql } from "drizzle-orm";
import { deleteInBatches, PRUNE_BATCH } from "@/lib/jobs/prune";

/** A deleted link answers exactly as a used or expired one, so pruning changes nothing a user sees. */
export async function pruneSpentResetTokens(batch = PRUNE_BATCH): Promise<number> {
  return deleteInBatches(
    batch,
    (limit) => sql`
    delete from password_reset_tokens where id in (
      select id from password_reset_tokens where used_at is not null or expires_at < now() limit ${limit})`,
  );
}
