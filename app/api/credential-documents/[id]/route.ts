// GET /api/credential-documents/{id} — a private credential document, to its outfitter and the admin only (404 for anyone else, signed in or not).
import { DOCUMENT_NOT_FOUND, readDocument } from "@/lib/credentials/documents";
import { idParam, route } from "@/lib/http/route";

export const GET = route({ auth: "optional" }, async ({ user, params }) => {
  const doc = await readDocument(user, idParam(params.id, DOCUMENT_NOT_FOUND));
  return new Response(doc.bytes as BodyInit, {
    headers: {
      "content-type": doc.contentType,
      "content-disposition": "inline",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});
