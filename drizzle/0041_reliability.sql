CREATE TABLE "outfitter_reliability" (
	"outfitter_id" integer PRIMARY KEY NOT NULL,
	"response_items" integer NOT NULL,
	"answered_within_24h" integer NOT NULL,
	"response_rate_pct" smallint,
	"median_response_minutes" integer,
	"accepted_bookings" integer NOT NULL,
	"outfitter_cancellations" integer NOT NULL,
	"cancellation_share_bp" integer,
	"penalized" boolean NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outfitter_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"outfitter_id" integer NOT NULL,
	"hunter_id" integer NOT NULL,
	"booking_id" integer,
	"opted_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opted_out_at" timestamp with time zone,
	"last_contacted_at" timestamp with time zone,
	"contact_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_id" integer NOT NULL,
	"outfitter_id" integer NOT NULL,
	"visitor_id" integer NOT NULL,
	"reference_hunter_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reliability_penalized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outfitter_reliability" ADD CONSTRAINT "outfitter_reliability_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_references" ADD CONSTRAINT "outfitter_references_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_references" ADD CONSTRAINT "outfitter_references_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_references" ADD CONSTRAINT "outfitter_references_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_contacts" ADD CONSTRAINT "reference_contacts_reference_id_outfitter_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."outfitter_references"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_contacts" ADD CONSTRAINT "reference_contacts_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_contacts" ADD CONSTRAINT "reference_contacts_visitor_id_users_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_contacts" ADD CONSTRAINT "reference_contacts_reference_hunter_id_users_id_fk" FOREIGN KEY ("reference_hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outfitter_references_pair_key" ON "outfitter_references" USING btree ("outfitter_id","hunter_id");--> statement-breakpoint
CREATE INDEX "outfitter_references_rotation_idx" ON "outfitter_references" USING btree ("outfitter_id","last_contacted_at") WHERE "outfitter_references"."opted_out_at" is null;--> statement-breakpoint
CREATE INDEX "reference_contacts_visitor_idx" ON "reference_contacts" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "reference_contacts_pair_idx" ON "reference_contacts" USING btree ("reference_hunter_id","visitor_id");--> statement-breakpoint
CREATE INDEX "bookings_outfitter_answered_idx" ON "bookings" USING btree ("outfitter_id","answered_at");