import "server-only";
import { stripeEnabled } from "./card-provider";
import type { SavedCardProvider } from "./saved-card-types";
import { stripeSavedCards } from "./stripe-saved-cards";
import { testSavedCards } from "./test-saved-cards";

export * from "./saved-card-types";

/** The saved-card provider of the one that took a payment (a booking's deposit), else the configured one. */
export function savedCardsNamed(name: string | null | undefined): SavedCardProvider {
  if (name === "stripe") return stripeSavedCards;
  if (name === "test") return testSavedCards;
  return stripeEnabled() ? stripeSavedCards : testSavedCards;
}
