ALTER TABLE "hunts" ADD COLUMN "search_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "hunts_search_rank_id_idx" ON "hunts" USING btree ("search_rank","id");