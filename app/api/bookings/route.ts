// POST /api/bookings — a hunter books a hunt: reserves one spot, answers the pending booking (201),
// or the hunter's open reservation on that hunt when there is one (200).
import { json, route } from "@/lib/http/route";
import { createBookingSchema } from "@/lib/bookings/schema";
import { createOrResumeBooking, ONLY_HUNTERS_MESSAGE } from "@/lib/bookings/service";

export const POST = route({ auth: "hunter", roleMessage: ONLY_HUNTERS_MESSAGE, body: createBookingSchema }, async ({ user, body }) => {
  const { booking, resumed } = await createOrResumeBooking(user, body);
  return json(booking, resumed ? 200 : 201);
});
