"use server";

import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { action } from "@/lib/actions/action";
import { confirmBookingPayment, createPaymentIntentForBooking, PAY_OWN_BOOKINGS } from "@/lib/money/charges/booking-payment";
import { payBookingWithTestCard } from "@/lib/money/charges/stripe-events";
import { bookingStatusSchema, confirmPaymentSchema, createBookingSchema, createPaymentIntentSchema, testCardPaymentSchema } from "./schema";
import { createOrResumeBooking, ONLY_HUNTERS_MESSAGE } from "./service";
import { changeBookingStatus } from "./status";

const answerSchema = bookingStatusSchema.extend({
  bookingId: recordId("Booking not found"),
  // The dashboards answer and complete; a hunter's own cancel is cancelPendingBookingAction.
  status: z.enum(["accepted", "denied", "completed"], { error: "status must be one of accepted, denied, completed" }),
});

/**
 * Accept, Deny and Mark Complete on the outfitter's dashboards (PATCH /api/bookings/{id}/status's
 * twin): the hunt's outfitter; accepting captures the card hold, denying releases it.
 */
export const answerBookingAction = action({ name: "bookings.answer", auth: "outfitter", schema: answerSchema }, async ({ user, input }) => {
  const b = await changeBookingStatus(user, input.bookingId, input.status);
  return { id: b.id, status: b.status, paymentStatus: b.paymentStatus };
});

/**
 * Pay on the booking page, first step (POST /api/bookings's twin): hunters only. Reserves the
 * party's spots and answers the pending booking, or the hunter's open reservation on this hunt.
 * A rule only the server can check ("only 2 spots left") comes back with the route's status.
 */
export const createBookingAction = action(
  { name: "bookings.create", auth: "hunter", roleMessage: ONLY_HUNTERS_MESSAGE, schema: createBookingSchema },
  async ({ user, input }) => (await createOrResumeBooking(user, input)).booking,
);

/** Pay, second step (POST /api/create-payment-intent's twin): the booking's hunter; one intent per booking. */
export const startBookingPaymentAction = action(
  { name: "bookings.startPayment", auth: "hunter", schema: createPaymentIntentSchema },
  async ({ user, input }) => createPaymentIntentForBooking(user, input.bookingId),
);

/** Pay, last step after the card was confirmed (POST /api/confirm-payment's twin): records the payment once. */
export const confirmBookingPaymentAction = action(
  { name: "bookings.confirmPayment", auth: "hunter", schema: confirmPaymentSchema },
  async ({ user, input }) => confirmBookingPayment(user, input),
);

/**
 * The offline test provider's card step (POST /api/payments/test/confirm's twin), between the
 * intent and the confirmation: the booking's hunter; the card is judged on the server, a decline
 * answers 402 with the provider's message. Only without Stripe keys (the service refuses otherwise).
 */
export const payWithTestCardAction = action(
  { name: "bookings.payWithTestCard", auth: "hunter", roleMessage: PAY_OWN_BOOKINGS, schema: testCardPaymentSchema },
  async ({ user, input }) => payBookingWithTestCard(user, input),
);
