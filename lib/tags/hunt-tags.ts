import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { hunts, huntTags } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { badRequest } from "@/lib/http/errors";
import { applicationFeeOfRow } from "./application-fee";
import { toPublicHuntTag, type PublicHuntTag } from "./present";
import type { HuntTagValues } from "./schema";

export const ALTERNATIVE_MESSAGES = {
  notOwn: "The alternative must be another of your own hunts",
  needsDraw: "The alternative must be an over-the-counter or tag-included hunt, not another draw",
} as const;

// An alternative the hunter can actually go on without a draw.
const SURE_TAGS = new Set(["otc", "included", "none"]);

async function assertAlternative(tx: DbOrTx, user: CurrentUser, huntId: number, altId: number) {
  const [alt] = await tx
    .select({ outfitterId: hunts.outfitterId, tagType: huntTags.tagType })
    .from(hunts)
    .leftJoin(huntTags, eq(huntTags.huntId, hunts.id))
    .where(and(eq(hunts.id, altId), isNull(hunts.deletedAt)));
  const field = (message: string) => badRequest(message, { "tag.alternativeHuntId": [message] });
  if (!alt || alt.outfitterId !== user.id || altId === huntId) throw field(ALTERNATIVE_MESSAGES.notOwn);
  if (!SURE_TAGS.has(alt.tagType ?? "none")) throw field(ALTERNATIVE_MESSAGES.needsDraw);
}

/** Writes the hunt's tag row in the hunt's own transaction (a refusal leaves nothing written). */
export async function saveHuntTag(tx: DbOrTx, user: CurrentUser, huntId: number, values: HuntTagValues) {
  if (values.alternativeHuntId !== null) await assertAlternative(tx, user, huntId, values.alternativeHuntId);
  await tx
    .insert(huntTags)
    .values({ huntId, ...values })
    .onConflictDoUpdate({ target: huntTags.huntId, set: { ...values, updatedAt: new Date() } });
}

export async function huntTagsOf(tx: DbOrTx, huntIds: number[]): Promise<Map<number, PublicHuntTag>> {
  if (huntIds.length === 0) return new Map();
  const rows = await tx
    .select({ tag: huntTags, altTitle: hunts.title })
    .from(huntTags)
    .leftJoin(hunts, eq(hunts.id, huntTags.alternativeHuntId))
    .where(inArray(huntTags.huntId, huntIds));
  return new Map(
    rows.map(({ tag, altTitle }) => [
      tag.huntId,
      toPublicHuntTag(tag, tag.alternativeHuntId && altTitle ? { id: tag.alternativeHuntId, title: altTitle } : null),
    ]),
  );
}

export async function huntTagOf(tx: DbOrTx, huntId: number): Promise<PublicHuntTag | null> {
  return (await huntTagsOf(tx, [huntId])).get(huntId) ?? null;
}

/** The outfitter's draw application fee per hunter, for the price calculator (null: no such line). */
export async function applicationFeeOfHunt(tx: DbOrTx, huntId: number, today?: string): Promise<number | null> {
  const [row] = await tx.select().from(huntTags).where(eq(huntTags.huntId, huntId));
  return applicationFeeOfRow(row, today);
}
