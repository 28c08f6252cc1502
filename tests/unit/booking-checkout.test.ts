import { describe, expect, it } from "vitest";
import { priceChangedMessage } from "@/components/booking/use-booking-checkout";

describe("booking checkout: the total shown is the amount charged", () => {
  it("stops before the card step when the booking's amount differs from the total shown", () => {
    expect(priceChangedMessage("4500.00", "4500.00")).toBeNull();
    expect(priceChangedMessage("4500.00", "4500")).toBeNull();
    expect(priceChangedMessage("4950.00", "4500.00")).toBe(
      "The price of this hunt changed to $4,950.00. Nothing was charged: please review the new total and pay again.",
    );
  });
});
