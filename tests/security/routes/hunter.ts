import { createOutfitter } from "@/seed/factories";
import { huntOf } from "../registry-fixtures";
import { row, type RouteRow } from "./define";

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
