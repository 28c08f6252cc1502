// POST /api/bookings/{id}/tag-proofs — multipart upload (field `proof`) of a private draw proof: PDF, JPEG or PNG, at most 10 MB.
import { idParam, json, route } from "@/lib/http/route";
import { storeTagProof } from "@/lib/tags/proofs";

export const POST = route(
  { auth: ["hunter", "outfitter"], guard: ({ params }) => void idParam(params.id, "Booking not found") },
  async ({ user, req, params }) => json(await storeTagProof(user, idParam(params.id, "Booking not found"), req), 201),
);
