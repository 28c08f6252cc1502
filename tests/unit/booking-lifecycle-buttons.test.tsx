import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cancelBookingText } from "@/components/hunter/cancel-booking-button";
import { MyBookingsCard } from "@/components/hunter/my-bookings-card";
import type { HunterBookingSummary } from "@/components/hunter/types";
import { HuntBookings } from "@/components/outfitter/hunt-bookings";
import type { OutfitterBooking } from "@/lib/bookings/present";
import { answerByLine } from "@/lib/bookings/answer-text";
import { outfitterPaymentText } from "@/lib/money/charges/payment-text";
import { PendingBookingsCard } from "@/components/outfitter/pending-bookings-card";
import { PaymentPanel } from "@/components/booking/payment-panel";
import { QUERY_KEYS } from "@/components/query/keys";

const booking = (
  id: number,
  status: HunterBookingSummary["status"],
  paymentStatus: HunterBookingSummary["paymentStatus"] = "paid",
): HunterBookingSummary => ({
  id,
  status,
  paymentStatus,
  hunterName: "Hannah Reed",
  totalAmount: "4500.00",
  depositAmount: "4500.00",
  balanceDue: "0.00",
  depositPercent: 100,
  serviceFee: "0.00",
  partySize: 1,
  departure: null,
  cancellationPolicy: null,
  reservationExpiresAt: null,
  answerBy: null,
  expired: false,
  huntId: 7,
  outfitterId: 3,
  createdAt: "2030-01-01T00:00:00.000Z",
  source: "direct",
  hunt: { id: 7, title: "Bugling Elk", location: "Montana", dates: "Sept 2030", image: null },
});

function render(node: React.ReactNode, fill: (qc: QueryClient) => void) {
  const qc = new QueryClient();
  fill(qc);
  return renderToStaticMarkup(<QueryClientProvider client={qc}>{node}</QueryClientProvider>);
}

describe("My Bookings: the hunter cancels a pending booking", () => {
  it("offers Cancel on pending and accepted bookings only (an accepted one by its cancellation policy)", () => {
    const html = render(<MyBookingsCard />, (qc) =>
      qc.setQueryData(QUERY_KEYS.hunter.bookings, [
        booking(1, "pending"),
        booking(2, "accepted"),
        booking(3, "completed"),
        booking(4, "denied"),
        booking(5, "cancelled"),
      ]),
    );
    expect(html).toContain('aria-label="Cancel booking #1"');
    expect(html).toContain('aria-label="Cancel booking #2"');
    for (const id of [3, 4, 5]) expect(html).not.toContain(`Cancel booking #${id}`);
    expect(html).toContain("Pending Approval");
  });

  it("says a paid booking is refunded in full, an unpaid reservation charged nothing", () => {
    expect(cancelBookingText({ paymentStatus: "paid", totalAmount: "4500.00" })).toContain("your payment of $4,500.00 is refunded in full");
    expect(cancelBookingText({ paymentStatus: "processing", totalAmount: "4500.00" })).toContain("Nothing has been charged");
  });
});

