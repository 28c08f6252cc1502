// PUT /api/party/members/{id} — a member's own details: name, phone, emergency contact, licence number where the hunt asks.
// DELETE /api/party/members/{id} — the lead removes an unpaid hunter from the party (its spot goes back on sale).
import { idParam, route } from "@/lib/http/route";
import { saveMemberDetails } from "@/lib/party/service";
import { removePartyMember } from "@/lib/party/shrink";
import { memberDetailsSchema } from "@/lib/party/schema";

export const PUT = route(
  { auth: "hunter", guard: ({ params }) => void idParam(params.id, "Party member not found"), body: memberDetailsSchema },
  async ({ user, body, params }) => saveMemberDetails(user, idParam(params.id, "Party member not found"), body),
);

export const DELETE = route({ auth: "hunter" }, async ({ user, params }) =>
  removePartyMember(user, idParam(params.id, "Party member not found")),
);
