CREATE TABLE "email_bounces" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text,
	"bounced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_search_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"saved_search_id" integer NOT NULL,
	"period" text NOT NULL,
	"hunt_ids" integer[] NOT NULL,
	"departure_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hunter_id" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text NOT NULL,
	"alerts_on" boolean DEFAULT true NOT NULL,
	"checked_through" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"species_terms" text[],
	"location_pattern" text,
	"dates_pattern" text,
	"outfitter_id" integer,
	"price_min" integer,
	"price_max" integer,
	"duration_min" integer,
	"duration_max" integer,
	"required_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"weapon_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"has_trip" boolean DEFAULT false NOT NULL,
	"trip_from" date,
	"trip_to" date,
	"party_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_name_check" CHECK (length("saved_searches"."name") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"departure_id" integer NOT NULL,
	"hunter_id" integer NOT NULL,
	"party_size" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_party_check" CHECK ("waitlist_entries"."party_size" between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_departure_id_hunt_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."hunt_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_period_key" ON "saved_search_alerts" USING btree ("saved_search_id","period");--> statement-breakpoint
CREATE INDEX "saved_searches_hunter_idx" ON "saved_searches" USING btree ("hunter_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_species_gin" ON "saved_searches" USING gin ("species_terms") WHERE alerts_on;--> statement-breakpoint
CREATE INDEX "saved_searches_outfitter_idx" ON "saved_searches" USING btree ("outfitter_id") WHERE alerts_on and species_terms is null;--> statement-breakpoint
CREATE INDEX "saved_searches_unkeyed_idx" ON "saved_searches" USING btree ("frequency") WHERE alerts_on and species_terms is null and outfitter_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_key" ON "waitlist_entries" USING btree ("departure_id","hunter_id") WHERE status in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("departure_id","created_at","id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_hunter_idx" ON "waitlist_entries" USING btree ("hunter_id","created_at");