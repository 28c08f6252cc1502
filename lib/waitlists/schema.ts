import { z } from "zod";

export const WAITLIST_HUNTERS_ONLY = "Only hunters can join a waitlist";
export const DEPARTURE_NOT_FOUND = "Departure not found";
export const OFFER_EXPIRED_MESSAGE = "Your waitlist offer has expired and has passed to the next hunter in line";
export const NOT_ON_WAITLIST = "You are not on this departure's waitlist";
/** How long an offer holds its spots. */
export const OFFER_HOURS = 24;

export const joinWaitlistSchema = z.object({
  partySize: z
    .number({ error: "Party size must be a whole number from 1 to 1000" })
    .int("Party size must be a whole number from 1 to 1000")
    .min(1, "Party size must be a whole number from 1 to 1000")
    .max(1000, "Party size must be a whole number from 1 to 1000"),
});
export type JoinWaitlistInput = z.output<typeof joinWaitlistSchema>;

export type WaitlistPlace = {
  departureId: number;
  huntId: number;
  partySize: number;
  status: "waiting" | "offered";
  /** 1 is next in line; an offered entry has its offer instead. */
  place: number | null;
  offerExpiresAt: string | null;
  bookUrl: string;
};

/** A departure with room answers this instead of an entry. */
export type BookItNow = { status: "available"; message: "Book it now"; spotsLeft: number; bookUrl: string };

export type OutfitterWaitlistEntry = {
  id: number;
  hunterFirstName: string;
  partySize: number;
  status: "waiting" | "offered";
  place: number;
  joinedAt: string;
  offerExpiresAt: string | null;
};

/** One line of the hunter dashboard's waitlists. */
export type MyWaitlistEntry = WaitlistPlace & { huntTitle: string; startDate: string; endDate: string };

/** The outfitter's waitlist of one departure of a hunt. */
export type HuntWaitlist = {
  departureId: number;
  startDate: string;
  endDate: string;
  spots: number;
  spotsLeft: number;
  entries: OutfitterWaitlistEntry[];
};
