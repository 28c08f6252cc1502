// PUT /api/outfitter/credentials/{id} — change one's own credential (it returns to the queue).
// DELETE /api/outfitter/credentials/{id} — remove it.
import { CREDENTIALS_OUTFITTERS_ONLY } from "@/lib/credentials/documents";
import { credentialInputSchema } from "@/lib/credentials/schema";
import { CREDENTIAL_NOT_FOUND, deleteCredential, updateCredential } from "@/lib/credentials/service";
import { idParam, route } from "@/lib/http/route";

export const PUT = route(
  {
    auth: "outfitter",
    roleMessage: CREDENTIALS_OUTFITTERS_ONLY,
    body: credentialInputSchema,
    guard: ({ params }) => void idParam(params.id, CREDENTIAL_NOT_FOUND),
  },
  ({ user, params, body }) => updateCredential(user, idParam(params.id, CREDENTIAL_NOT_FOUND), body),
);

export const DELETE = route({ auth: "outfitter", roleMessage: CREDENTIALS_OUTFITTERS_ONLY }, ({ user, params }) =>
  deleteCredential(user, idParam(params.id, CREDENTIAL_NOT_FOUND)),
);
