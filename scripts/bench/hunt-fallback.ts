import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { SPECIES } from "../../lib/hunts/species";

/**
 * Minimal bulk hunt generator with the signature of seed/hunt-generator.ts (the demo-data work),
 * used by the bench only when that module is not in the tree. Deterministic for a seed.
 */
export type GenerateHuntsOptions = { count: number; outfitterIds: number[]; seed?: number; batchSize?: number };

function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

const PLACES = [
  "Montana, USA",
  "Wyoming, USA",
  "Colorado, USA",
  "Idaho, USA",
  "Alaska, USA",
  "Texas, USA",
  "Arkansas, USA",
  "British Columbia, Canada",
  "Alberta, Canada",
  "Yukon, Canada",
  "Limpopo, South Africa",
  "Eastern Cape, South Africa",
  "Namibia",
  "Tanzania",
  "Scotland, UK",
  "Bavaria, Germany",
  "Tyrol, Austria",
  "Kyrgyzstan",
  "New Zealand",
  "Argentina",
];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEAPON_TEXT = ["rifle", "bow", "archery", "muzzleloader", "shotgun", "crossbow", "handgun"];
const STYLES = ["Spot and Stalk", "Fair Chase", "Backcountry", "Lodge-Based", "Tented Camp", "Horseback", "Guided"];

export async function generateHunts(db: DbOrTx, opts: GenerateHuntsOptions): Promise<number> {
  const r = rng(opts.seed ?? 1);
  const batchSize = opts.batchSize ?? 1000;
  const species = SPECIES.filter((s) => s !== "other");
  let inserted = 0;
  for (let start = 0; start < opts.count; start += batchSize) {
    const rows = [];
    for (let i = start; i < Math.min(opts.count, start + batchSize); i++) {
      const sp = r.pick(species);
      const place = r.pick(PLACES);
      const weapon = r.pick(WEAPON_TEXT);
      const month = r.int(0, 11);
      const days = r.int(1, 21);
      const price = r.int(8, 400) * 10000;
      const discounted = r.next() < 0.15;
      const active = r.next() >= 0.05;
      rows.push({
        outfitter_id: opts.outfitterIds[i % opts.outfitterIds.length],
        title: `${r.pick(STYLES)} ${sp.replace(/\b\w/g, (c) => c.toUpperCase())} Hunt in ${place.split(",")[0]}`,
        description: `A ${days}-day guided ${weapon} hunt for ${sp} in ${place}. Experienced guides, comfortable camp and meals included.`,
        species: [sp],
        location: place,
        price_cents: discounted ? Math.round(price * 0.85) : price,
        original_price_cents: discounted ? price : null,
        is_discounted: discounted,
        discount_type: discounted ? "percentage" : null,
        discount_value: discounted ? 1500 : null,
        duration_days: days,
        group_size: r.int(1, 8),
        difficulty: r.pick(["easy", "moderate", "difficult", "extreme", null]),
        dates: `${MONTHS[month]} ${r.int(1, 20)} - ${MONTHS[month]} ${r.int(21, 28)}, ${r.int(2026, 2028)}`,
        availability: r.int(0, 8),
        images: [`/demo/hunts/${sp.replace(/[^a-z]+/g, "-")}.photo.webp`],
        is_active: active,
        featured: active && r.next() < 0.01,
      });
    }
    await db.execute(sql`
      INSERT INTO hunts (outfitter_id, title, description, species, location, price_cents, original_price_cents,
        is_discounted, discount_type, discount_value, duration_days, group_size, difficulty, dates, availability,
        images, is_active, featured)
      SELECT outfitter_id, title, description, species, location, price_cents, original_price_cents, is_discounted,
        discount_type, discount_value, duration_days, group_size, difficulty, dates, availability, images, is_active, featured
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(outfitter_id int, title text, description text,
        species text[], location text, price_cents int, original_price_cents int, is_discounted boolean,
        discount_type discount_type, discount_value int, duration_days int, group_size int, difficulty hunt_difficulty,
        dates text, availability int, images text[], is_active boolean, featured boolean)`);
    inserted += rows.length;
  }
  return inserted;
}
