import { z } from "zod";
import { HARVEST_ANSWERS, SHOT_ANSWERS } from "@/db/schema/review-outcomes";
import { SUB_SCORE_LABELS } from "./rates";

const subScore = (label: string) =>
  z
    .number({ error: `${label} must be a whole number from 1 to 5` })
    .int(`${label} must be a whole number from 1 to 5`)
    .min(1, `${label} must be a whole number from 1 to 5`)
    .max(5, `${label} must be a whole number from 1 to 5`)
    .nullish()
    .transform((v) => v ?? null);

/** What a hunt review may say beyond its stars; every field optional, so reviews without them keep working. */
export const reviewOutcomeFields = {
  huntingScore: subScore(SUB_SCORE_LABELS.hunting),
  guidesScore: subScore(SUB_SCORE_LABELS.guides),
  campScore: subScore(SUB_SCORE_LABELS.camp),
  accuracyScore: subScore(SUB_SCORE_LABELS.accuracy),
  valueScore: subScore(SUB_SCORE_LABELS.value),
  tookAnimal: z
    .enum(HARVEST_ANSWERS, { error: "Did you take an animal? must be yes, no or prefer not to say" })
    .nullish()
    .transform((v) => v ?? null),
  shotOpportunity: z
    .enum(SHOT_ANSWERS, { error: "Did you get a shot opportunity? must be yes or no" })
    .nullish()
    .transform((v) => v ?? null),
  speciesTaken: z
    .array(z.string().trim().min(1, "Species taken must not be blank").max(60, "Species taken must be at most 60 characters"), {
      error: "Species taken must be a list of species",
    })
    .max(10, "Species taken lists at most 10 species")
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
};

export const reviewOutcomeSchema = z.object(reviewOutcomeFields);
export type ReviewOutcomeInput = z.output<typeof reviewOutcomeSchema>;

export const HARVEST_LABELS = { yes: "Yes", no: "No", prefer_not: "Prefer not to say" } as const;

export const statedFigureSchema = z.object({
  harvestRatePct: z
    .number({ error: "Your success rate must be a whole percent from 0 to 100" })
    .int("Your success rate must be a whole percent from 0 to 100")
    .min(0, "Your success rate must be a whole percent from 0 to 100")
    .max(100, "Your success rate must be a whole percent from 0 to 100")
    .nullable(),
});
export type StatedFigureInput = z.output<typeof statedFigureSchema>;
