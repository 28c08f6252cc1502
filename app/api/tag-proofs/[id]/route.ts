// GET /api/tag-proofs/{id} — a draw proof's file, only for the booking's hunter, its outfitter and the admin (404 for anyone else).
import { idParam, route } from "@/lib/http/route";
import { readTagProof } from "@/lib/tags/proofs";

export const GET = route({ auth: "user" }, async ({ user, params }) => {
  const proof = await readTagProof(user, idParam(params.id, "Proof not found"));
  return new Response(new Uint8Array(proof.bytes), {
    headers: {
      "content-type": proof.contentType,
      "content-disposition": "inline",
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'; sandbox",
      "x-content-type-options": "nosniff",
    },
  });
});
