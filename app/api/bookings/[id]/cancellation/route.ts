// GET /api/bookings/{id}/cancellation — what cancelling this accepted booking now refunds ("You will be refunded $X of $Y").
import { idParam, route } from "@/lib/http/route";
import { CANCEL_OWN_BOOKINGS, cancellationQuote } from "@/lib/cancellation/service";

export const GET = route({ auth: ["hunter", "outfitter"], roleMessage: CANCEL_OWN_BOOKINGS }, async ({ user, params }) =>
  cancellationQuote(user, idParam(params.id, "Booking not found")),
);
