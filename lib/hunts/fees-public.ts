import "server-only";
import { db } from "@/db";
import { cached } from "@/lib/cache/cached";
import { huntTag } from "@/lib/cache/tags";
import { feesOfHunt } from "./fees";

/** A listed hunt's fee structure for its public page, cached with the hunt (a hunt save expires it). */
export const getHuntFees = (id: number) => cached((huntId: number) => feesOfHunt(db, huntId), ["hunt-fees"], { tags: [huntTag(id)] })(id);
