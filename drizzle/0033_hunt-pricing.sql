CREATE TABLE "hunt_pricing" (
	"hunt_id" integer PRIMARY KEY NOT NULL,
	"fees" jsonb NOT NULL,
	"all_in_from_cents" integer NOT NULL,
	"licence_included" boolean DEFAULT false NOT NULL,
	"has_trophy_fees" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunt_pricing_all_in_check" CHECK ("hunt_pricing"."all_in_from_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hunt_pricing" ADD CONSTRAINT "hunt_pricing_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunt_pricing_all_in_idx" ON "hunt_pricing" USING btree ("all_in_from_cents","hunt_id");