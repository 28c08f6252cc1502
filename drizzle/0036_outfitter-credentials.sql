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
CREATE TABLE "hunt_review_outcomes" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"hunting_score" smallint,
	"guides_score" smallint,
	"camp_score" smallint,
	"accuracy_score" smallint,
	"value_score" smallint,
	"took_animal" text,
	"shot_opportunity" text,
	"species_taken" text[] DEFAULT '{}'::text[] NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"season" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunt_review_outcomes_scores" CHECK (coalesce("hunt_review_outcomes"."hunting_score", 1) between 1 and 5 and coalesce("hunt_review_outcomes"."guides_score", 1) between 1 and 5 and coalesce("hunt_review_outcomes"."camp_score", 1) between 1 and 5 and coalesce("hunt_review_outcomes"."accuracy_score", 1) between 1 and 5 and coalesce("hunt_review_outcomes"."value_score", 1) between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "outcome_figures" (
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"verified_hunts" integer NOT NULL,
	"harvest_answered" integer NOT NULL,
	"harvested" integer NOT NULL,
	"shot_answered" integer NOT NULL,
	"shots" integer NOT NULL,
	"harvest_rate_pct" smallint,
	"sub_scores" jsonb NOT NULL,
	"from_season" integer NOT NULL,
	"to_season" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outcome_figures_subject_subject_id_pk" PRIMARY KEY("subject","subject_id")
);
--> statement-breakpoint
CREATE TABLE "outfitter_stated_figures" (
	"outfitter_id" integer PRIMARY KEY NOT NULL,
	"harvest_rate_pct" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credential_documents" ADD CONSTRAINT "credential_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_credentials" ADD CONSTRAINT "outfitter_credentials_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_credentials" ADD CONSTRAINT "outfitter_credentials_document_id_credential_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."credential_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_credentials" ADD CONSTRAINT "outfitter_credentials_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_review_outcomes" ADD CONSTRAINT "hunt_review_outcomes_review_id_hunt_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."hunt_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_stated_figures" ADD CONSTRAINT "outfitter_stated_figures_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_documents_owner_idx" ON "credential_documents" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "outfitter_credentials_outfitter_idx" ON "outfitter_credentials" USING btree ("outfitter_id","kind");--> statement-breakpoint
CREATE INDEX "outfitter_credentials_queue_idx" ON "outfitter_credentials" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "hunt_review_outcomes_season_idx" ON "hunt_review_outcomes" USING btree ("verified","season");--> statement-breakpoint
CREATE INDEX "outcome_figures_rate_idx" ON "outcome_figures" USING btree ("subject","harvest_rate_pct");