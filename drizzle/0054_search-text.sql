ALTER TABLE "hunt_species" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;