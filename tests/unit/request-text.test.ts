import { describe, expect, it } from "vitest";
import { BOOKING_STATUS_LABELS, bookingLabel, paymentReturnToast, requestText } from "@/lib/bookings/request-text";
import { BOOKING_STATUSES } from "@/lib/bookings/schema";

const held = {
  status: "pending",
  paymentStatus: "authorized",
  expired: false,
  answerBy: "2026-12-07T10:00:00.000Z",
  depositAmount: "2250.00",
} as const;

describe("a request to book says it is a request", () => {
  it("after paying: 'Request sent', the answer-by date and that the card was only authorised — not the spec's confirmation", () => {
    const t = paymentReturnToast(held);
    expect(t.title).toBe("Request sent");
    expect(t.description).toBe(
      "The outfitter answers by Dec 7. Your card was only authorised for $2,250.00: it is charged if they accept, and released if not.",
    );
    expect(t.title).not.toContain("Confirmed");
  });

  it("keeps the spec's 'Booking Confirmed!' toast for a booking the outfitter has accepted", () => {
    expect(paymentReturnToast({ ...held, status: "accepted", paymentStatus: "paid", answerBy: null })).toEqual({
      title: "Booking Confirmed!",
      description: "Your hunt has been successfully booked. Confirmation emails have been sent.",
    });
  });

  it("without the booking at hand still says it is a request", () => {
    expect(paymentReturnToast(null).title).toBe("Request sent");
    expect(paymentReturnToast(null).description).toContain("within 5 days");
  });

  it("beside the status: the hunter's and the outfitter's sentence for a held card, nothing once answered", () => {
    expect(requestText(held)).toBe(
      "Request sent: the outfitter answers by Dec 7. Your card is only authorised for $2,250.00; it is charged if they accept.",
    );
    expect(requestText(held, "outfitter")).toBe(
      "A request to book: answer by Dec 7. The hunter's card is authorised for $2,250.00 and charged when you accept.",
    );
    expect(requestText({ ...held, paymentStatus: "unpaid", answerBy: null })).toBe("Payment not completed: the request is not sent yet.");
    expect(requestText({ ...held, status: "accepted", paymentStatus: "paid" })).toBeNull();
  });
});

describe("one status vocabulary", () => {
  it("labels every status in the spec's words, whatever the payment state; a lapsed request is Expired", () => {
    for (const status of BOOKING_STATUSES) {
      for (const paymentStatus of ["unpaid", "authorized", "paid", "released"] as const) {
        expect(bookingLabel({ status, expired: false, ...{ paymentStatus } })).toBe(BOOKING_STATUS_LABELS[status]);
      }
    }
    expect(BOOKING_STATUS_LABELS.pending).toBe("Pending Approval");
    expect(bookingLabel({ status: "cancelled", expired: true })).toBe("Expired");
  });
});