describe("the outfitter's hunt bookings", () => {
  it("offers Accept/Deny on pending bookings, Mark Completed and Cancel booking on accepted ones only", () => {
    const row = (id: number, status: OutfitterBooking["status"]): OutfitterBooking =>
      ({
        ...booking(id, status),
        serviceFee: "0.00",
        paymentStatus: "paid",
        source: "direct",
        reservationExpiresAt: null,
        hunterId: 9,
        hunterPhone: "555 123 4567",
        emergencyContactName: null,
        emergencyContactPhone: null,
        specialRequirements: null,
        hunter: null,
      }) as OutfitterBooking;
    const html = render(<HuntBookings huntId={7} />, (qc) => {
      qc.setQueryData(QUERY_KEYS.outfitter.hunts, []);
      qc.setQueryData(["outfitter", "bookings", { huntId: 7 }], [row(1, "pending"), row(2, "accepted"), row(3, "completed")]);
    });
    expect(html.match(/>Mark Completed</g)).toHaveLength(1);
    expect(html.match(/>Accept</g)).toHaveLength(1);
    expect(html.match(/>Deny</g)).toHaveLength(1);
    // An accepted booking may be cancelled by the outfitter (a full refund); no other.
    expect(html.match(/>Cancel booking</g)).toHaveLength(1);
    expect(html).toContain('aria-label="Cancel booking #2"');
  });

  it("offers Mark Completed only once the trip has ended, as the server allows", () => {
    const accepted = (id: number, endDate: string): OutfitterBooking =>
      ({
        ...booking(id, "accepted"),
        source: "direct",
        hunter: null,
        departure: { id, startDate: "2020-01-01", endDate },
      }) as OutfitterBooking;
    const html = render(<HuntBookings huntId={7} />, (qc) => {
      qc.setQueryData(QUERY_KEYS.outfitter.hunts, []);
      qc.setQueryData(["outfitter", "bookings", { huntId: 7 }], [accepted(1, "2020-01-05"), accepted(2, "2999-01-05")]);
    });
    const buttons = [...html.matchAll(/<button[^>]*>Mark Completed<\/button>/g)].map((m) => m[0]);
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).not.toContain("disabled");
    expect(buttons[1]).toContain("disabled");
    expect(buttons[1]).toContain('title="Can be marked completed once the trip has ended"');
  });
});

describe("request to book: held cards and the answer deadline", () => {
  it("shows a held booking in the spec's one vocabulary ('Pending Approval'), says it is a request whose card is only authorised, and an unanswered one as expired, card not charged", () => {
    const html = render(<MyBookingsCard />, (qc) =>
      qc.setQueryData(QUERY_KEYS.hunter.bookings, [
        booking(1, "pending", "authorized"),
        { ...booking(2, "cancelled", "released"), expired: true },
      ]),
    );
    expect(html).toContain(">Pending Approval<");
    expect(html).not.toContain("Awaiting outfitter");
    expect(html).toContain("Request sent: the outfitter answers");
    expect(html).toContain("Your card is only authorised for");
    expect(html).toContain("Expired");
    expect(html).toContain("The outfitter did not answer in time; your card was not charged.");
  });

  it("says cancelling a held booking releases the hold and charges nothing", () => {
    expect(cancelBookingText({ paymentStatus: "authorized", totalAmount: "4500.00" })).toContain(
      "the hold of $4,500.00 on your card is released: nothing is charged",
    );
  });

  it("writes the deadline as the outfitter dashboard shows it", () => {
    expect(answerByLine("2026-12-03T17:00:00.000Z")).toBe("Answer by Dec 3 — the card hold is released after that");
    const row = {
      ...booking(1, "pending", "authorized"),
      serviceFee: "0.00",
      source: "direct",
      reservationExpiresAt: null,
      answerBy: "2026-12-03T17:00:00.000Z",
      expired: false,
      hunterId: 9,
      hunterPhone: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      specialRequirements: null,
      hunter: null,
    } as OutfitterBooking;
    const html = render(<PendingBookingsCard />, (qc) => qc.setQueryData(QUERY_KEYS.outfitter.bookings, [row]));
    expect(html).toContain("Answer by Dec 3 — the card hold is released after that");
  });
});

describe("deposits on the booking page and My Bookings", () => {
  it("the payment panel charges the deposit and says what is due to the outfitter", () => {
    const html = renderToStaticMarkup(
      <PaymentPanel
        payment={{ provider: "test" }}
        amount="$9,000.00"
        amountCents={900_000}
        chargeCents={225_000}
        processing={false}
        reservation={null}
        onPay={() => {}}
      />,
    );
    expect(html).toContain("Deposit today: $2,250.00 · Balance due to the outfitter: $6,750.00");
    expect(html).toContain("$2,250.00");
    const full = renderToStaticMarkup(
      <PaymentPanel
        payment={{ provider: "test" }}
        amount="$9,000.00"
        amountCents={900_000}
        chargeCents={900_000}
        processing={false}
        reservation={null}
        onPay={() => {}}
      />,
    );
    expect(full).not.toContain("Deposit today");
  });

  it("My Bookings shows the deposit and the balance when only a deposit was charged", () => {
    const html = render(<MyBookingsCard />, (qc) =>
      qc.setQueryData(QUERY_KEYS.hunter.bookings, [
        { ...booking(1, "accepted"), totalAmount: "9000.00", depositAmount: "2250.00" },
        booking(2, "accepted"),
      ]),
    );
    expect(html).toContain("Deposit today: $2,250.00 · Balance due to the outfitter: $6,750.00");
    expect(html.match(/Deposit today/g)).toHaveLength(1);
  });
});

