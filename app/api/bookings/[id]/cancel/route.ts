// POST /api/bookings/{id}/cancel — the hunter (refund by the policy) or the outfitter (full refund) cancels an accepted booking.
import { idParam, route } from "@/lib/http/route";
import { CANCEL_OWN_BOOKINGS, cancelAcceptedBooking } from "@/lib/cancellation/service";

export const POST = route({ auth: ["hunter", "outfitter"], roleMessage: CANCEL_OWN_BOOKINGS }, async ({ user, params }) =>
  cancelAcceptedBooking(user, idParam(params.id, "Booking not found")),
);
