CREATE TABLE "credential_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outfitter_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"outfitter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"region" text,
	"licence_type" text,
	"number" text,
	"insurer" text,
	"coverage_cents" bigint,
	"association" text,
	"expires_on" date,
	"document_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"reminded_30_at" timestamp with time zone,
	"reminded_7_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credential_documents" ADD CONSTRAINT "credential_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_credentials" ADD CONSTRAINT "outfitter_credentials_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_credentials" ADD CONSTRAINT "outfitter_credentials_document_id_credential_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."credential_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_credentials" ADD CONSTRAINT "outfitter_credentials_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_documents_owner_idx" ON "credential_documents" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "outfitter_credentials_outfitter_idx" ON "outfitter_credentials" USING btree ("outfitter_id","kind");--> statement-breakpoint
CREATE INDEX "outfitter_credentials_queue_idx" ON "outfitter_credentials" USING btree ("status","created_at");