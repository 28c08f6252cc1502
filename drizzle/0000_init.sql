CREATE TYPE "public"."booking_payment_status" AS ENUM('unpaid', 'processing', 'paid', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."booking_source" AS ENUM('direct', 'claim');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('pending', 'accepted', 'denied', 'cancelled', 'completed');--> statement-breakpoint
CREATE TYPE "public"."claim_status" AS ENUM('pending', 'accepted', 'denied');--> statement-breakpoint
CREATE TYPE "public"."commission_payment_status" AS ENUM('created', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."commission_status" AS ENUM('pending', 'paid');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('amount', 'percentage');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."gear_category" AS ENUM('gear', 'clothing', 'equipment', 'accessories');--> statement-breakpoint
CREATE TYPE "public"."has_client_booking" AS ENUM('yes', 'no', 'pending', 'yes-partial-deposit');--> statement-breakpoint
CREATE TYPE "public"."hunt_difficulty" AS ENUM('easy', 'moderate', 'difficult', 'extreme');--> statement-breakpoint
CREATE TYPE "public"."inquiry_status" AS ENUM('initial', 'yes', 'no', 'maybe');--> statement-breakpoint
CREATE TYPE "public"."intake_budget" AS ENUM('under-5k', '5k-10k', '10k-20k', '20k-plus', 'flexible');--> statement-breakpoint
CREATE TYPE "public"."intake_hunt_type" AS ENUM('deer', 'elk', 'bear', 'bird', 'turkey', 'exotic', 'multiple', 'other');--> statement-breakpoint
CREATE TYPE "public"."intake_timeframe" AS ENUM('next-month', '2-3-months', '6-months', 'next-year', 'flexible');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('payment_reminder', 'warning', 'other');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('card', 'check');--> statement-breakpoint
CREATE TYPE "public"."report_booking_status" AS ENUM('yes', 'no', 'pending');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('hunter', 'outfitter', 'admin');--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"website_url" text,
	"role" "user_role" DEFAULT 'hunter' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_top_tier" boolean DEFAULT false NOT NULL,
	"cover_photo" text,
	"profile_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"template" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"meta" jsonb,
	"status" "email_status" DEFAULT 'queued' NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hunts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hunts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outfitter_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"species" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer,
	"is_discounted" boolean DEFAULT false NOT NULL,
	"discount_type" "discount_type",
	"discount_value" integer,
	"duration_days" integer NOT NULL,
	"group_size" integer NOT NULL,
	"difficulty" "hunt_difficulty",
	"dates" text NOT NULL,
	"availability" integer NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"video" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hunter_id" integer NOT NULL,
	"outfitter_id" integer NOT NULL,
	"hunt_id" integer,
	"hunt_price_cents" integer NOT NULL,
	"hunt_description" text NOT NULL,
	"booking_date" date,
	"notes" text,
	"status" "claim_status" DEFAULT 'pending' NOT NULL,
	"booking_id" integer,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hunter_id" integer NOT NULL,
	"outfitter_id" integer NOT NULL,
	"hunt_id" integer,
	"booking_status" "inquiry_status" DEFAULT 'initial' NOT NULL,
	"hunt_price_cents" integer,
	"notes" text,
	"hunt_type" "intake_hunt_type",
	"timeframe" "intake_timeframe",
	"budget" "intake_budget",
	"additional_info" text,
	"last_asked" timestamp with time zone,
	"next_follow_up" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hunt_id" integer,
	"outfitter_id" integer NOT NULL,
	"hunter_id" integer NOT NULL,
	"hunter_name" text NOT NULL,
	"hunter_phone" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"special_requirements" text,
	"terms_accepted" boolean DEFAULT false NOT NULL,
	"total_amount_cents" integer NOT NULL,
	"service_fee_cents" integer DEFAULT 0 NOT NULL,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"payment_status" "booking_payment_status" DEFAULT 'unpaid' NOT NULL,
	"payment_provider" text,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"source" "booking_source" DEFAULT 'direct' NOT NULL,
	"holds_spot" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"hunter_id" integer NOT NULL,
	"outfitter_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_hunter_id_outfitter_id_pk" PRIMARY KEY("hunter_id","outfitter_id")
);
--> statement-breakpoint
CREATE TABLE "gear_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gear_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outfitter_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"amazon_url" text NOT NULL,
	"category" "gear_category" DEFAULT 'gear' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hunt_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hunt_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hunt_id" integer NOT NULL,
	"outfitter_id" integer NOT NULL,
	"hunter_id" integer NOT NULL,
	"booking_id" integer,
	"hunter_name" text NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunt_reviews_rating_range" CHECK ("hunt_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" "notification_type" DEFAULT 'other' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outfitter_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outfitter_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outfitter_id" integer NOT NULL,
	"hunter_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outfitter_reviews_rating_range" CHECK ("outfitter_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "booking_mismatches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_mismatches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_id" integer,
	"hunter_id" integer NOT NULL,
	"outfitter_id" integer NOT NULL,
	"hunt_price_cents" integer,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outfitter_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"method" "payment_method" NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"status" "commission_payment_status" DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outfitter_id" integer NOT NULL,
	"booking_id" integer,
	"claim_id" integer,
	"questionnaire_id" integer,
	"base_amount_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "commission_status" DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outfitter_balances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outfitter_balances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outfitter_id" integer NOT NULL,
	"total_owed_cents" integer DEFAULT 0 NOT NULL,
	"paid_to_date_cents" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outfitter_id" integer NOT NULL,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"has_client_booking" "has_client_booking" NOT NULL,
	"booking_status" "report_booking_status",
	"hunt_id" integer,
	"number_of_people" integer DEFAULT 1 NOT NULL,
	"commission_amount_cents" integer DEFAULT 0 NOT NULL,
	"payment_method" "payment_method",
	"deposit_percentage" integer,
	"mark_as_discounted_hunt" boolean DEFAULT false NOT NULL,
	"booking_dates" text,
	"client_name" text,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revenue_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer,
	"total_before_cents" integer NOT NULL,
	"reset_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunts" ADD CONSTRAINT "hunts_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_claims" ADD CONSTRAINT "booking_claims_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_claims" ADD CONSTRAINT "booking_claims_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_claims" ADD CONSTRAINT "booking_claims_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_claims" ADD CONSTRAINT "booking_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD CONSTRAINT "booking_inquiries_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD CONSTRAINT "booking_inquiries_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD CONSTRAINT "booking_inquiries_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gear_items" ADD CONSTRAINT "gear_items_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_reviews" ADD CONSTRAINT "hunt_reviews_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_reviews" ADD CONSTRAINT "hunt_reviews_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_reviews" ADD CONSTRAINT "hunt_reviews_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_reviews" ADD CONSTRAINT "hunt_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_reviews" ADD CONSTRAINT "outfitter_reviews_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_reviews" ADD CONSTRAINT "outfitter_reviews_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_mismatches" ADD CONSTRAINT "booking_mismatches_inquiry_id_booking_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."booking_inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_mismatches" ADD CONSTRAINT "booking_mismatches_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_mismatches" ADD CONSTRAINT "booking_mismatches_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_claim_id_booking_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."booking_claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_questionnaire_id_questionnaire_responses_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaire_responses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_balances" ADD CONSTRAINT "outfitter_balances_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_resets" ADD CONSTRAINT "revenue_resets_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_key" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","is_approved","is_active");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_email","created_at");--> statement-breakpoint
CREATE INDEX "hunts_outfitter_idx" ON "hunts" USING btree ("outfitter_id");--> statement-breakpoint
CREATE INDEX "hunts_species_gin" ON "hunts" USING gin ("species");--> statement-breakpoint
CREATE INDEX "hunts_active_price_idx" ON "hunts" USING btree ("is_active","price_cents","id");--> statement-breakpoint
CREATE INDEX "hunts_active_id_idx" ON "hunts" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "hunts_featured_idx" ON "hunts" USING btree ("featured","is_active");--> statement-breakpoint
CREATE INDEX "booking_claims_outfitter_idx" ON "booking_claims" USING btree ("outfitter_id","status");--> statement-breakpoint
CREATE INDEX "booking_claims_hunter_idx" ON "booking_claims" USING btree ("hunter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_inquiries_pair_key" ON "booking_inquiries" USING btree ("hunter_id","outfitter_id");--> statement-breakpoint
CREATE INDEX "booking_inquiries_outfitter_idx" ON "booking_inquiries" USING btree ("outfitter_id");--> statement-breakpoint
CREATE INDEX "bookings_hunter_idx" ON "bookings" USING btree ("hunter_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_outfitter_idx" ON "bookings" USING btree ("outfitter_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bookings_hunt_idx" ON "bookings" USING btree ("hunt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_intent_key" ON "bookings" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "favorites_outfitter_idx" ON "favorites" USING btree ("outfitter_id");--> statement-breakpoint
CREATE INDEX "gear_items_outfitter_idx" ON "gear_items" USING btree ("outfitter_id","display_order");--> statement-breakpoint
CREATE INDEX "hunt_reviews_hunt_idx" ON "hunt_reviews" USING btree ("hunt_id","status");--> statement-breakpoint
CREATE INDEX "hunt_reviews_status_idx" ON "hunt_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_receiver_idx" ON "messages" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","is_read","created_at");--> statement-breakpoint
CREATE INDEX "outfitter_reviews_outfitter_idx" ON "outfitter_reviews" USING btree ("outfitter_id","status");--> statement-breakpoint
CREATE INDEX "outfitter_reviews_status_idx" ON "outfitter_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_mismatches_inquiry_key" ON "booking_mismatches" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_payments_order_key" ON "commission_payments" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "commissions_outfitter_idx" ON "commissions" USING btree ("outfitter_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_booking_key" ON "commissions" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_claim_key" ON "commissions" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outfitter_balances_outfitter_key" ON "outfitter_balances" USING btree ("outfitter_id");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_period_idx" ON "questionnaire_responses" USING btree ("year","month","outfitter_id");