import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { bookingClaims, hunts, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { bookingClaim } from "@/lib/email/templates";
import { findOutfitterTarget, requireHunter, type OutfitterTarget } from "@/lib/hunters/guard";
import { formatCents, formatUsd } from "@/lib/format/money";
import { createNotifications } from "@/lib/notifications/create";
import { enforceRateLimit } from "@/lib/rate-limit/service";
import type { ClaimOutfitter } from "./outfitter-search";
import type { ClaimData, SubmittedClaim } from "./schema";

export const CLAIMS_HUNTERS_ONLY = "Only hunters can claim bookings";

/** A hunter claims a booking made with an outfitter off the platform; the outfitter answers it (./outfitter.ts). */
export async function submitClaim(user: CurrentUser | null, data: ClaimData): Promise<SubmittedClaim> {
  const hunter = requireHunter(user, CLAIMS_HUNTERS_ONLY);
  const outfitter = await findOutfitterTarget(data.outfitterId, { listed: true });
  // Each claim e-mails the outfitter the hunter's own words: limited per hunter, like messages.
  await enforceRateLimit("claims", `user:${hunter.id}`);
  const claim = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookingClaims)
      .values({
        hunterId: hunter.id,
        outfitterId: outfitter.id,
        huntPriceCents: data.huntPriceCents,
        huntDescription: data.huntDescription,
        bookingDate: data.bookingDate,
      })
      .returning();
    await createNotifications(tx, [{ userId: outfitter.id, title: "New Booking Claim", message: claimNotice(hunter, data) }]);
    return { row: row!, emailId: await emailOutfitter(tx, outfitter, hunter, data, row!.id) };
  });
  await deliverAfterCommit([claim.emailId]);
  const { row } = claim;
  return {
    id: row.id,
    outfitterId: row.outfitterId,
    huntPrice: formatCents(row.huntPriceCents),
    huntDescription: row.huntDescription,
    bookingDate: row.bookingDate,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

function claimNotice(hunter: CurrentUser, data: ClaimData): string {
  const when = data.bookingDate ? ` on ${data.bookingDate}` : "";
  return `${hunter.firstName} ${hunter.lastName} says they booked "${data.huntDescription}" with you${when} for ${formatUsd(data.huntPriceCents)}. Please accept or deny the claim from your dashboard.`;
}

/** The outfitter's e-mail, written to the outbox with the claim: no claim, no e-mail; no e-mail, no claim. */
function emailOutfitter(tx: DbOrTx, outfitter: OutfitterTarget, hunter: CurrentUser, data: ClaimData, claimId: number): Promise<number> {
  const mail = bookingClaim.build({
    outfitterName: outfitter.firstName,
    claimText: claimNotice(hunter, data),
    dashboardUrl: `${config().APP_URL}/outfitter-dashboard`,
  });
  return enqueueEmail(tx, outfitter.email, mail, { bookingClaimId: claimId });
}

export const CLAIM_HUNTS_PER_OUTFITTER = 24;

export async function claimOutfitters(user: CurrentUser | null): Promise<ClaimOutfitter[]> {
  requireHunter(user, CLAIMS_HUNTERS_ONLY);
  const outfitters = await db
    .select({ id: users.id, firstName: users.firstName, profileImage: users.profileImage, isTopTier: users.isTopTier })
    .from(users)
    .where(and(eq(users.role, "outfitter"), eq(users.isApproved, true), eq(users.isActive, true)))
    .orderBy(desc(users.isTopTier), asc(users.firstName), asc(users.id));
  if (!outfitters.length) return [];
  const huntRows = await db
    .select({
      id: hunts.id,
      outfitterId: hunts.outfitterId,
      title: hunts.title,
      species: hunts.species,
      location: hunts.location,
      image: sql<string | null>`${hunts.images}[1]`,
    })
    .from(hunts)
    .where(
      and(
        inArray(
          hunts.outfitterId,
          outfitters.map((o) => o.id),
        ),
        eq(hunts.isActive, true),
        sql`${hunts.searchRank} > 0`,
      ),
    )
    .orderBy(desc(hunts.id));
  const byOutfitter = new Map<number, ClaimOutfitter["hunts"]>();
  for (const h of huntRows) {
    const list = byOutfitter.get(h.outfitterId) ?? [];
    if (list.length < CLAIM_HUNTS_PER_OUTFITTER)
      list.push({ id: h.id, title: h.title, species: h.species, location: h.location, image: h.image });
    byOutfitter.set(h.outfitterId, list);
  }
  return outfitters.map((o) => ({ ...o, hunts: byOutfitter.get(o.id) ?? [] }));
}
