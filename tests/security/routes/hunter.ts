import { createOutfitter } from "@/seed/factories";
import { huntOf } from "../registry-fixtures";
import { row, type RouteRow, type World } from "./define";
import { db } from "@/db";
import { huntDepartures, savedSearches, waitlistEntries } from "@/db/schema";
import { eq } from "drizzle-orm";
import { addDays, todayIso } from "@/lib/departures/dates";
import { createHunt } from "@/seed/factories";
import { unsubscribeToken } from "@/lib/saved-searches/token";

/** A departure of the world's outfitter starting in 20 days (a last-minute deal may be marked); with `deal`, it is one. */
const soonDeparture = async (world: World, deal = false) => {
  const start = addDays(todayIso(), 20);
  const hunt = await createHunt({
    outfitterId: world.outfitter.id,
    departures: [{ startDate: start, endDate: addDays(start, 4), spots: 3 }],
  });
  const [d] = await db.select({ id: huntDepartures.id }).from(huntDepartures).where(eq(huntDepartures.huntId, hunt.id));
  if (deal) await db.update(huntDepartures).set({ dealDiscountBp: 2000, dealMarkedAt: new Date() }).where(eq(huntDepartures.id, d!.id));
  return d!.id;
};

/** A full departure of the world's outfitter; with `waiting`, the world's hunter is on its waitlist. */
const fullDeparture = async (world: World, waiting = false) => {
  const start = addDays(todayIso(), 60);
  const hunt = await createHunt({
    outfitterId: world.outfitter.id,
    departures: [{ startDate: start, endDate: addDays(start, 4), spots: 2, spotsLeft: 0 }],
  });
  const [d] = await db.select({ id: huntDepartures.id }).from(huntDepartures).where(eq(huntDepartures.huntId, hunt.id));
  if (waiting) await db.insert(waitlistEntries).values({ departureId: d!.id, hunterId: world.hunter.id, partySize: 1 });
  return d!.id;
};

/** A saved search of the world's hunter, written directly (no cap, no alert due). */
const savedSearchOf = async (world: World) =>
  (
    await db
      .insert(savedSearches)
      .values({ hunterId: world.hunter.id, name: "Registry search", path: "/browse-hunts", query: "", frequency: "daily" })
      .returning()
  )[0]!;

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
    request: () => ({
      body: { name: "Elk in Montana", frequency: "daily", path: "/browse-hunts", filters: { species: "elk", location: "montana" } },
    }),
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
  // ── hunter area: waitlists on full departures (issue 50) ───────────────────────────
  row("GET /api/departures/[id]/waitlist", "hunter", {
    owner: "hunter",
    request: async ({ world }) => ({ params: { id: String(await fullDeparture(world, true)) } }),
    notes: "the caller's own place only: anyone else is not on it (404)",
  }),
  row("POST /api/departures/[id]/waitlist", "hunter", {
    request: async ({ world }) => ({ params: { id: String(await fullDeparture(world)) }, body: { partySize: 1 } }),
    notes: "a departure with room answers Book it now; twice is idempotent; tests/integration/waitlists",
  }),
  row("DELETE /api/departures/[id]/waitlist", "hunter", {
    owner: "hunter",
    request: async ({ world }) => ({ params: { id: String(await fullDeparture(world, true)) } }),
  }),
  row("GET /api/outfitter/departures/[id]/waitlist", "outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: String(await fullDeparture(world, true)) } }),
    notes: "the departure's own outfitter only",
  }),
  // ── outfitter: last-minute deals on departures (issue 50) ───────────────────────────
  row("PUT /api/outfitter/departures/[id]/deal", "outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: String(await soonDeparture(world)) }, body: { percent: 20 } }),
    notes:
      "the departure's own outfitter only; starts within 60 days, discount above 0% and below 100%, never below $1.00 (400); tests/integration/departures/deals",
  }),
  row("DELETE /api/outfitter/departures/[id]/deal", "outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: String(await soonDeparture(world, true)) } }),
    notes: "ends the deal; the departure's own outfitter only",
  }),
  row("GET /api/hunter/waitlists", "hunter", { notes: "the caller's own entries only (tests/integration/waitlists/waitlist-views)" }),
  row("GET /api/outfitter/hunts/[id]/waitlists", "outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => {
      const departureId = await fullDeparture(world, true);
      const [d] = await db.select({ huntId: huntDepartures.huntId }).from(huntDepartures).where(eq(huntDepartures.id, departureId));
      return { params: { id: String(d!.huntId) } };
    },
    notes: "the hunt's own outfitter only",
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