describe("money on both dashboards: held, captured, released", () => {
  const outfitterRow = (id: number, status: OutfitterBooking["status"], paymentStatus: OutfitterBooking["paymentStatus"]) =>
    ({
      ...booking(id, status, paymentStatus),
      totalAmount: "4000.00",
      depositAmount: "1000.00",
      balanceDue: "3000.00",
      depositPercent: 25,
      serviceFee: "0.00",
      source: "direct",
      reservationExpiresAt: null,
      answerBy: null,
      expired: false,
      hunterId: 9,
      hunterPhone: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      specialRequirements: null,
      hunter: null,
    }) as OutfitterBooking;

  it("the outfitter's hunt bookings say what the card holds, what was captured and the balance due, and a released hold", () => {
    const html = render(<HuntBookings huntId={7} />, (qc) => {
      qc.setQueryData(QUERY_KEYS.outfitter.hunts, []);
      qc.setQueryData(
        ["outfitter", "bookings", { huntId: 7 }],
        [outfitterRow(1, "pending", "authorized"), outfitterRow(2, "accepted", "paid"), outfitterRow(3, "denied", "released")],
      );
    });
    expect(html).toContain("Card hold: $1,000.00 — captured when you accept");
    expect(html).toContain("Deposit captured: $1,000.00</span><span");
    expect(html).toContain("Balance due from the hunter: $3,000.00");
    expect(outfitterPaymentText(outfitterRow(2, "accepted", "paid"))).toBe(
      "Deposit captured: $1,000.00 · Balance due from the hunter: $3,000.00",
    );
    expect(html).toContain("Hold released — card not charged");
  });

  it("a booking paid in full by card has no balance due", () => {
    expect(outfitterPaymentText({ paymentStatus: "paid", depositAmount: "4000.00", balanceDue: "0.00" })).toBe("Captured: $4,000.00");
    expect(outfitterPaymentText({ paymentStatus: "refunded", depositAmount: "4000.00", balanceDue: "0.00" })).toBeNull();
  });

  it("the pending card shows the held deposit beside the answer deadline", () => {
    const html = render(<PendingBookingsCard />, (qc) =>
      qc.setQueryData(QUERY_KEYS.outfitter.bookings, [outfitterRow(1, "pending", "authorized")]),
    );
    expect(html).toContain("Card hold: $1,000.00 — captured when you accept");
  });

  it("My Bookings says a denied request's card was not charged (and only there)", () => {
    const html = render(<MyBookingsCard />, (qc) =>
      qc.setQueryData(QUERY_KEYS.hunter.bookings, [
        booking(1, "denied", "released"),
        booking(2, "accepted", "paid"),
        { ...booking(3, "cancelled", "released"), expired: true },
      ]),
    );
    expect(html.match(/Hold released — card not charged/g)).toHaveLength(1);
    // A denied booking owes no balance: its deposit line is gone.
    const denied = render(<MyBookingsCard />, (qc) =>
      qc.setQueryData(QUERY_KEYS.hunter.bookings, [
        { ...booking(1, "denied", "released"), totalAmount: "4000.00", depositAmount: "1000.00" },
      ]),
    );
    expect(denied).not.toContain("Deposit today");
    expect(html.match(/The outfitter did not answer in time; your card was not charged\./g)).toHaveLength(1);
  });

  it("the booking summary carries the spec's note and says the card is only held", () => {
    const html = renderToStaticMarkup(
      <PaymentPanel
        payment={{ provider: "test" }}
        amount="$4,000.00"
        amountCents={400_000}
        chargeCents={100_000}
        processing={false}
        reservation={null}
        onPay={() => {}}
      />,
    );
    expect(html).toContain("You pay the outfitter directly. Platform fees are handled separately.");
    expect(html).toContain("Your card is held, not charged, until the outfitter accepts");
  });
});
