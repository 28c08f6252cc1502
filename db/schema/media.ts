import { bigint, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * Every stored upload: what was kept of it (the re-encoded photo with its social card, or the
 * video), by whom, and from which route (a server upload, or a browser's direct upload to Vercel
 * Blob recorded when it completed). `key` is the storage key of the photo or video (lib/storage/keys.ts),
 * so a completion reported twice (the browser, then Blob's callback) is recorded once.
 */
export const mediaUploads = pgTable(
  "media_uploads",
  {
    key: text("key").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["image", "video"] }).notNull(),
    url: text("url").notNull(),
    cardUrl: text("card_url"),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    source: text("source", { enum: ["server", "client"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("media_uploads_owner_idx").on(t.ownerId, t.createdAt)],
);
