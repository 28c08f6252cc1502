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
ALTER TABLE "hunt_review_outcomes" ADD CONSTRAINT "hunt_review_outcomes_review_id_hunt_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."hunt_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_stated_figures" ADD CONSTRAINT "outfitter_stated_figures_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunt_review_outcomes_season_idx" ON "hunt_review_outcomes" USING btree ("verified","season");--> statement-breakpoint
CREATE INDEX "outcome_figures_rate_idx" ON "outcome_figures" USING btree ("subject","harvest_rate_pct");