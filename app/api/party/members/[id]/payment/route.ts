// POST /api/party/members/{id}/payment — the payer's card intent for one share (its member, or the lead once it lapsed back):
// one intent per share and payer; a share already paid answers { status: "paid" }.
import { idParam, route } from "@/lib/http/route";
import { startSharePayment } from "@/lib/party/payments";

export const POST = route({ auth: "hunter" }, async ({ user, params }) =>
  startSharePayment(user, idParam(params.id, "Party member not found")),
);
