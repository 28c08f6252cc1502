// GET /api/outfitter/credentials — the outfitter's own licences, insurance and memberships.
// POST /api/outfitter/credentials — add one; it waits in the admin's verification queue.
import { CREDENTIALS_OUTFITTERS_ONLY } from "@/lib/credentials/documents";
import { credentialInputSchema } from "@/lib/credentials/schema";
import { createCredential, listOwnCredentials } from "@/lib/credentials/service";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "outfitter", roleMessage: CREDENTIALS_OUTFITTERS_ONLY }, ({ user }) => listOwnCredentials(user));

export const POST = route(
  { auth: "outfitter", roleMessage: CREDENTIALS_OUTFITTERS_ONLY, body: credentialInputSchema },
  async ({ user, body }) => json(await createCredential(user, body), 201),
);
