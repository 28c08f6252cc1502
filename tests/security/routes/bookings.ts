import { payBookingWithTestCard } from "@/lib/money/charges/stripe-events";
import { bookingBody } from "../../support/bookings";
import { acceptedBooking, asCurrent, huntOf, openIntent, pendingBooking } from "../registry-fixtures";
import { row, type RouteRow } from "./define";
import { BALANCE_ROUTES } from "./balance";

/** Bookings and card payments (the hunter's own booking; someone else's is 403). */
export const BOOKING_ROUTES: RouteRow[] = [
  // ── bookings & payments (the hunter's own booking; someone else's is 403) ─────────────
  row("POST /api/bookings", "hunter", {
    ok: 201,
    request: async ({ world }) => ({ body: bookingBody(Number(await huntOf(world.outfitter.id))) }),
    checkCreated: async (json) => {
      if (json.status !== "pending" || json.paymentStatus !== "unpaid" || json.totalAmount !== "4500.00")
        throw new Error(`booking took client fields: ${JSON.stringify(json).slice(0, 300)}`);
    },
  }),
  row("PATCH /api/bookings/[id]/status", ["hunter", "outfitter"], {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: String((await pendingBooking(world)).id) }, body: { status: "denied" } }),
    notes:
      "the hunt's outfitter accepts, denies or completes; the booking's hunter may only cancel (403 for 'denied'); tests/integration/bookings-status",
  }),
  row("GET /api/bookings/[id]", ["hunter", "outfitter"], {
    owner: "hunter",
    foreign: 403,
    expect: { outfitter: 200 },
    request: async ({ world }) => ({ params: { id: String((await acceptedBooking(world, { paymentStatus: "paid" })).id) } }),
    notes: "the booking's page: its hunter or its hunt's outfitter; tests/integration/bookings/booking-detail",
  }),
  row("GET /api/bookings/[id]/cancellation", ["hunter", "outfitter"], {
    owner: "hunter",
    foreign: 403,
    expect: { outfitter: 200 },
    request: async ({ world }) => ({ params: { id: String((await acceptedBooking(world)).id) } }),
    notes: "the booking's hunter or its hunt's outfitter; tests/integration/cancellation",
  }),
  row("POST /api/bookings/[id]/cancel", ["hunter", "outfitter"], {
    owner: "hunter",
    foreign: 403,
    expect: { outfitter: 200 },
    request: async ({ world }) => ({ params: { id: String((await acceptedBooking(world)).id) } }),
    notes: "the booking's hunter (refund by the policy) or its hunt's outfitter (full refund); tests/integration/cancellation",
  }),
  row("POST /api/create-payment-intent", "hunter", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => ({ body: { bookingId: (await pendingBooking(world)).id } }),
  }),
  row("POST /api/payments/test/confirm", "hunter", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => ({
      body: { clientSecret: (await openIntent(world)).clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" },
    }),
  }),
  row("POST /api/confirm-payment", "hunter", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => {
      const intent = await openIntent(world);
      await payBookingWithTestCard(asCurrent(world.hunter), {
        clientSecret: intent.clientSecret,
        cardNumber: "4242 4242 4242 4242",
        expiry: "12 / 40",
        cvc: "123",
      });
      return { body: { bookingId: intent.bookingId, paymentIntentId: intent.paymentIntentId } };
    },
  }),
  ...BALANCE_ROUTES,
  row("POST /api/stripe/webhook", "public", {
    expect: 400,
    request: () => ({
      body: { id: "evt_forged", type: "payment_intent.succeeded", data: { object: { id: "pi_forged", metadata: { bookingId: "1" } } } },
    }),
    notes: "no Stripe-Signature → 400 for everyone; signed events in tests/integration/bookings-stripe",
  }),
  row("POST /api/email/resend-webhook", "public", {
    expect: 404,
    request: () => ({ body: { type: "email.bounced", data: { to: ["forged@example.com"], bounce: { type: "Permanent" } } } }),
    notes:
      "no RESEND_WEBHOOK_SECRET here → 404 for everyone; svix signatures, redeliveries and transient bounces in tests/integration/email/resend-webhook",
  }),
  row("POST /api/paypal/webhook", "public", {
    expect: 404,
    request: () => ({ body: { id: "WH-forged", event_type: "PAYMENT.CAPTURE.COMPLETED", resource: { id: "CAP-forged" } } }),
    notes:
      "no PAYPAL_WEBHOOK_ID here → 404 for everyone; signatures verified with PayPal, duplicates and out-of-order events in tests/integration/paypal-webhook",
  }),
];
