import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { cached } from "@/lib/cache/cached";
import { huntTag, outfitterTag } from "@/lib/cache/tags";
import type { PublicHunt } from "./present";
import { HUNT_WITH_OUTFITTER_COLUMNS, publicHuntOf, type HuntJoinedRow } from "./public-rows";
import { escapeLike } from "./dates-pattern";
import { textArrayParam } from "./search";
import { SIMILAR_HUNTS_LIMIT, priceBandOf, regionOf, speciesFamilyOf } from "./similar-criteria";

type SimilarSource = { id: number; species: string[]; location: string; priceCents: number };
type SimilarKey = { id: number; outfitterId: number };

/** How many of each species' best-ranked listed hunts are looked at: a page miss stays a bounded index walk at any catalogue size. */
const SCAN_PER_SPECIES = 1000;

/**
 * Listed hunts of the same species family whose location names the same region as one of its
 * comma-separated parts, priced within ±30%: per species an index-only walk of hunt_species (its
 * key is species, rank, hunt; price and location are included), the best ranked and closest in price first.
 */
export function similarHuntKeysSql(h: SimilarSource): SQL | null {
  const family = speciesFamilyOf(h.species);
  const region = regionOf(h.location);
  if (!family.length || !region) return null;
  const { min, max } = priceBandOf(h.priceCents);
  return sql`SELECT x.hunt_id AS id, x.outfitter_id FROM unnest(${textArrayParam(family)}) AS f(species)
        CROSS JOIN LATERAL (
          SELECT t.hunt_id, t.outfitter_id, t.search_rank, t.price_cents FROM (
            SELECT hs.hunt_id, hs.outfitter_id, hs.search_rank, hs.price_cents, hs.location_lower FROM hunt_species hs
             WHERE hs.species = f.species AND hs.search_rank > 0
             ORDER BY hs.search_rank DESC, hs.hunt_id DESC LIMIT ${SCAN_PER_SPECIES}) t
           WHERE t.hunt_id <> ${h.id} AND t.price_cents BETWEEN ${min} AND ${max} AND t.location_lower LIKE ${`%${escapeLike(region)}%`}
             AND regexp_replace(',' || t.location_lower || ',', '\\s*,\\s*', ',', 'g') LIKE ${`%,${escapeLike(region)},%`}
           LIMIT ${SIMILAR_HUNTS_LIMIT}) x
        GROUP BY x.hunt_id, x.outfitter_id
        ORDER BY max(x.search_rank) DESC, min(abs(x.price_cents - ${h.priceCents})), x.hunt_id
        LIMIT ${SIMILAR_HUNTS_LIMIT}`;
}

async function similarHuntKeys(h: SimilarSource): Promise<SimilarKey[]> {
  const query = similarHuntKeysSql(h);
  if (!query) return [];
  const rows = await queryRows<{ id: number; outfitter_id: number }>(db, query);
  return rows.map((r) => ({ id: Number(r.id), outfitterId: Number(r.outfitter_id) }));
}

async function huntCards(ids: number[]): Promise<PublicHunt[]> {
  const rows = await queryRows<HuntJoinedRow>(
    db,
    sql`SELECT ${HUNT_WITH_OUTFITTER_COLUMNS} FROM hunts h JOIN users u ON u.id = h.outfitter_id
         WHERE h.id = ANY(${`{${ids.join(",")}}`}::int[]) AND h.search_rank > 0`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), publicHuntOf(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The choice is cached with the hunt's own tag (and an hour: new hunts join within it); the cards with
 * the shown hunts' and their outfitters' tags, so one paused, edited or removed expires the page at once.
 * Not HUNTS_TAG: every hunt write anywhere would expire every hunt page.
 */
export async function getSimilarHunts(h: SimilarSource): Promise<PublicHunt[]> {
  const source = { id: h.id, species: h.species, location: h.location, priceCents: h.priceCents };
  const keys = await cached(similarHuntKeys, ["similar-hunt-keys"], { tags: [huntTag(h.id)] })(source);
  if (!keys.length) return [];
  const tags = [...keys.map((k) => huntTag(k.id)), ...new Set(keys.map((k) => outfitterTag(k.outfitterId)))];
  return cached(huntCards, ["similar-hunt-cards"], { tags })(keys.map((k) => k.id));
}
