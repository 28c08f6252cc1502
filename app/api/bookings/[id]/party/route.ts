// GET /api/bookings/{id}/party — a party paying in shares: each member, their share and payment state (the lead, a member, the outfitter).
// POST /api/bookings/{id}/party — the lead chooses "each hunter pays their own share" and invites the other hunters by e-mail.
import { idParam, json, route } from "@/lib/http/route";
import { startPartyShares } from "@/lib/party/service";
import { partyForBooking } from "@/lib/party/views";
import { startSharesSchema } from "@/lib/party/schema";

export const GET = route({ auth: ["hunter", "outfitter"] }, async ({ user, params }) =>
  partyForBooking(user, idParam(params.id, "Booking not found")),
);

export const POST = route(
  { auth: "hunter", guard: ({ params }) => void idParam(params.id, "Booking not found"), body: startSharesSchema },
  async ({ user, body, params }) => json((await startPartyShares(user, idParam(params.id, "Booking not found"), body)).party, 201),
);
