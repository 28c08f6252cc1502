CREATE TABLE "tag_credit_spends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tag_credit_spends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"credit_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_credit_spends_amount_check" CHECK ("tag_credit_spends"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_price_snapshots" ADD COLUMN "tag_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tag_credit_spends" ADD CONSTRAINT "tag_credit_spends_credit_id_tag_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."tag_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_credit_spends" ADD CONSTRAINT "tag_credit_spends_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tag_credit_spends_credit_booking_key" ON "tag_credit_spends" USING btree ("credit_id","booking_id");--> statement-breakpoint
CREATE INDEX "tag_credit_spends_booking_idx" ON "tag_credit_spends" USING btree ("booking_id");