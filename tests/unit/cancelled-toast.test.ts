import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cancelledToast } from "@/lib/cancellation/cancelled-toast";
import { formatCents, formatUsd } from "@/lib/format/money";

const quote = (refundCents: number, paidCents: number, by: "hunter" | "outfitter" = "hunter") => ({
  refund: formatCents(refundCents),
  paid: formatCents(paidCents),
  policyName: "Flexible",
  by,
  message: `${by === "hunter" ? "You" : "The hunter"} will be refunded ${formatUsd(refundCents)} of ${formatUsd(paidCents)}`,
});

describe("the toast after cancelling an accepted booking", () => {
  it("is green only when money comes back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (a, b) => {
        const [refund, paid] = a <= b ? [a, b] : [b, a];
        expect(cancelledToast(quote(refund, paid)).kind).toBe(refund > 0 ? "success" : "message");
      }),
    );
  });

  it("says what is refunded, or plainly that nothing is", () => {
    expect(cancelledToast(quote(400000, 400000)).description).toBe("You are being refunded $4,000.00 of $4,000.00.");
    expect(cancelledToast(quote(400000, 400000, "outfitter")).description).toBe("The hunter is being refunded $4,000.00 of $4,000.00.");
    expect(cancelledToast(quote(0, 400000))).toEqual({
      kind: "message",
      title: "Booking Cancelled",
      description: "You are refunded nothing of the $4,000.00 paid, under the Flexible cancellation policy.",
    });
    expect(cancelledToast(quote(0, 0)).description).toBe("Nothing had been paid online, so there is nothing to refund.");
  });
});
