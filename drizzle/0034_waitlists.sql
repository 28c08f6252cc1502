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
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_departure_id_hunt_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."hunt_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_key" ON "waitlist_entries" USING btree ("departure_id","hunter_id") WHERE status in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("departure_id","created_at","id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_hunter_idx" ON "waitlist_entries" USING btree ("hunter_id","created_at");