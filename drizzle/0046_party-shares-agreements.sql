CREATE TABLE "agreement_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"text_sha256" text NOT NULL,
	"client_address" text,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_party_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_party_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'invited' NOT NULL,
	"share_cents" integer NOT NULL,
	"share_total_cents" integer NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"full_name" text,
	"phone" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"licence_number" text,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"lapsed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_party_members_share_check" CHECK ("booking_party_members"."share_cents" >= 0),
	CONSTRAINT "booking_party_members_status_check" CHECK ("booking_party_members"."status" in ('invited', 'joined', 'paid', 'lapsed', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "booking_share_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_share_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"payer_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"application_fee_cents" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"transfer_destination" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_share_payments_amount_check" CHECK ("booking_share_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "hunt_agreement_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hunt_agreement_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hunt_id" integer NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hunt_agreements" (
	"hunt_id" integer PRIMARY KEY NOT NULL,
	"current_version_id" integer,
	"asks_licence_number" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_version_id_hunt_agreement_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."hunt_agreement_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_party_members" ADD CONSTRAINT "booking_party_members_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_party_members" ADD CONSTRAINT "booking_party_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_party_members" ADD CONSTRAINT "booking_party_members_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_share_payments" ADD CONSTRAINT "booking_share_payments_member_id_booking_party_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."booking_party_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_share_payments" ADD CONSTRAINT "booking_share_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_share_payments" ADD CONSTRAINT "booking_share_payments_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_agreement_versions" ADD CONSTRAINT "hunt_agreement_versions_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_agreements" ADD CONSTRAINT "hunt_agreements_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signatures_signer_key" ON "agreement_signatures" USING btree ("booking_id","user_id");--> statement-breakpoint
CREATE INDEX "agreement_signatures_user_idx" ON "agreement_signatures" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_party_members_position_key" ON "booking_party_members" USING btree ("booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_party_members_token_key" ON "booking_party_members" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "booking_party_members_user_idx" ON "booking_party_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booking_party_members_expiry_idx" ON "booking_party_members" USING btree ("invite_expires_at") WHERE "booking_party_members"."status" in ('invited', 'joined');--> statement-breakpoint
CREATE UNIQUE INDEX "booking_share_payments_key" ON "booking_share_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_share_payments_intent_key" ON "booking_share_payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "booking_share_payments_member_idx" ON "booking_share_payments" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hunt_agreement_versions_key" ON "hunt_agreement_versions" USING btree ("hunt_id","version");