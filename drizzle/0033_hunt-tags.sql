CREATE TYPE "public"."failed_draw_outcome" AS ENUM('refund', 'rollover', 'switch', 'credit');--> statement-breakpoint
CREATE TYPE "public"."hunt_tag_type" AS ENUM('none', 'otc', 'draw', 'allocated', 'included');--> statement-breakpoint
CREATE TABLE "booking_draw_terms" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"outcome" "failed_draw_outcome" NOT NULL,
	"alternative_hunt_id" integer,
	"results_on" date NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hunt_tags" (
	"hunt_id" integer PRIMARY KEY NOT NULL,
	"tag_type" "hunt_tag_type" NOT NULL,
	"region" text,
	"unit_code" text,
	"application_opens_on" date,
	"application_closes_on" date,
	"results_on" date,
	"who_may_apply" text,
	"points_note" text,
	"odds_text" text,
	"odds_source_url" text,
	"outfitter_applies" boolean DEFAULT false NOT NULL,
	"application_fee_cents" integer,
	"failed_draw_outcome" "failed_draw_outcome",
	"alternative_hunt_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunt_tags_draw_complete" CHECK ("hunt_tags"."tag_type" <> 'draw' or ("hunt_tags"."region" is not null and "hunt_tags"."application_opens_on" is not null and "hunt_tags"."application_closes_on" is not null and "hunt_tags"."results_on" is not null and "hunt_tags"."failed_draw_outcome" is not null)),
	CONSTRAINT "hunt_tags_dates_order" CHECK (("hunt_tags"."application_opens_on" is null or "hunt_tags"."application_closes_on" is null or "hunt_tags"."application_opens_on" <= "hunt_tags"."application_closes_on") and ("hunt_tags"."results_on" is null or "hunt_tags"."application_closes_on" is null or "hunt_tags"."results_on" >= "hunt_tags"."application_closes_on")),
	CONSTRAINT "hunt_tags_fee_check" CHECK ("hunt_tags"."application_fee_cents" is null or "hunt_tags"."application_fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_draw_terms" ADD CONSTRAINT "booking_draw_terms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_draw_terms" ADD CONSTRAINT "booking_draw_terms_alternative_hunt_id_hunts_id_fk" FOREIGN KEY ("alternative_hunt_id") REFERENCES "public"."hunts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_tags" ADD CONSTRAINT "hunt_tags_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_tags" ADD CONSTRAINT "hunt_tags_alternative_hunt_id_hunts_id_fk" FOREIGN KEY ("alternative_hunt_id") REFERENCES "public"."hunts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunt_tags_type_idx" ON "hunt_tags" USING btree ("tag_type","hunt_id");