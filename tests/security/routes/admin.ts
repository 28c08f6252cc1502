import { db } from "@/db";
import { createHunt, createHunter, createHuntReview, createGearItem, createOutfitter, createOutfitterReview } from "@/seed/factories";
import { bookingInquiries, commissions } from "@/db/schema";
import { addToBalance } from "@/lib/money/commission/ledger";
import { failedEmail } from "../registry-fixtures";
import { row, type RouteRow } from "./define";

async function pendingHuntReview() {
  const [o, h] = await Promise.all([createOutfitter(), createHunter()]);
  const hunt = await createHunt({ outfitterId: o.id });
  return (await createHuntReview({ huntId: hunt.id, outfitterId: o.id, hunterId: h.id })).id;
}
async function pendingOutfitterReview() {
  const [o, h] = await Promise.all([createOutfitter(), createHunter()]);
  return (await createOutfitterReview({ outfitterId: o.id, hunterId: h.id })).id;
}
const paramTarget = (sent: { params?: Record<string, string> }) => Number(sent.params?.id) || null;
const bodyOutfitterTarget = (sent: { body: unknown }) => {
  const id = Number((sent.body as { outfitterId?: unknown } | null)?.outfitterId);
  return Number.isFinite(id) ? id : null;
};

/** A fresh outfitter owing $10.00 of commission. */
/** An outfitter that owes commission (for Mark Paid and Send Reminder; also the server-action rows). */
export async function owingOutfitter() {
  const o = await createOutfitter();
  await addToBalance(db, o.id, 1000);
  return o.id;
}

