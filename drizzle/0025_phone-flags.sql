-- Phones become E.164 (lib/users/phone.ts). The rewrite of existing values needs libphonenumber-js, so it runs after the SQL
-- migrations (db/phone-backfill.ts, called by migrateDb); a value that does not parse is kept as entered and flagged here.
ALTER TABLE "users" ADD COLUMN "phone_unparsed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hunter_phone_unparsed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "emergency_contact_phone_unparsed" boolean DEFAULT false NOT NULL;