// GET /api/bookings/{id} — one booking as its page shows it: status, departure, party, money, policy and refund quote, messages.
import { idParam, route } from "@/lib/http/route";
import { BOOKING_NOT_FOUND, VIEW_OWN_BOOKINGS, bookingDetail } from "@/lib/bookings/detail";

export const GET = route({ auth: ["hunter", "outfitter"], roleMessage: VIEW_OWN_BOOKINGS }, async ({ user, params }) =>
  bookingDetail(user, idParam(params.id, BOOKING_NOT_FOUND)),
);