/** The admin area (admin only: 401 signed out, 403 to everyone else, checked in lib/admin/*) and the gear the admin curates. */
export const ADMIN_ROUTES: RouteRow[] = [
  // ── admin area (admin only: 401 signed out, 403 to everyone else, checked in lib/admin/*) ──
  // Each row acts on fresh data, so deactivating or pausing never touches the world's actors.
  row("GET /api/admin/users", "admin"),
  row("GET /api/admin/bookings", "admin", { queryKeys: ["limit", "cursor", "tagStatus"] }),
  row("GET /api/admin/commissions", "admin"),
  row("PUT /api/admin/commissions/[id]/paid", "admin", {
    request: async () => {
      const o = await createOutfitter();
      const [c] = await db.insert(commissions).values({ outfitterId: o.id, baseAmountCents: 10000, amountCents: 1000 }).returning();
      await addToBalance(db, o.id, 1000);
      return { params: { id: String(c!.id) } };
    },
  }),
  row("PUT /api/admin/users/[id]/status", "admin", {
    request: async () => ({ params: { id: String((await createHunter()).id) }, body: { isActive: false } }),
    flagTarget: paramTarget,
    notes: "deactivation revokes the user's bearer tokens and cookie sessions (revokeAllApiTokens)",
  }),
  row("PUT /api/admin/users/[id]/approval", "admin", {
    request: async () => ({ params: { id: String((await createOutfitter({ isApproved: false })).id) }, body: { isApproved: true } }),
    flagTarget: paramTarget,
  }),
  row("PUT /api/admin/users/[id]/top-tier", "admin", {
    request: async () => ({ params: { id: String((await createOutfitter()).id) }, body: { isTopTier: true } }),
    flagTarget: paramTarget,
  }),
  row("GET /api/admin/reviews/pending", "admin"),
  row("PUT /api/admin/reviews/[id]/approve", "admin", {
    request: async () => ({ params: { id: String(await pendingHuntReview()) }, body: {} }),
  }),
  row("PUT /api/admin/reviews/[id]/reject", "admin", {
    request: async () => ({ params: { id: String(await pendingHuntReview()) }, body: { adminNotes: "Off topic" } }),
  }),
  row("GET /api/admin/outfitter-reviews/pending", "admin"),
  row("PUT /api/admin/outfitter-reviews/[id]/approve", "admin", {
    request: async () => ({ params: { id: String(await pendingOutfitterReview()) }, body: {} }),
  }),
  row("PUT /api/admin/outfitter-reviews/[id]/reject", "admin", {
    request: async () => ({ params: { id: String(await pendingOutfitterReview()) }, body: { adminNotes: "Off topic" } }),
  }),
  row("POST /api/admin/send-notification", "admin", {
    request: () => ({ body: { subject: "Registry", message: "Hello", audience: "outfitters" } }),
  }),
  row("GET /api/admin/revenue", "admin"),
  row("GET /api/admin/settings", "admin"),
  row("PUT /api/admin/settings", "admin", {
    request: () => ({ body: { collectCommissionAtBooking: true } }),
    notes: "the Collect commission at booking switch",
  }),
  row("POST /api/admin/revenue/mark-mismatch", "admin", {
    request: async () => {
      const [h, o] = await Promise.all([createHunter(), createOutfitter()]);
      const [i] = await db.insert(bookingInquiries).values({ hunterId: h.id, outfitterId: o.id, bookingStatus: "yes" }).returning();
      return { body: { inquiryId: i!.id } };
    },
  }),
  row("POST /api/admin/revenue/reset", "admin", { notes: "records a reset point; never deletes commissions" }),
  row("POST /api/admin/outfitter/mark-paid", "admin", { request: async () => ({ body: { outfitterId: await owingOutfitter() } }) }),
  row("POST /api/admin/outfitter/pause", "admin", {
    request: async () => ({ body: { outfitterId: (await createOutfitter()).id } }),
    flagTarget: bodyOutfitterTarget,
  }),
  row("POST /api/admin/outfitter/unpause", "admin", {
    request: async () => ({ body: { outfitterId: (await createOutfitter({ isActive: false })).id } }),
    flagTarget: bodyOutfitterTarget,
  }),
  row("POST /api/admin/outfitter/send-reminder", "admin", { request: async () => ({ body: { outfitterId: await owingOutfitter() } }) }),
  row("GET /api/admin/monthly-reports/status", "admin", { request: () => ({ query: { month: "5", year: "2030" } }) }),
  row("POST /api/admin/monthly-reports/send-reminders", "admin", {
    request: async () => ({ body: { month: 5, year: 2030, outfitterIds: [(await createOutfitter()).id] } }),
  }),
  row("POST /api/admin/email-test", "admin", { request: () => ({ body: { email: "registry@example.test" } }) }),
  row("GET /api/admin/email-outbox", "admin"),
  row("GET /api/admin/jobs", "admin"),
  // 409 for the admin here: the registry's world has no e-mail provider to send it again with
  // (tests/integration/email/email-retries.test.ts retries through a fake Resend).
  row("POST /api/admin/email-outbox/[id]/retry", "admin", {
    ok: 409,
    request: async () => ({ params: { id: String(await failedEmail()) } }),
  }),
  row("POST /api/outfitter-gear", "admin", {
    ok: 201,
    request: ({ world }) => ({
      body: { outfitterId: world.outfitter.id, name: "Rangefinder", amazonUrl: "https://www.amazon.com/dp/B0REG" },
    }),
  }),
  row("PUT /api/outfitter-gear/[id]", "admin", {
    request: async ({ world }) => ({
      params: { id: String((await createGearItem({ outfitterId: world.outfitter.id })).id) },
      body: { name: "Renamed" },
    }),
  }),
  row("DELETE /api/outfitter-gear/[id]", "admin", {
    request: async ({ world }) => ({ params: { id: String((await createGearItem({ outfitterId: world.outfitter.id })).id) } }),
  }),

  // Un-approval: PUT /api/admin/users/[id]/approval with isApproved
  // false leaves the outfitter signed in (tokens and cookie stay valid, sessions.test.ts proves the
  // flag is re-read on every request) but every "approved-outfitter" row must then answer 403 —
  // unapproval.test.ts proves it on the owner's own data for each such row.
  // Deactivation (PUT /api/admin/users/[id]/status) must call revokeAllApiTokens(userId), which
  // ends the user's bearer tokens AND cookie sessions.
];
