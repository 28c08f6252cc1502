// POST /api/outfitter/credential-documents — upload a licence or insurance document (multipart field "document"; PDF, JPEG or PNG, 10 MB).
// A route handler, not an action: the file is read under its size limit as it arrives.
import { CREDENTIALS_OUTFITTERS_ONLY, receiveDocument, storeDocument } from "@/lib/credentials/documents";
import { json, route } from "@/lib/http/route";

export const POST = route({ auth: "outfitter", roleMessage: CREDENTIALS_OUTFITTERS_ONLY }, async ({ req, user }) =>
  json(await storeDocument(user, await receiveDocument(req)), 201),
);
