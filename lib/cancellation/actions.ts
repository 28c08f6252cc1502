"use server";

import { action } from "@/lib/actions/action";
import { BOOKING_PARTIES_ONLY, changeBookingStatus } from "@/lib/bookings/status";
import { CANCEL_OWN_BOOKINGS, cancelAcceptedBooking } from "./service";
import { cancelBookingSchema } from "./schema";

/** An accepted booking: the hunter is refunded by the booking's policy, the outfitter refunds in full. */
export const cancelAcceptedBookingAction = action(
  { name: "bookings.cancel", auth: ["hunter", "outfitter"], roleMessage: CANCEL_OWN_BOOKINGS, schema: cancelBookingSchema },
  async ({ user, input }) => cancelAcceptedBooking(user, input.bookingId),
);

/** A booking the outfitter has not answered yet: refunded in full. */
export const cancelPendingBookingAction = action(
  { name: "bookings.cancel-pending", auth: ["hunter", "outfitter"], roleMessage: BOOKING_PARTIES_ONLY, schema: cancelBookingSchema },
  async ({ user, input }) => {
    const b = await changeBookingStatus(user, input.bookingId, "cancelled");
    return { id: b.id, status: b.status, paymentStatus: b.paymentStatus };
  },
);
