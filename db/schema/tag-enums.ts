import { pgEnum } from "drizzle-orm/pg-core";

// Beside the tag tables rather than in enums.ts, so parallel schema work merges cleanly; client-safe.
export const huntTagType = pgEnum("hunt_tag_type", ["none", "otc", "draw", "allocated", "included"]);
export const failedDrawOutcome = pgEnum("failed_draw_outcome", ["refund", "rollover", "switch", "credit"]);
export const tagResult = pgEnum("tag_result", ["pending", "drawn", "not_drawn"]);
export const tagResultReview = pgEnum("tag_result_review", ["unconfirmed", "confirmed", "disputed"]);
