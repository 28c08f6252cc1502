import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { TagType } from "./schema";

/** Search's tag condition on a hunts row aliased `h` (one primary-key probe of hunt_tags per candidate); `none`: the outfitter said no tag is needed. */
export const tagCondition = (tag: TagType): SQL =>
  sql`EXISTS (SELECT 1 FROM hunt_tags ht WHERE ht.hunt_id = h.id AND ht.tag_type = ${tag}::hunt_tag_type)`;
