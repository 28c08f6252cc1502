// GET /api/bookings/{id}/tag-results — each hunter's draw result (the booking's hunter, its outfitter, the admin).
// POST /api/bookings/{id}/tag-results — the hunter reports one hunter's result (the outfitter may record it 14 days after the results date).
import { idParam, route } from "@/lib/http/route";
import { reportTagResult } from "@/lib/tags/results";
import { tagResultsForBooking } from "@/lib/tags/booking-results";
import { tagReportSchema } from "@/lib/tags/results-schema";

export const GET = route({ auth: "user" }, async ({ user, params }) => tagResultsForBooking(user, idParam(params.id, "Booking not found")));

export const POST = route(
  { auth: ["hunter", "outfitter"], guard: ({ params }) => void idParam(params.id, "Booking not found"), body: tagReportSchema },
  async ({ user, body, params }) => reportTagResult(user, idParam(params.id, "Booking not found"), body),
);
