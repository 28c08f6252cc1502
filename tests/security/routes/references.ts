import { createBooking, createHunt, createHunter } from "@/seed/factories";
import { optInReference } from "@/seed/reference-factories";
import type { ServerActionRow } from "./server-actions";
import { row, type RequestCtx, type RouteRow } from "./define";

/** The calling hunter becomes a past client of the world's outfitter (a completed booking). */
export async function pastClient({ world, actor }: RequestCtx) {
  if (actor !== "hunter" && actor !== "otherHunter") return;
  const hunt = await createHunt({ outfitterId: world.outfitter.id });
  await createBooking({ huntId: hunt.id, outfitterId: world.outfitter.id, hunterId: world[actor].id, status: "completed" });
}

/** A fresh reference of the world's outfitter, so each call has one to be relayed to. */
export async function withReference({ world }: RequestCtx) {
  const reference = await createHunter();
  await optInReference(world.outfitter.id, reference.id);
}

/** References (issue 49): opting in and out, the hunter's standing, and a visitor's relayed contact. */
export const REFERENCE_ROUTES: RouteRow[] = [
  row("GET /api/hunter/references", "hunter"),
  row("POST /api/outfitters/[id]/references", "hunter", {
    request: async (ctx) => {
      await pastClient(ctx);
      return { params: { id: String(ctx.world.outfitter.id) } };
    },
    notes: "a hunter without a completed booking is 403 (tests/integration/references)",
  }),
  row("DELETE /api/outfitters/[id]/references", "hunter", {
    request: ({ world }) => ({ params: { id: String(world.outfitter.id) } }),
  }),
  row("POST /api/outfitters/[id]/references/contact", "hunter", {
    ok: 201,
    request: async (ctx) => {
      await withReference(ctx);
      return { params: { id: String(ctx.world.outfitter.id) }, body: { message: "How was the elk hunt with them?" } };
    },
    notes: "rotation, anonymity and the 3-a-day 429 in tests/integration/references",
  }),
];

export const REFERENCE_ACTIONS: ServerActionRow[] = [
  {
    action: "lib/references/actions.ts#optInReferenceAction",
    access: "hunter",
    input: async (ctx) => {
      await pastClient(ctx);
      return { outfitterId: ctx.world.outfitter.id };
    },
    notes: "twin of POST /api/outfitters/{id}/references",
  },
  {
    action: "lib/references/actions.ts#optOutReferenceAction",
    access: "hunter",
    input: ({ world }) => ({ outfitterId: world.outfitter.id }),
    notes: "twin of DELETE /api/outfitters/{id}/references",
  },
  {
    action: "lib/references/actions.ts#contactReferenceAction",
    access: "hunter",
    input: async (ctx) => {
      await withReference(ctx);
      return { outfitterId: ctx.world.outfitter.id, message: "How was the elk hunt with them?" };
    },
    notes: "twin of POST /api/outfitters/{id}/references/contact",
  },
];
