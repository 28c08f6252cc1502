import "server-only";
import { and, asc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import { db } from "@/db";
import { outfitterCredentials } from "@/db/schema";
import { todayIso } from "@/lib/departures/dates";
import { formatMonth } from "@/lib/format/dates";

/** What the public sees of an outfitter's credentials: verified labels only, never a document or its URL. */
export type PublicCredentials = {
  /** "Licensed outfitter — Montana #12345, verified Nov 2026", one per verified licence. */
  licences: string[];
  insured: boolean;
  memberships: string[];
  /** At least one verified licence: the "Verified outfitters only" filter and the search rank. */
  verified: boolean;
};

export const NO_CREDENTIALS: PublicCredentials = { licences: [], insured: false, memberships: [], verified: false };

export function licenceLabel(l: {
  licenceType: string | null;
  region: string | null;
  number: string | null;
  verifiedAt: Date | null;
}): string {
  const who = l.licenceType === "guide" ? "Licensed guide" : "Licensed outfitter";
  const verified = l.verifiedAt
    ? `, verified ${formatMonth(l.verifiedAt.getUTCFullYear(), l.verifiedAt.getUTCMonth() + 1, { short: true })}`
    : "";
  return `${who} — ${l.region ?? ""} #${l.number ?? ""}${verified}`;
}

// On its expiry day a credential stops counting here too, even before the job has marked it.
export async function publicCredentials(outfitterIds: number[], today = todayIso()): Promise<Map<number, PublicCredentials>> {
  const out = new Map<number, PublicCredentials>();
  if (!outfitterIds.length) return out;
  const rows = await db
    .select({
      outfitterId: outfitterCredentials.outfitterId,
      kind: outfitterCredentials.kind,
      region: outfitterCredentials.region,
      licenceType: outfitterCredentials.licenceType,
      number: outfitterCredentials.number,
      association: outfitterCredentials.association,
      verifiedAt: outfitterCredentials.verifiedAt,
    })
    .from(outfitterCredentials)
    .where(
      and(
        inArray(outfitterCredentials.outfitterId, outfitterIds),
        eq(outfitterCredentials.status, "approved"),
        or(isNull(outfitterCredentials.expiresOn), gt(outfitterCredentials.expiresOn, today)),
      ),
    )
    .orderBy(asc(outfitterCredentials.id));
  for (const r of rows) {
    const c = out.get(r.outfitterId) ?? { licences: [], insured: false, memberships: [], verified: false };
    if (r.kind === "licence") {
      c.licences.push(licenceLabel(r));
      c.verified = true;
    } else if (r.kind === "insurance") c.insured = true;
    else if (r.association) c.memberships.push(r.association);
    out.set(r.outfitterId, c);
  }
  return out;
}
