import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingPartyMembers } from "@/db/schema";
import { conflict } from "@/lib/http/errors";
import { hasSignedIfRequired, SIGN_FIRST_MESSAGE } from "@/lib/agreements/service";

export const PAID_IN_SHARES_MESSAGE = "Each hunter of this party pays their own share: pay your share from the party page";

/** Before the lead pays a whole booking: the trip agreement is signed, and the party does not pay in shares. */
export async function assertWholePaymentAllowed(
  executor: DbOrTx,
  b: { id: number; huntId: number | null },
  payerId: number,
): Promise<void> {
  const [shared] = await executor
    .select({ id: bookingPartyMembers.id })
    .from(bookingPartyMembers)
    .where(eq(bookingPartyMembers.bookingId, b.id))
    .limit(1);
  if (shared) throw conflict(PAID_IN_SHARES_MESSAGE);
  if (!(await hasSignedIfRequired(executor, b.id, b.huntId, payerId))) throw conflict(SIGN_FIRST_MESSAGE);
}
