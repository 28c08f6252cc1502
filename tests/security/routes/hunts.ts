import { huntSearchQuerySchema } from "@/lib/hunts/search-schema";
import { huntBody, huntOf } from "../registry-fixtures";
import { row, type RouteRow } from "./define";

/** Hunts: the approved outfitter's writes on its own hunts, and the public discovery reads. */
export const HUNT_ROUTES: RouteRow[] = [
  // ── hunts (writes: approved outfitter, own hunts; someone else's hunt is 403) ──────────
  row("POST /api/hunts", "approved-outfitter", {
    ok: 201,
    request: () => ({ body: huntBody() }),
    checkCreated: async (json) => {
      if (json.isActive !== true || json.price === "0.01")
        throw new Error(`hunt took client fields: ${JSON.stringify(json).slice(0, 300)}`);
    },
  }),
  row("PUT /api/hunts/[id]", "approved-outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: await huntOf(world.outfitter.id) }, body: huntBody({ title: "Renamed hunt" }) }),
  }),
  row("PATCH /api/hunts/[id]/status", "approved-outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: await huntOf(world.outfitter.id) }, body: { isActive: false } }),
  }),
  row("DELETE /api/hunts/[id]", "approved-outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: await huntOf(world.outfitter.id) } }),
  }),

  // ── discovery (public reads) ─────────────────────────────────────────────────────────
  row("GET /api/hunts", "public", {
    request: () => ({ query: { species: "elk/wapiti" } }),
    queryKeys: Object.keys(huntSearchQuerySchema.shape),
  }),
  row("GET /api/hunts/featured", "public"),
  row("GET /api/top-tier-outfitters", "public"),
  row("GET /api/hunts/[id]", "optional", {
    request: async ({ world }) => ({ params: { id: await huntOf(world.outfitter.id) } }),
    notes: "a listed hunt for everyone; a hidden one only for its outfitter and the admin (404 otherwise)",
  }),
  row("GET /api/outfitter/profile/[id]", "optional", {
    request: ({ world }) => ({ params: { id: String(world.outfitter.id) } }),
    notes: "last name and website only for the admin",
  }),
  row("GET /api/reviews/[huntId]", "public", { request: async ({ world }) => ({ params: { huntId: await huntOf(world.outfitter.id) } }) }),
  row("GET /api/outfitter-reviews/approved/[outfitterId]", "public", {
    request: ({ world }) => ({ params: { outfitterId: String(world.outfitter.id) } }),
  }),
  row("GET /api/outfitter-gear/[id]", "optional", {
    request: ({ world }) => ({ params: { id: String(world.outfitter.id) } }),
    notes: "a paused outfitter's list only for the admin and that outfitter",
  }),
];
