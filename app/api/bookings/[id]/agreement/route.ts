// GET /api/bookings/{id}/agreement — the hunt's trip agreement to sign and the signatures so far (the lead, a member, the outfitter).
// POST /api/bookings/{id}/agreement — the lead or a party member signs it: typed full name, tick box, the SHA-256 of the text shown.
import { idParam, route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/client-ip";
import { agreementForBooking, signAgreement } from "@/lib/agreements/service";
import { signAgreementSchema } from "@/lib/agreements/schema";

export const GET = route({ auth: ["hunter", "outfitter"] }, async ({ user, params }) =>
  agreementForBooking(user, idParam(params.id, "Booking not found")),
);

export const POST = route(
  { auth: "hunter", guard: ({ params }) => void idParam(params.id, "Booking not found"), body: signAgreementSchema },
  async ({ req, user, body, params }) => signAgreement(user, idParam(params.id, "Booking not found"), body, clientIp(req.headers)),
);
