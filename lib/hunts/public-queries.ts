import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { huntDepartures } from "@/db/schema";
import { cached } from "@/lib/cache/cached";
import { toPublicDeparture } from "@/lib/departures/present";
import { todayIn } from "@/lib/departures/dates";
import { HUNTS_TAG, huntTag, outfitterTag } from "@/lib/cache/tags";
import type { CurrentUser } from "@/lib/auth/current-user";
import { getPublicOutfitter, isListedOutfitter, type PublicOutfitter } from "@/lib/outfitters/public";
import type { PublicHunt } from "./present";
import { HUNT_WITH_OUTFITTER_COLUMNS, publicHuntOf, type HuntJoinedRow } from "./public-rows";
import { searchHunts } from "./search";
import { huntTagOf } from "@/lib/tags/hunt-tags";

export const FEATURED_LIMIT = 12;
export const LANDING_FALLBACK_LIMIT = 6;

async function huntWithOutfitter(id: number): Promise<PublicHunt | null> {
  const rows = await queryRows<HuntJoinedRow>(
    db,
    sql`SELECT ${HUNT_WITH_OUTFITTER_COLUMNS} FROM hunts h JOIN users u ON u.id = h.outfitter_id WHERE h.id = ${id}`,
  );
  if (!rows[0]) return null;
  const departures = await db
    .select()
    .from(huntDepartures)
    .where(eq(huntDepartures.huntId, id))
    .orderBy(asc(huntDepartures.startDate), asc(huntDepartures.endDate), asc(huntDepartures.id));
  const today = todayIn(rows[0].time_zone);
  return { ...publicHuntOf(rows[0]), departures: departures.map((d) => toPublicDeparture(d, today)), tag: await huntTagOf(db, id) };
}

// Tagged with the hunt only: visibility also depends on the outfitter (see getListedHunt).
export const getHuntById = (id: number) => cached(huntWithOutfitter, ["hunt-by-id"], { tags: [huntTag(id)] })(id);

export function isListedHunt(hunt: Pick<PublicHunt, "isActive">, outfitter: PublicOutfitter | null): boolean {
  return hunt.isActive && !!outfitter && isListedOutfitter(outfitter);
}

export type HuntPageData = { hunt: PublicHunt; outfitter: PublicOutfitter };

// Reads the outfitter through its own tagged cache, so pausing the outfitter hides the hunt page at once.
export async function getListedHunt(id: number): Promise<HuntPageData | null> {
  const hunt = await getHuntById(id);
  if (!hunt) return null;
  const outfitter = await getPublicOutfitter(hunt.outfitterId);
  if (!outfitter || !isListedHunt(hunt, outfitter)) return null;
  // The hunt entry is tagged with the hunt only: take the outfitter summary from the outfitter's entry.
  const { id: oid, firstName, isTopTier, profileImage, coverPhoto } = outfitter;
  return { hunt: { ...hunt, outfitter: { id: oid, firstName, isTopTier, profileImage, coverPhoto } }, outfitter };
}

// Not the public cache: a hidden hunt is shown only to its own outfitter and the admin.
export async function getHuntForViewer(id: number, viewer: CurrentUser | null): Promise<PublicHunt | null> {
  const hunt = await huntWithOutfitter(id);
  if (!hunt) return null;
  const [owner] = await queryRows<{ role: string; is_approved: boolean; is_active: boolean }>(
    db,
    sql`SELECT role, is_approved, is_active FROM users WHERE id = ${hunt.outfitterId}`,
  );
  const listed = hunt.isActive && owner?.role === "outfitter" && owner.is_approved && owner.is_active;
  if (listed) return hunt;
  if (viewer && (viewer.role === "admin" || viewer.id === hunt.outfitterId)) return hunt;
  return null;
}

async function featuredHunts(): Promise<PublicHunt[]> {
  const rows = await queryRows<HuntJoinedRow>(
    db,
    sql`SELECT ${HUNT_WITH_OUTFITTER_COLUMNS}
        FROM hunts h JOIN users u ON u.id = h.outfitter_id
        WHERE h.featured AND h.is_active AND h.search_rank > 0
        ORDER BY h.search_rank DESC, h.id DESC
        LIMIT ${FEATURED_LIMIT}`,
  );
  return rows.map(publicHuntOf);
}

export const getFeaturedHunts = cached(featuredHunts, ["featured-hunts"], { tags: [HUNTS_TAG] });

async function landingHunts(): Promise<{ hunts: PublicHunt[]; source: "featured" | "latest" }> {
  const featured = await featuredHunts();
  if (featured.length) return { hunts: featured, source: "featured" };
  const { hunts } = await searchHunts({}, { limit: LANDING_FALLBACK_LIMIT });
  return { hunts, source: "latest" };
}

export const getLandingHunts = cached(landingHunts, ["landing-hunts"], { tags: [HUNTS_TAG] });

export const OUTFITTER_PAGE_HUNTS = 24;

async function outfitterHunts(outfitterId: number) {
  const [{ hunts }, [countRow]] = await Promise.all([
    searchHunts({ outfitterId }, { limit: OUTFITTER_PAGE_HUNTS }),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM hunts h WHERE h.outfitter_id = ${outfitterId} AND h.is_active AND h.search_rank > 0`,
    ),
  ]);
  return { hunts, activeCount: Number(countRow?.n ?? 0) };
}

// expireHunt and expireOutfitter both expire the outfitter tag, so no global tag is needed.
export const getOutfitterHunts = (outfitterId: number) =>
  cached(outfitterHunts, ["outfitter-hunts"], { tags: [outfitterTag(outfitterId)] })(outfitterId);
