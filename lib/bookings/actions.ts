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

/** The hunt's outfitter only; accepting captures the card hold, denying releases it. */
export const answerBookingAction = action({ name: "bookings.answer", auth: "outfitter", schema: answerSchema }, async ({ user, input }) => {
  const b = await changeBookingStatus(user, input.bookingId, input.status);
  return { id: b.id, status: b.status, paymentStatus: b.paymentStatus };
});

/** Hunters only: reserves the party's spots, or answers the hunter's open reservation on this hunt. */
export const createBookingAction = action(
  { name: "bookings.create", auth: "hunter", roleMessage: ONLY_HUNTERS_MESSAGE, schema: createBookingSchema },
  async ({ user, input }) => (await createOrResumeBooking(user, input)).booking,
);

/** The booking's hunter only; one intent per booking. */
export const startBookingPaymentAction = action(
  { name: "bookings.startPayment", auth: "hunter", schema: createPaymentIntentSchema },
  async ({ user, input }) => createPaymentIntentForBooking(user, input.bookingId),
);

/** After the card was confirmed: records the payment once. */
export const confirmBookingPaymentAction = action(
  { name: "bookings.confirmPayment", auth: "hunter", schema: confirmPaymentSchema },
  async ({ user, input }) => confirmBookingPayment(user, input),
);

/** The offline provider's card step, judged on the server (a decline is a 402); the service refuses it when Stripe keys are set. */
export const payWithTestCardAction = action(
  { name: "bookings.payWithTestCard", auth: "hunter", roleMessage: PAY_OWN_BOOKINGS, schema: testCardPaymentSchema },
  async ({ user, input }) => payBookingWithTestCard(user, input),
);
