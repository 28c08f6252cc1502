CREATE TABLE "hunt_species" (
	"species" text NOT NULL,
	"search_rank" smallint NOT NULL,
	"hunt_id" integer NOT NULL,
	CONSTRAINT "hunt_species_species_search_rank_hunt_id_pk" PRIMARY KEY("species","search_rank","hunt_id")
);
--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "search_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "search_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "hunt_species" ADD CONSTRAINT "hunt_species_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunt_species_hunt_idx" ON "hunt_species" USING btree ("hunt_id");--> statement-breakpoint
CREATE INDEX "hunts_search_rank_id_idx" ON "hunts" USING btree ("search_rank","id");--> statement-breakpoint
CREATE INDEX "hunts_outfitter_rank_idx" ON "hunts" USING btree ("outfitter_id","search_rank","id");--> statement-breakpoint
CREATE INDEX "hunts_search_tags_gin" ON "hunts" USING gin ("search_tags");--> statement-breakpoint
CREATE INDEX "hunts_duration_idx" ON "hunts" USING btree ("duration_days");