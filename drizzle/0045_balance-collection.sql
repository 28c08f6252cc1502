CREATE TABLE "booking_installments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_installments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"first_failed_at" timestamp with time zone,
	"last_error" text,
	"last_error_code" text,
	"outfitter_asked_at" timestamp with time zone,
	"payment_provider" text,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_installments_kind_check" CHECK ("booking_installments"."kind" in ('deposit', 'balance')),
	CONSTRAINT "booking_installments_state_check" CHECK ("booking_installments"."state" in ('scheduled', 'processing', 'paid', 'failed', 'canceled')),
	CONSTRAINT "booking_installments_amount_check" CHECK ("booking_installments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"email" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"last4" text NOT NULL,
	"behavior" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"client_secret" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"payment_method_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "balance_collection_days" smallint;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "setup_future_usage" text;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "last_error_code" text;--> statement-breakpoint
ALTER TABLE "booking_installments" ADD CONSTRAINT "booking_installments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payment_methods" ADD CONSTRAINT "test_payment_methods_customer_id_test_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."test_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_installments_booking_kind_key" ON "booking_installments" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_installments_idempotency_key" ON "booking_installments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "booking_installments_due_idx" ON "booking_installments" USING btree ("next_attempt_at") WHERE "booking_installments"."state" in ('scheduled', 'failed') and "booking_installments"."next_attempt_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_user_provider_key" ON "payment_customers" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "test_customers_idempotency_key" ON "test_customers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "test_setup_intents_idempotency_key" ON "test_setup_intents" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "hunts" ADD CONSTRAINT "hunts_balance_collection_days_check" CHECK ("hunts"."balance_collection_days" in (30, 60, 90, 120, 180));