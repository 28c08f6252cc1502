CREATE TABLE "report_prompts" (
	"outfitter_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_prompts_outfitter_id_year_month_pk" PRIMARY KEY("outfitter_id","year","month")
);
--> statement-breakpoint
ALTER TABLE "report_prompts" ADD CONSTRAINT "report_prompts_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;