import { createOutfitter } from "@/seed/factories";
import { huntOf } from "../registry-fixtures";
import { row, type RouteRow, type World } from "./define";
import { db } from "@/db";
import { savedSearches } from "@/db/schema";
import { unsubscribeToken } from "@/lib/saved-searches/token";

/** A saved search of the world's hunter, written directly (no cap, no alert due). */
const savedSearchOf = async (world: World) =>
  (await db.insert(savedSearches).values({ hunterId: world.hunter.id, name: "Registry search", path: "/browse-hunts", query: "", frequency: "daily" }).returning())[0]!;

const REVIEW = "A superb week in the high country with patient, skilled guides.";
/** A hunter's review is always written pending: no client field may publish it. */
const pendingReview = async (json: Record<string, unknown>) => {
  if (json.status !== "pending") throw new Error(`review took client fields: ${JSON.stringify(json).slice(0, 300)}`);
};

/** The hunter area: own bookings, favourites, inquiries, booking claims and reviews. */
export const HUNTER_ROUTES: RouteRow[] = [
  // ── hunter area ──────────────────────────────────────────────────────────────────────
  row("GET /api/bookings/my", "hunter"),
  row("GET /api/hunter/bookings", "hunter"),
  row("GET /api/hunter/messaged-outfitters", "hunter"),

  // ── hunter area: favourites ──────────────────────────────────────────────────────────
  row("GET /api/favorites", "hunter"),
  row("GET /api/favorites/hunts", "hunter"),
  row("GET /api/favorites/check/[outfitterId]", "hunter", {
    request: ({ world }) => ({ params: { outfitterId: String(world.outfitter.id) } }),
  }),
  row("POST /api/favorites/[outfitterId]", "hunter", { request: ({ world }) => ({ params: { outfitterId: String(world.outfitter.id) } }) }),
  row("DELETE /api/favorites/[outfitterId]", "hunter", {
    request: ({ world }) => ({ params: { outfitterId: String(world.outfitter.id) } }),
  }),
  // ── hunter area: saved searches (issue 50) ───────────────────────────────────────────
  row("GET /api/saved-searches", "hunter"),
  row("POST /api/saved-searches", "hunter", {
    ok: 201,
    request: () => ({ body: { name: "Elk in Montana", frequency: "daily", path: "/browse-hunts", filters: { species: "elk", location: "montana" } } }),
    notes: "validated as the search validates its URL (400), at most 20 per hunter (409); tests/integration/saved-searches",
  }),
  row("PATCH /api/saved-searches/[id]", "hunter", {
    owner: "hunter",
    request: async ({ world }) => ({ params: { id: String((await savedSearchOf(world)).id) }, body: { frequency: "weekly" } }),
  }),
  row("DELETE /api/saved-searches/[id]", "hunter", {
    owner: "hunter",
    request: async ({ world }) => ({ params: { id: String((await savedSearchOf(world)).id) } }),
  }),
  row("POST /api/saved-searches/unsubscribe", "public", {
    request: async ({ world }) => ({ query: { token: unsubscribeToken((await savedSearchOf(world)).id) }, body: {} }),
    notes: "RFC 8058 one-click, signed out: the signed token is the only authority; forged tokens 404 (tests/integration/saved-searches)",
    queryKeys: ["token"],
  }),
  row("GET /api/booking-inquiries/my", "hunter"),
  row("GET /api/booking-claims/outfitters", "hunter"),
  row("GET /api/booking-inquiries/[outfitterId]", "hunter", {
    request: ({ world }) => ({ params: { outfitterId: String(world.outfitter.id) } }),
  }),
  row("POST /api/booking-claims", "hunter", {
    ok: 201,
    request: ({ world }) => ({
      body: { outfitterId: world.outfitter.id, huntPrice: "2500.00", huntDescription: "Mule deer, 4 days", bookingDate: "2027-09-10" },
    }),
    checkCreated: async (json) => {
      if (json.status !== "pending") throw new Error(`claim took client fields: ${JSON.stringify(json).slice(0, 300)}`);
    },
  }),
  row("POST /api/booking-inquiries", "hunter", {
    request: async () => ({
      body: { outfitterId: (await createOutfitter()).id, bookingStatus: "yes", huntPrice: "2500.00", notes: "Booked by phone" },
    }),
    notes:
      "the follow-up answer (an upsert per hunter and outfitter); the intake questionnaire variant in tests/integration/booking-inquiries",
  }),

  // ── reviews (hunters only; pending until an admin approves; a fresh target per request) ──
  row("POST /api/reviews", "hunter", {
    ok: 201,
    request: async ({ world }) => ({ body: { huntId: Number(await huntOf(world.outfitter.id)), rating: 5, content: REVIEW } }),
    checkCreated: pendingReview,
    notes: "one review per hunter and hunt (or booking): a repeat is 409 (tests/integration/reviews-submit)",
  }),
  row("POST /api/outfitter-reviews", "hunter", {
    ok: 201,
    request: async () => ({ body: { outfitterId: (await createOutfitter()).id, rating: 4, content: REVIEW } }),
    checkCreated: pendingReview,
    notes: "one review per hunter and outfitter: a repeat is 409 (tests/integration/reviews-submit)",
  }),
];
