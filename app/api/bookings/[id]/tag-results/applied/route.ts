// POST /api/bookings/{id}/tag-results/applied — the hunter marks "I applied" for one hunter (the deadline reminders stop once all have).
import { idParam, route } from "@/lib/http/route";
import { markTagApplied } from "@/lib/tags/booking-results";
import { tagAppliedSchema } from "@/lib/tags/results-schema";

export const POST = route(
  { auth: "hunter", guard: ({ params }) => void idParam(params.id, "Booking not found"), body: tagAppliedSchema },
  async ({ user, body, params }) => markTagApplied(user, idParam(params.id, "Booking not found"), body.hunterIndex),
);
