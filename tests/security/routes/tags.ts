import { db } from "@/db";
import { bookingDrawTerms, bookingTagResults, tagProofs } from "@/db/schema";
import { addDays, todayIso } from "@/lib/departures/dates";
import { stopLinkOf } from "@/lib/tags/stop-link";
import { acceptedBooking } from "../registry-fixtures";
import { row, type RouteRow, type World } from "./define";
import type { ServerActionRow } from "./server-actions";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** world.hunter's accepted booking of a draw hunt (results in 30 days): one hunter, `reported` when the outfitter has a report to answer. */
export async function drawBooking(world: World, reported = false) {
  const b = await acceptedBooking(world);
  await db.insert(bookingDrawTerms).values({ bookingId: b.id, outcome: "refund", resultsOn: addDays(todayIso(), 30) });
  await db.insert(bookingTagResults).values({
    bookingId: b.id,
    hunterIndex: 1,
    ...(reported ? { status: "drawn" as const, reportedAt: new Date(), reportedBy: world.hunter.id, review: "unconfirmed" as const } : {}),
  });
  return b;
}

async function proofOf(world: World) {
  const b = await drawBooking(world);
  const [p] = await db
    .insert(tagProofs)
    .values({
      bookingId: b.id,
      uploadedBy: world.hunter.id,
      contentType: "application/pdf",
      sizeBytes: PDF.length,
      bytes: Buffer.from(PDF),
    })
    .returning();
  return p!;
}

const proofForm = () => {
  const f = new FormData();
  f.append("proof", new File([PDF as BlobPart], "tag.pdf", { type: "application/pdf" }));
  return f;
};

/** Tag draws (issue 47): a booking's results belong to its hunter and its hunt's outfitter; proofs are private to them and the admin. */
export const TAG_ROUTES: RouteRow[] = [
  row("GET /api/bookings/[id]/tag-results", "user", {
    owner: "hunter",
    foreign: 403,
    adminAny: true,
    expect: { outfitter: 200 },
    request: async ({ world }) => ({ params: { id: String((await drawBooking(world)).id) } }),
  }),
  row("POST /api/bookings/[id]/tag-results", ["hunter", "outfitter"], {
    owner: "hunter",
    foreign: 403,
    expect: { outfitter: 403 },
    request: async ({ world }) => ({ params: { id: String((await drawBooking(world)).id) }, body: { hunterIndex: 1, result: "drawn" } }),
    notes: "the outfitter may record a result only 14 days after the results date; tests/integration/tags/tag-results",
  }),
  row("POST /api/bookings/[id]/tag-results/review", "outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => ({
      params: { id: String((await drawBooking(world, true)).id) },
      body: { hunterIndex: 1, decision: "confirm" },
    }),
  }),
  row("POST /api/bookings/[id]/tag-results/applied", "hunter", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: String((await drawBooking(world)).id) }, body: { hunterIndex: 1 } }),
  }),
  row("POST /api/bookings/[id]/tag-proofs", ["hunter", "outfitter"], {
    owner: "hunter",
    foreign: 403,
    ok: 201,
    expect: { outfitter: 201 },
    request: async ({ world }) => ({ params: { id: String((await drawBooking(world)).id) }, body: proofForm() }),
    notes: "multipart; size and type refusals in tests/integration/tags/tag-results",
  }),
  row("GET /api/tag-proofs/[id]", "user", {
    owner: "hunter",
    foreign: 404,
    adminAny: true,
    expect: { outfitter: 200 },
    request: async ({ world }) => ({ params: { id: String((await proofOf(world)).id) } }),
    notes: "private: never under /uploads; anyone but the booking's hunter, its outfitter and the admin is told it does not exist",
  }),
  row("GET /api/tags/reminders/stop", "public", {
    request: async ({ world }) => {
      const url = new URL(stopLinkOf((await drawBooking(world)).id));
      return { query: Object.fromEntries(url.searchParams) };
    },
    queryKeys: ["booking", "sig"],
    notes: "the signed one-click stop link of the deadline reminders",
  }),
  row("GET /api/calendar/[token]", "public", {
    expect: 404,
    request: () => ({ params: { token: "x".repeat(43) + ".ics" } }),
    notes: "a token nobody holds; the feed itself in tests/integration/tags/calendar-feed",
  }),
  row("GET /api/hunter/deadlines", "hunter"),
  row("GET /api/outfitter/tag-results", "outfitter"),
  row("POST /api/hunter/deadlines/calendar-token", "hunter", { ok: 201 }),
];

export const TAG_SERVER_ACTIONS: ServerActionRow[] = [
  {
    action: "lib/tags/actions.ts#reportTagResultAction",
    access: ["hunter", "outfitter"],
    owner: "hunter",
    foreign: 403,
    expect: { outfitter: 403 },
    input: async ({ world }) => ({ bookingId: (await drawBooking(world)).id, hunterIndex: 1, result: "drawn" }),
    notes: "I drew / I did not draw (twin of POST /api/bookings/{id}/tag-results)",
  },
  {
    action: "lib/tags/actions.ts#reviewTagResultAction",
    access: "outfitter",
    owner: "outfitter",
    foreign: 403,
    input: async ({ world }) => ({ bookingId: (await drawBooking(world, true)).id, hunterIndex: 1, decision: "confirm" }),
  },
  {
    action: "lib/tags/actions.ts#markTagAppliedAction",
    access: "hunter",
    owner: "hunter",
    foreign: 403,
    input: async ({ world }) => ({ bookingId: (await drawBooking(world)).id, hunterIndex: 1 }),
  },
  { action: "lib/tags/actions.ts#resetCalendarTokenAction", access: "hunter", input: () => ({}) },
];
