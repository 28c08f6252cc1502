CREATE TABLE "hunt_price_drops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hunt_price_drops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hunt_id" integer NOT NULL,
	"old_price_cents" integer NOT NULL,
	"new_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_drop_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_drop_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hunter_id" integer NOT NULL,
	"period" text NOT NULL,
	"hunt_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hunt_price_drops" ADD CONSTRAINT "hunt_price_drops_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_drop_alerts" ADD CONSTRAINT "price_drop_alerts_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunt_price_drops_created_idx" ON "hunt_price_drops" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "hunt_price_drops_hunt_idx" ON "hunt_price_drops" USING btree ("hunt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_drop_alerts_period_key" ON "price_drop_alerts" USING btree ("hunter_id","period");--> statement-breakpoint
CREATE INDEX "messages_pair_idx" ON "messages" USING btree ("sender_id","receiver_id","created_at");