import { createCredential, createCredentialDocument, PDF_BYTES } from "@/seed/credential-factories";
import { createHunt, createHuntReview } from "@/seed/factories";
import { row, type RouteRow } from "./define";

const membership = { kind: "membership", association: "Montana Outfitters & Guides Association", number: "M-1" };

/** A pending review of the world's outfitter's hunt by the world's hunter. */
export async function ownReviewId(world: { hunter: { id: number }; outfitter: { id: number } }) {
  const hunt = await createHunt({ outfitterId: world.outfitter.id });
  return (await createHuntReview({ huntId: hunt.id, outfitterId: world.outfitter.id, hunterId: world.hunter.id })).id;
}

/** Evidence (issue 49): outfitter credentials, their private documents and the admin's queue; review outcomes and the outfitter's own figure. */
export const CREDENTIAL_ROUTES: RouteRow[] = [
  row("GET /api/outfitter/credentials", "outfitter"),
  row("POST /api/outfitter/credentials", "outfitter", {
    ok: 201,
    request: () => ({ body: membership }),
    notes: "licences and insurance with documents, bad expiry and another's document in tests/integration/credentials",
  }),
  row("PUT /api/outfitter/credentials/[id]", "outfitter", {
    owner: "outfitter",
    request: async ({ world }) => ({
      params: { id: String((await createCredential({ outfitterId: world.outfitter.id })).id) },
      body: membership,
    }),
  }),
  row("DELETE /api/outfitter/credentials/[id]", "outfitter", {
    owner: "outfitter",
    request: async ({ world }) => ({ params: { id: String((await createCredential({ outfitterId: world.outfitter.id })).id) } }),
  }),
  row("POST /api/outfitter/credential-documents", "outfitter", {
    ok: 201,
    request: () => {
      const form = new FormData();
      form.append("document", new File([PDF_BYTES as BlobPart], "licence.pdf", { type: "application/pdf" }));
      return { body: form };
    },
    notes: "wrong type and over 10 MB are 400 (tests/integration/credentials)",
  }),
  row("GET /api/credential-documents/[id]", "optional", {
    // Private: the owner and the admin read it; for anyone else, signed in or not, it does not exist.
    expect: { anonymous: 404, hunter: 404, otherHunter: 404, pendingOutfitter: 404, otherOutfitter: 404, outfitter: 200, admin: 200 },
    request: async ({ world }) => ({ params: { id: String((await createCredentialDocument(world.outfitter.id)).id) } }),
  }),
  row("GET /api/admin/credentials", "admin"),
  // ── verified-hunter reviews (issue 49) ──
  row("PUT /api/hunt-reviews/[id]/outcome", "hunter", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => ({
      params: { id: String(await ownReviewId(world)) },
      body: { guidesScore: 5, tookAnimal: "yes", shotOpportunity: "yes", speciesTaken: ["Elk"] },
    }),
    notes: "harvest fields on someone else's review are 403 (tests/integration/outcomes)",
  }),
  row("GET /api/outfitter/stated-figure", "outfitter"),
  row("PUT /api/outfitter/stated-figure", "outfitter", { request: () => ({ body: { harvestRatePct: 80 } }) }),
  row("POST /api/admin/credentials/[id]/decision", "admin", {
    request: async ({ world }) => ({
      params: { id: String((await createCredential({ outfitterId: world.outfitter.id })).id) },
      body: { decision: "approve", note: "Checked" },
    }),
    notes: "an outfitter approving its own credential is 403 at the door; a repeat is 409 (tests/integration/credentials)",
  }),
];
