ALTER TABLE "hunt_departures" ADD COLUMN "deal_discount_bp" integer;--> statement-breakpoint
ALTER TABLE "hunt_departures" ADD COLUMN "deal_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "deals_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "hunt_departures_deal_idx" ON "hunt_departures" USING btree ("deal_marked_at") WHERE deal_discount_bp is not null;--> statement-breakpoint
ALTER TABLE "hunt_departures" ADD CONSTRAINT "hunt_departures_deal_check" CHECK (("hunt_departures"."deal_discount_bp" is null and "hunt_departures"."deal_marked_at" is null) or ("hunt_departures"."deal_discount_bp" between 1 and 9999 and "hunt_departures"."deal_marked_at" is not null));