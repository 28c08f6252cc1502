import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { bookings } from "@/db/schema";

import { TAG_STATUS_FILTERS, type TagStatusFilter } from "./tag-status";

export { TAG_STATUS_FILTERS, type TagStatusFilter };

/** The admin's bookings list: `tagStatus` keeps bookings with a hunter in that draw state (a result or its review). */
export const tagStatusQuerySchema = z.object({
  tagStatus: z.enum(TAG_STATUS_FILTERS, { error: `tagStatus must be one of ${TAG_STATUS_FILTERS.join(", ")}` }).optional(),
});

export function tagStatusCondition(status: TagStatusFilter): SQL {
  const column = status === "unconfirmed" || status === "disputed" ? sql`r.review::text` : sql`r.status::text`;
  return sql`EXISTS (SELECT 1 FROM booking_tag_results r WHERE r.booking_id = ${bookings.id} AND ${column} = ${status})`;
}
