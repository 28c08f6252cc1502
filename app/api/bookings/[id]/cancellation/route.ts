// GET /api/bookings/{id}/cancellation — what cancelling this accepted booking now refunds ("You will be refunded $X of $Y").
import { idParam, route } from "@/lib/http/route";
import { cancellationQuote } from "@/lib/cancellation/service";

export const GET = route({ auth: "user" }, async ({ user, params }) => cancellationQuote(user, idParam(params.id, "Booking not found")));
