import "server-only";
import type { DbOrTx } from "@/db";
import { enqueue } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";

/** Asks for the offer run of a departure whose spots may have freed (same transaction as the change). */
export async function offerFreedSpotsLater(tx: DbOrTx, departureId: number) {
  await enqueue(tx, QUEUES.waitlistOffer.name, { departureId }, { singletonKey: `waitlist-offer-${departureId}` });
}
