ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE status = 'queued' and next_attempt_at is not null;--> statement-breakpoint
-- E-mails handed to the provider before retries existed were tried once.
UPDATE "email_outbox" SET "attempts" = 1 WHERE "provider" = 'resend' AND "status" <> 'queued';
