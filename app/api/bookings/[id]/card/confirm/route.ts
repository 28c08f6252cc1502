// POST /api/bookings/{id}/card/confirm — after the SetupIntent was confirmed: saves the card and retries a failed balance.
import { idParam, route } from "@/lib/http/route";
import { cardUpdateConfirmSchema } from "@/lib/money/installments/schema";
import { finishCardUpdate, OWN_BALANCE } from "@/lib/money/installments/service";

export const POST = route({ auth: "hunter", roleMessage: OWN_BALANCE, body: cardUpdateConfirmSchema }, async ({ user, params, body }) =>
  finishCardUpdate(user, idParam(params.id, "Booking not found"), body.setupIntentId),
);
