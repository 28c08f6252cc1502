// POST /api/bookings/{id}/balance/pay — Pay now: the booking's hunter pays the balance early with the saved card.
import { idParam, route } from "@/lib/http/route";
import { OWN_BALANCE, payBalanceNow } from "@/lib/money/installments/service";

export const POST = route({ auth: "hunter", roleMessage: OWN_BALANCE }, async ({ user, params }) =>
  payBalanceNow(user, idParam(params.id, "Booking not found")),
);
