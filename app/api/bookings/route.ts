// POST /api/bookings — a hunter books a hunt: reserves one spot, answers the pending booking (201).
import { json, route } from "@/lib/http/route";
import { createBooking } from "@/lib/bookings/service";

export const POST = route({ auth: "user" }, async ({ user, body }) => json(await createBooking(user, body), 201));
