// POST /api/admin/credentials/{id}/decision — approve or reject a credential with a note; the outfitter is e-mailed.
import { credentialDecisionSchema } from "@/lib/credentials/schema";
import { CREDENTIAL_NOT_FOUND } from "@/lib/credentials/service";
import { decideCredential } from "@/lib/credentials/verification";
import { idParam, route } from "@/lib/http/route";

export const POST = route(
  { auth: "admin", body: credentialDecisionSchema, guard: ({ params }) => void idParam(params.id, CREDENTIAL_NOT_FOUND) },
  ({ user, params, body }) => decideCredential(user, idParam(params.id, CREDENTIAL_NOT_FOUND), body),
);
