ALTER TABLE "hunts" ADD COLUMN "search_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "search_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "hunts_search_rank_id_idx" ON "hunts" USING btree ("search_rank","id");--> statement-breakpoint
CREATE INDEX "hunts_search_tags_gin" ON "hunts" USING gin ("search_tags");--> statement-breakpoint
CREATE INDEX "hunts_duration_idx" ON "hunts" USING btree ("duration_days");