// POST /api/outfitters/{id}/references — a hunter with a completed booking opts in as a reference for the outfitter.
// DELETE /api/outfitters/{id}/references — opts out (one click; a repeat answers the same).
import { idParam, route } from "@/lib/http/route";
import { REFERENCE_MESSAGES } from "@/lib/references/schema";
import { optInAsReference, optOutAsReference } from "@/lib/references/service";

export const POST = route({ auth: "hunter", roleMessage: REFERENCE_MESSAGES.huntersOnly }, ({ user, params }) =>
  optInAsReference(user, idParam(params.id, REFERENCE_MESSAGES.outfitterNotFound)),
);

export const DELETE = route({ auth: "hunter", roleMessage: REFERENCE_MESSAGES.huntersOnly }, ({ user, params }) =>
  optOutAsReference(user, idParam(params.id, REFERENCE_MESSAGES.outfitterNotFound)),
);
