import { createCredential } from "@/seed/credential-factories";
import type { ServerActionRow } from "./server-actions";
import { ownReviewId } from "./credentials";

/** The credential forms' server actions (issue 49), joined into SERVER_ACTIONS. */
export const CREDENTIAL_ACTIONS: ServerActionRow[] = [
  {
    action: "lib/credentials/actions.ts#saveCredentialAction",
    access: "outfitter",
    owner: "outfitter",
    input: async ({ world }) => ({
      id: (await createCredential({ outfitterId: world.outfitter.id })).id,
      kind: "membership",
      association: "Montana Outfitters & Guides Association",
      number: "M-2",
    }),
    notes:
      "an edit of the owner's credential (twin of PUT /api/outfitter/credentials/{id}; without id, POST); tests/integration/credentials",
  },
  {
    action: "lib/credentials/actions.ts#deleteCredentialAction",
    access: "outfitter",
    owner: "outfitter",
    input: async ({ world }) => ({ id: (await createCredential({ outfitterId: world.outfitter.id })).id }),
  },
  {
    action: "lib/credentials/actions.ts#decideCredentialAction",
    access: "admin",
    input: async ({ world }) => ({ id: (await createCredential({ outfitterId: world.outfitter.id })).id, decision: "approve", note: null }),
    notes: "the verification queue's approve / reject (twin of POST /api/admin/credentials/{id}/decision)",
  },
  {
    action: "lib/outcomes/actions.ts#setReviewOutcomeAction",
    access: "hunter",
    owner: "hunter",
    foreign: 403,
    input: async ({ world }) => ({ reviewId: await ownReviewId(world), tookAnimal: "no", shotOpportunity: "yes" }),
    notes: "twin of PUT /api/hunt-reviews/{id}/outcome",
  },
  {
    action: "lib/outcomes/actions.ts#setStatedFigureAction",
    access: "outfitter",
    input: () => ({ harvestRatePct: 75 }),
  },
];
