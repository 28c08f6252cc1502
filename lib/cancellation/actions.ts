"use server";

import { action } from "@/lib/actions/action";
import { changeBookingStatus } from "@/lib/bookings/status";
import { cancelAcceptedBooking } from "./service";
import { cancelBookingSchema } from "./schema";

/**
 * The cancel confirmations of both dashboards. An accepted booking (POST /api/bookings/{id}/cancel's
 * twin): the hunter is refunded by the booking's policy, the outfitter refunds in full.
 */
export const cancelAcceptedBookingAction = action({ name: "bookings.cancel", auth: "user", schema: cancelBookingSchema }, async ({ user, input }) =>
  cancelAcceptedBooking(user, input.bookingId),
);

/** A hunter's booking the outfitter has not answered yet (PATCH /api/bookings/{id}/status {status: "cancelled"}'s twin): refunded in full. */
export const cancelPendingBookingAction = action({ name: "bookings.cancel-pending", auth: "user", schema: cancelBookingSchema }, async ({ user, input }) => {
  const b = await changeBookingStatus(user, input.bookingId, "cancelled");
  return { id: b.id, status: b.status, paymentStatus: b.paymentStatus };
});
