import type { PublicHuntTag } from "./present";

// Client-safe: the hunt page, the booking terms and the e-mails say the promise in the same words.
export function failedDrawPromise(tag: Pick<PublicHuntTag, "failedDrawOutcome" | "alternativeHunt">): string | null {
  switch (tag.failedDrawOutcome) {
    case "refund":
      return "If you do not draw the tag, you get back everything you paid for your place.";
    case "rollover":
      return "If you do not draw the tag, your place rolls to the same hunt next season.";
    case "switch":
      return `If you do not draw the tag, your place switches to “${tag.alternativeHunt?.title ?? "another hunt"}”, an over-the-counter hunt of the same outfitter.`;
    case "credit":
      return "If you do not draw the tag, what you paid for your place becomes a credit for any of this outfitter's hunts, valid 2 years.";
    default:
      return null;
  }
}
