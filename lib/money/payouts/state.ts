/** Client-safe: the dashboard card and the admin's user list read the labels. */
export const PAYOUT_STATES = ["not_set_up", "pending", "active", "restricted"] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** A hunt whose outfitter has no Active payout account cannot be paid by card (booking page, 409 from the API). */
export const NOT_ACCEPTING_PAYMENTS_MESSAGE = "This outfitter is not accepting online payments yet — message them to book.";

export const PAYOUT_STATE_LABELS: Record<PayoutState, string> = {
  not_set_up: "Not set up",
  pending: "Verification pending",
  active: "Active",
  restricted: "Restricted",
};

/** What the app needs from a connected account (Stripe's Account object, or the test provider's row). */
export type ConnectedAccountInfo = {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** requirements.currently_due plus past_due, as the provider names the fields. */
  requirementsDue: string[];
  disabledReason: string | null;
};

/** Active once it can take charges and receive payouts; pending until submitted and verified; restricted if disabled for another reason. */
export function payoutStateOf(a: Omit<ConnectedAccountInfo, "id">): Exclude<PayoutState, "not_set_up"> {
  if (a.chargesEnabled && a.payoutsEnabled) return "active";
  if (!a.detailsSubmitted || a.disabledReason === null || a.disabledReason === "requirements.pending_verification") return "pending";
  return "restricted";
}

const REQUIREMENT_LABELS: [prefix: string, label: string][] = [
  ["external_account", "bank account"],
  ["tos_acceptance", "terms of service acceptance"],
  ["business_profile", "business details"],
  ["business_type", "business type"],
  ["company.tax_id", "business tax ID"],
  ["company", "company details"],
  ["representative.verification", "identity document"],
  ["individual.verification", "identity document"],
  ["individual.ssn_last_4", "SSN (last 4 digits)"],
  ["individual.id_number", "ID number"],
  ["representative", "representative details"],
  ["individual", "personal details"],
  ["owners", "owner details"],
  ["directors", "director details"],
  ["executives", "executive details"],
  ["person_", "personal details"],
  ["settings", "account settings"],
];

/** Stripe's requirement field names as what the outfitter has to provide, each once, in the order first named. */
export function summarizeRequirements(fields: readonly string[]): string[] {
  const out: string[] = [];
  for (const field of fields) {
    const label = REQUIREMENT_LABELS.find(([prefix]) => field.startsWith(prefix))?.[1] ?? "other account details";
    if (!out.includes(label)) out.push(label);
  }
  return out;
}
