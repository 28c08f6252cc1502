DROP INDEX "booking_installments_booking_kind_key";--> statement-breakpoint
ALTER TABLE "booking_installments" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "booking_installments" ADD CONSTRAINT "booking_installments_member_id_booking_party_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."booking_party_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_installments_member_kind_key" ON "booking_installments" USING btree ("member_id","kind") WHERE "booking_installments"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_installments_booking_kind_key" ON "booking_installments" USING btree ("booking_id","kind") WHERE "booking_installments"."member_id" is null;