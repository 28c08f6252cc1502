// POST /api/bookings/{id}/card — Update card: starts a SetupIntent for the booking's hunter (confirmed by Stripe Elements).
import { idParam, route } from "@/lib/http/route";
import { OWN_BALANCE, startCardUpdate } from "@/lib/money/installments/service";

export const POST = route({ auth: "hunter", roleMessage: OWN_BALANCE }, async ({ user, params }) =>
  startCardUpdate(user, idParam(params.id, "Booking not found")),
);
