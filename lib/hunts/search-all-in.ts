import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { HuntFilters } from "./search-schema";

/**
 * The whole-price filters on a hunts row aliased `h` (issue 46): the card's all-in from and two
 * flags, copied onto hunts by triggers from hunt_pricing (drizzle/0040), so each is a column test.
 */
export function allInConditions(f: HuntFilters): SQL[] {
  const c: SQL[] = [];
  if (f.maxAllIn !== undefined) c.push(sql`h.all_in_from_cents <= ${f.maxAllIn}::int`);
  if (f.licenceIncluded) c.push(sql`h.licence_included`);
  if (f.noTrophyFees) c.push(sql`NOT h.has_trophy_fees`);
  return c;
}
