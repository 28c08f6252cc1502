// POST /api/outfitters/{id}/references/contact — relays a message to one of the outfitter's references, picked by rotation (3 a day).
import { idParam, json, route } from "@/lib/http/route";
import { REFERENCE_MESSAGES, contactReferenceSchema } from "@/lib/references/schema";
import { contactReference } from "@/lib/references/service";

export const POST = route(
  { auth: "hunter", roleMessage: REFERENCE_MESSAGES.huntersOnly, body: contactReferenceSchema },
  async ({ user, params, body }) => json(await contactReference(user, idParam(params.id, REFERENCE_MESSAGES.outfitterNotFound), body), 201),
);
