CREATE TYPE "public"."failed_draw_outcome" AS ENUM('refund', 'rollover', 'switch', 'credit');--> statement-breakpoint
CREATE TYPE "public"."hunt_tag_type" AS ENUM('none', 'otc', 'draw', 'allocated', 'included');--> statement-breakpoint
CREATE TYPE "public"."tag_result" AS ENUM('pending', 'drawn', 'not_drawn');--> statement-breakpoint
CREATE TYPE "public"."tag_result_review" AS ENUM('unconfirmed', 'confirmed', 'disputed');--> statement-breakpoint
CREATE TABLE "booking_draw_terms" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"outcome" "failed_draw_outcome" NOT NULL,
	"alternative_hunt_id" integer,
	"results_on" date NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminders_stopped_at" timestamp with time zone
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
CREATE TABLE "booking_tag_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_tag_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"hunter_index" smallint NOT NULL,
	"status" "tag_result" DEFAULT 'pending' NOT NULL,
	"applied_at" timestamp with time zone,
	"reported_by" integer,
	"reported_at" timestamp with time zone,
	"proof_id" integer,
	"review" "tag_result_review",
	"dispute_message" text,
	"reviewed_at" timestamp with time zone,
	"auto_confirmed" boolean DEFAULT false NOT NULL,
	"resolution" "failed_draw_outcome",
	"resolution_state" text,
	"resolved_at" timestamp with time zone,
	"moved_to_departure_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_tag_results_index_check" CHECK ("booking_tag_results"."hunter_index" >= 1),
	CONSTRAINT "booking_tag_results_reported_check" CHECK (("booking_tag_results"."status" = 'pending') = ("booking_tag_results"."reported_at" is null))
);
--> statement-breakpoint
CREATE TABLE "tag_calendar_tokens" (
	"hunter_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_calendar_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tag_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tag_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hunter_id" integer NOT NULL,
	"outfitter_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"hunter_index" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"spent_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_credits_amount_check" CHECK ("tag_credits"."amount_cents" >= 0 and "tag_credits"."spent_cents" >= 0 and "tag_credits"."spent_cents" <= "tag_credits"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "tag_proofs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tag_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_proofs_size_check" CHECK ("tag_proofs"."size_bytes" > 0 and "tag_proofs"."size_bytes" <= 10485760)
);
--> statement-breakpoint
ALTER TABLE "booking_draw_terms" ADD CONSTRAINT "booking_draw_terms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_draw_terms" ADD CONSTRAINT "booking_draw_terms_alternative_hunt_id_hunts_id_fk" FOREIGN KEY ("alternative_hunt_id") REFERENCES "public"."hunts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_tags" ADD CONSTRAINT "hunt_tags_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_tags" ADD CONSTRAINT "hunt_tags_alternative_hunt_id_hunts_id_fk" FOREIGN KEY ("alternative_hunt_id") REFERENCES "public"."hunts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tag_results" ADD CONSTRAINT "booking_tag_results_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tag_results" ADD CONSTRAINT "booking_tag_results_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tag_results" ADD CONSTRAINT "booking_tag_results_proof_id_tag_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."tag_proofs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tag_results" ADD CONSTRAINT "booking_tag_results_moved_to_departure_id_hunt_departures_id_fk" FOREIGN KEY ("moved_to_departure_id") REFERENCES "public"."hunt_departures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_calendar_tokens" ADD CONSTRAINT "tag_calendar_tokens_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_credits" ADD CONSTRAINT "tag_credits_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_credits" ADD CONSTRAINT "tag_credits_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_credits" ADD CONSTRAINT "tag_credits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_proofs" ADD CONSTRAINT "tag_proofs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_proofs" ADD CONSTRAINT "tag_proofs_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunt_tags_type_idx" ON "hunt_tags" USING btree ("tag_type","hunt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_tag_results_booking_hunter_key" ON "booking_tag_results" USING btree ("booking_id","hunter_index");--> statement-breakpoint
CREATE INDEX "booking_tag_results_status_idx" ON "booking_tag_results" USING btree ("status","review");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_credits_share_key" ON "tag_credits" USING btree ("booking_id","hunter_index");--> statement-breakpoint
CREATE INDEX "tag_credits_hunter_idx" ON "tag_credits" USING btree ("hunter_id","outfitter_id");--> statement-breakpoint
CREATE INDEX "tag_proofs_booking_idx" ON "tag_proofs" USING btree ("booking_id");