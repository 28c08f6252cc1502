import "server-only";
import { sql } from "drizzle-orm";
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

/**
 * Listed hunts of the same species family (the GIN index on species), whose location names the same
 * region as one of its comma-separated parts, priced within ±30%; the best ranked and closest in price first.
 */
async function similarHuntKeys(h: SimilarSource): Promise<SimilarKey[]> {
  const family = speciesFamilyOf(h.species);
  const region = regionOf(h.location);
  if (!family.length || !region) return [];
  const { min, max } = priceBandOf(h.priceCents);
  const rows = await queryRows<{ id: number; outfitter_id: number }>(
    db,
    sql`SELECT h.id, h.outfitter_id FROM hunts h
         WHERE h.search_rank > 0 AND h.id <> ${h.id} AND h.species && ${textArrayParam(family)}
           AND h.price_cents BETWEEN ${min} AND ${max}
           AND regexp_replace(',' || h.location_lower || ',', '\\s*,\\s*', ',', 'g') LIKE ${`%,${escapeLike(region)},%`}
         ORDER BY h.search_rank DESC, abs(h.price_cents - ${h.priceCents}), h.id
         LIMIT ${SIMILAR_HUNTS_LIMIT}`,
  );
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
