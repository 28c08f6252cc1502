ALTER TABLE "hunts" ADD COLUMN "all_in_from_cents" integer;--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "licence_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "has_trophy_fees" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "all_in_max" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "licence_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "no_trophy_fees" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "hunts_listed_all_in_idx" ON "hunts" USING btree ("all_in_from_cents","id") WHERE "hunts"."search_rank" > 0;