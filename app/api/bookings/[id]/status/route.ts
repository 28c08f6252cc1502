// PATCH /api/bookings/{id}/status — outfitter accepts, denies or completes; the hunter cancels a pending booking.
import { idParam, route } from "@/lib/http/route";
import { bookingStatusSchema } from "@/lib/bookings/schema";
import { BOOKING_PARTIES_ONLY, changeBookingStatus } from "@/lib/bookings/status";

export const PATCH = route(
  { auth: ["hunter", "outfitter"], roleMessage: BOOKING_PARTIES_ONLY, body: bookingStatusSchema },
  async ({ user, body, params }) => changeBookingStatus(user, idParam(params.id, "Booking not found"), body.status),
);
