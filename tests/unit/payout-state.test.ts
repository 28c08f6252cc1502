import { describe, expect, it } from "vitest";
import { payoutStateOf, summarizeRequirements } from "@/lib/money/payouts/state";

const base = { chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false, requirementsDue: [], disabledReason: null };

describe("payout account state from the provider's view", () => {
  it("is active only when charges and payouts are both enabled", () => {
    expect(payoutStateOf({ ...base, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true })).toBe("active");
    expect(payoutStateOf({ ...base, chargesEnabled: true, payoutsEnabled: false, detailsSubmitted: true })).toBe("pending");
  });
  it("is pending until details are submitted or while Stripe verifies them", () => {
    expect(payoutStateOf({ ...base, disabledReason: "requirements.past_due" })).toBe("pending");
    expect(payoutStateOf({ ...base, detailsSubmitted: true, disabledReason: "requirements.pending_verification" })).toBe("pending");
  });
  it("is restricted when submitted details leave the account disabled for another reason", () => {
    for (const reason of ["requirements.past_due", "rejected.fraud", "under_review", "platform_paused"]) {
      expect(payoutStateOf({ ...base, detailsSubmitted: true, disabledReason: reason })).toBe("restricted");
    }
  });
  it("summarises Stripe's field names once each, in order", () => {
    expect(
      summarizeRequirements([
        "individual.verification.document",
        "external_account",
        "individual.dob.day",
        "individual.verification.additional_document",
        "tos_acceptance.ip",
        "something.new",
      ]),
    ).toEqual(["identity document", "bank account", "personal details", "terms of service acceptance", "other account details"]);
    expect(summarizeRequirements([])).toEqual([]);
  });
});
