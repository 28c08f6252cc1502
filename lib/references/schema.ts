import { z } from "zod";

/** Client-safe: the reference rules' wording and inputs (issue 49). */
export const REFERENCE_DAILY_LIMIT = 3;

export const REFERENCE_MESSAGES = {
  huntersOnly: "Only hunters can be references or contact them",
  notPastClient: "Only a hunter with a completed booking with this outfitter can be a reference",
  outfitterNotFound: "Outfitter not found",
  noneAvailable: "No reference is available for this outfitter right now",
  overLimit: `You can contact at most ${REFERENCE_DAILY_LIMIT} references a day. Please try again tomorrow.`,
  optedIn: "You are now a reference for this outfitter",
  optedOut: "You are no longer a reference for this outfitter",
} as const;

/** "12 past clients are available as references". */
export function referencesLine(n: number): string {
  return n === 1 ? "1 past client is available as a reference" : `${n} past clients are available as references`;
}

export const contactReferenceSchema = z.object({
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(2000, "Message must be at most 2000 characters"),
});
export type ContactReferenceInput = z.output<typeof contactReferenceSchema>;

/** What a hunter sees of their own standing: the outfitters they may vouch for, and whether they do. */
export type ReferenceStanding = { outfitterId: number; outfitterName: string; optedIn: boolean };

/** The masked name a visitor sees for a reference who has not answered yet. */
export const ANONYMOUS_REFERENCE_NAME = "Ridgeline reference";
