import type { Answer } from "./servers";

/** What scripts/concurrency.ts hands each race: the servers' ports, the outfitter, and its table row writer. */
export type RaceContext = {
  ports: number[];
  outfitterId: number;
  figures: (
    scenario: string,
    answers: Answer[],
    wallMs: number,
    okStatus: number,
    extra: Record<string, string | number>,
    breaches: string[],
  ) => unknown;
};

/** The UTC calendar day `n` days from now. */
export const dayFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A booking's hunter details as POST /api/bookings takes them. */
export const raceBookingDetails = (hunterName: string) => ({
  hunterName,
  hunterPhone: "406-555-0111",
  emergencyContactName: "Contact",
  emergencyContactPhone: "406-555-0122",
  termsAccepted: true,
});
