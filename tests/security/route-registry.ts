import { eq } from "drizzle-orm";
import { createAdmin, createGearItem, createHunt, createHunter, createHuntReview, createMessage, createOutfitter, createOutfitterReview, createUser } from "@/db/factories";
import { db } from "@/db";
import { bookingClaims, bookingInquiries, commissions, notifications, users } from "@/db/schema";
import { payBookingWithTestCard } from "@/lib/bookings/payment-events";
import { createCardPayment } from "@/lib/commission-payments/service";
import { addToBalance } from "@/lib/finance/commission";
import { bookingBody } from "../support/bookings";
import { pngBytes } from "../support/png";
import { asCurrent, freshEmail, huntBody, huntOf, openIntent, pendingBooking, resetLinkFor, uploadUrl } from "./registry-fixtures";

/**
 * Every `/api/*` route handler and who may call it. tests/security/authz-matrix.test.ts finds
 * every app/api/**\/route.ts and its exported methods and FAILS when one has no row here (or a row
 * names a route that no longer exists). It then calls each row as every actor below and checks
 * the status, that a refusal left the database untouched, and `Cache-Control: private, no-store`
 * on per-user answers. hostile-input.test.ts throws malformed and mass-assignment bodies at every
 * mutating row; middleware-bypass.test.ts replays protected rows with x-middleware-subrequest.
 *
 * Adding a route = adding one row:
 *   row("PUT /api/hunts/[id]", "approved-outfitter", { owner: "outfitter", foreign: 403,
 *     request: async ({ world }) => ({ params: { id: String((await createHunt({ outfitterId: world.outfitter.id })).id) },
 *       body: { title: "Renamed hunt" } }) }),
 * `request` builds a fresh, valid request for the caller (it runs before the database snapshot,
 * so it may create data). With `owner`, the ids in the request belong to that actor: the other
 * callers of an allowed role get `foreign` (403 or 404), the admin gets `ok` when `adminAny`.
 */
export const ACTORS = ["anonymous", "hunter", "otherHunter", "pendingOutfitter", "outfitter", "otherOutfitter", "admin"] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedInActor = Exclude<ActorName, "anonymous">;
export type UserRow = typeof users.$inferSelect;
export type World = Record<SignedInActor, UserRow>;

export type Role = "hunter" | "outfitter" | "approved-outfitter" | "admin";
/** public: anyone, same answer for all · optional: anyone, answer may depend on the caller · user: any signed-in active account. */
export type Access = "public" | "optional" | "user" | Role | readonly Role[];
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RequestSpec = {
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
};
export type RequestCtx = { world: World; actor: ActorName };

export type RouteRow = {
  method: HttpMethod;
  /** The route's folder under app/, e.g. /api/users/[id]. */
  path: string;
  access: Access;
  /** The ids in the request belong to this actor (ownership is checked). */
  owner?: "hunter" | "outfitter";
  /** What another caller of an allowed role gets for the owner's ids (default 404). */
  foreign?: 403 | 404;
  /** The admin may act on anyone's ids. */
  adminAny?: boolean;
  /** Success status (default 200). */
  ok?: number;
  /** Fixed statuses overriding the computed ones (one number for every actor). */
  expect?: number | Partial<Record<ActorName, number>>;
  request?: (ctx: RequestCtx) => RequestSpec | Promise<RequestSpec>;
  /** The matrix does not call this row; say why and where it is covered instead. */
  skip?: string;
  /** After a 2xx to a mass-assignment body: throw if a client-sent privileged field took effect. */
  checkCreated?: (json: Record<string, unknown>) => Promise<void>;
  /**
   * Admin routes whose purpose is to change one account's privileged flags (activation, approval,
   * top-tier, pause): the id of that account in the request actually sent. Every other account's
   * flags must still stay untouched.
   */
  flagTarget?: (sent: { params?: Record<string, string>; body: unknown }) => number | null;
  notes?: string;
};

type Extra = Omit<RouteRow, "method" | "path" | "access">;
function row(route: `${HttpMethod} /api${string}`, access: Access, extra: Extra = {}): RouteRow {
  const [method, path] = route.split(" ") as [HttpMethod, string];
  return { method, path, access, ...extra };
}

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
async function owingOutfitter() {
  const o = await createOutfitter();
  await addToBalance(db, o.id, 1000);
  return o.id;
}


export const ROUTES: RouteRow[] = [
  // ── auth ─────────────────────────────────────────────────────────────────────────────
  row("GET /api/auth/[...nextauth]", "public", { skip: "next-auth's own endpoints need a request scope (next/headers); sessions.test.ts covers cookies, forgery, sign-out" }),
  row("POST /api/auth/[...nextauth]", "public", { skip: "next-auth verifies its own CSRF token; sessions.test.ts covers the callbacks and sign-out event" }),
  row("POST /api/auth/login", "public", {
    request: async () => ({ body: { email: (await createUser()).email, password: "password123" } }),
  }),
  row("POST /api/auth/register", "public", {
    ok: 201,
    request: () => ({ body: { email: freshEmail(), password: "password123", firstName: "Reg", lastName: "Istry", role: "outfitter", websiteUrl: "https://example.com" } }),
    checkCreated: async (json) => {
      const u = json.user as UserRow;
      if (u.role !== "outfitter" || u.isApproved || u.isTopTier || !u.isActive) throw new Error(`register took client flags: ${JSON.stringify(u)}`);
    },
  }),
  row("POST /api/auth/logout", "public", { notes: "revokes the caller's bearer token and cookie session; anonymous is a no-op" }),
  row("GET /api/auth/me", "user"),
  row("POST /api/auth/forgot-password", "public", { request: async () => ({ body: { email: (await createHunter()).email } }) }),
  row("POST /api/auth/reset-password", "public", { request: async () => ({ body: { token: await resetLinkFor(), newPassword: "a-new-password" } }) }),
  row("POST /api/auth/user-info", "public", { request: async () => ({ body: { token: await resetLinkFor() } }) }),
  row("GET /api/test/outbox", "public", { expect: 404, request: () => ({ query: { to: "a@example.test" } }), notes: "exists only with E2E_TEST_HOOKS=1 (never in production)" }),

  // ── platform ─────────────────────────────────────────────────────────────────────────
  row("GET /api/health", "public"),
  row("POST /api/contact", "public", {
    ok: 201,
    request: () => ({ body: { name: "Visitor", email: "visitor@example.test", subject: "Question", message: "When do elk tags open?" } }),
  }),

  // ── users ────────────────────────────────────────────────────────────────────────────
  row("GET /api/users/admins", "user"),
  row("PUT /api/users/[id]", "user", {
    owner: "outfitter",
    foreign: 403,
    adminAny: true,
    request: ({ world }) => ({ params: { id: String(world.outfitter.id) }, body: { firstName: "Renamed" } }),
    notes: "own account; the admin may edit any. role/isApproved/isActive/isTopTier from a client are stripped",
  }),

  row("GET /api/users", "admin"),
  row("GET /api/users/[id]", "user", {
    request: ({ world }) => ({ params: { id: String(world.admin.id) } }),
    notes: "an admin is everyone's contact: name and role for others, full profile for oneself and the admin; a user one may not write to is 404 (tests/integration)",
  }),
  row("GET /api/users/contacts", "user"),

  // ── messages & notifications ─────────────────────────────────────────────────────────
  row("GET /api/messages", "user"),
  row("GET /api/messages/conversations", "user"),
  row("GET /api/messages/unread-count", "user"),
  row("GET /api/messages/conversation/[userId]", "user", {
    request: async () => ({ params: { userId: String((await createAdmin()).id) } }),
    notes: "only the caller's own messages with that user; the id names the partner, not an owner",
  }),
  row("GET /api/notifications", "user"),
  row("GET /api/notifications/unread-count", "user"),

  // ── hunter area ──────────────────────────────────────────────────────────────────────
  row("GET /api/bookings/my", "hunter"),
  row("GET /api/hunter/bookings", "hunter"),
  row("GET /api/hunter/messaged-outfitters", "hunter"),

  // ── outfitter area (reads: any outfitter, approved or not) ───────────────────────────
  row("GET /api/outfitter/balance", "outfitter"),
  row("GET /api/outfitter/booking-claims", "outfitter"),
  row("GET /api/outfitter/bookings", "outfitter"),
  row("GET /api/outfitter/financial-report", "outfitter"),
  row("GET /api/outfitter/hunts", "outfitter"),
  row("GET /api/outfitter/overview", "outfitter"),
  row("GET /api/questionnaire/current", "outfitter"),

  // ── hunts (writes: approved outfitter, own hunts; someone else's hunt is 403) ──────────
  row("POST /api/hunts", "approved-outfitter", {
    ok: 201,
    request: () => ({ body: huntBody() }),
    checkCreated: async (json) => {
      if (json.isActive !== true || json.price === "0.01") throw new Error(`hunt took client fields: ${JSON.stringify(json).slice(0, 300)}`);
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

  // ── bookings & payments (the hunter's own booking; someone else's is 403) ─────────────
  row("POST /api/bookings", "hunter", {
    ok: 201,
    request: async ({ world }) => ({ body: bookingBody(Number(await huntOf(world.outfitter.id))) }),
    checkCreated: async (json) => {
      if (json.status !== "pending" || json.paymentStatus !== "unpaid" || json.totalAmount !== "4500.00") throw new Error(`booking took client fields: ${JSON.stringify(json).slice(0, 300)}`);
    },
  }),
  row("PATCH /api/bookings/[id]/status", "user", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: String((await pendingBooking(world)).id) }, body: { status: "denied" } }),
    notes: "the hunt's outfitter accepts, denies or completes; the booking's hunter may only cancel (403 for 'denied'); tests/integration/bookings-status",
  }),
  row("POST /api/create-payment-intent", "user", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => ({ body: { bookingId: (await pendingBooking(world)).id } }),
  }),
  row("POST /api/payments/test/confirm", "user", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => ({ body: { clientSecret: (await openIntent(world)).clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" } }),
  }),
  row("POST /api/confirm-payment", "user", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => {
      const intent = await openIntent(world);
      await payBookingWithTestCard(asCurrent(world.hunter), { clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" });
      return { body: { bookingId: intent.bookingId, paymentIntentId: intent.paymentIntentId } };
    },
  }),
  row("POST /api/stripe/webhook", "public", {
    expect: 400,
    request: () => ({ body: { id: "evt_forged", type: "payment_intent.succeeded", data: { object: { id: "pi_forged", metadata: { bookingId: "1" } } } } }),
    notes: "no Stripe-Signature → 400 for everyone; signed events in tests/integration/bookings-stripe",
  }),

  // ── booking claims ───────────────────────────────────────────────────────────────────
  row("POST /api/booking-claims/[claimId]/respond", "approved-outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => {
      const [claim] = await db
        .insert(bookingClaims)
        .values({ hunterId: world.hunter.id, outfitterId: world.outfitter.id, huntPriceCents: 250000, huntDescription: "Mule deer, 4 days" })
        .returning();
      return { params: { claimId: String(claim!.id) }, body: { accept: false } };
    },
  }),

  // ── commission (any outfitter pays what it owes; an order is its own) ───────────────
  row("POST /api/create-paypal-payment", "outfitter", {
    ok: 201,
    request: async ({ world, actor }) => {
      if (actor !== "anonymous") await addToBalance(db, world[actor].id, 10_000);
      return { body: { amount: "50.00", description: "Commission" } };
    },
    notes: "admins and hunters owe nothing: 403 by role; another outfitter's id in the body is 403 (tests/integration/commission-payments)",
  }),
  row("POST /api/capture-paypal-payment", "outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => {
      await addToBalance(db, world.outfitter.id, 10_000);
      const order = await createCardPayment(asCurrent(world.outfitter), { amount: "10.00" });
      return { body: { orderId: order.orderId } };
    },
  }),
  row("POST /api/questionnaire/submit", "approved-outfitter", {
    ok: 201,
    request: () => ({ body: { hasClientBooking: "no" } }),
    notes: "once a month: a repeat is 409 (tests/integration/questionnaire)",
  }),

  // ── uploads & media (own files only) ─────────────────────────────────────────────────
  row("POST /api/upload", ["approved-outfitter", "admin"], {
    ok: 201,
    request: () => {
      const form = new FormData();
      form.append("image", new File([pngBytes() as BlobPart], "photo.png", { type: "image/png" }));
      return { body: form };
    },
    notes: "hostile files (SVG, renamed HTML, huge headers, traversal names) in tests/integration/uploads",
  }),
  row("DELETE /api/images/delete", ["outfitter", "admin"], {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => {
      const url = uploadUrl(world.outfitter.id);
      await createHunt({ outfitterId: world.outfitter.id, images: [url] });
      return { body: { imageUrl: url } };
    },
  }),
  row("PUT /api/outfitter/cover-photo", "outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world, actor }) => {
      // Cover photos are a top-tier feature: the owner is top tier, the other outfitters are not.
      if (actor === "outfitter") await db.update(users).set({ isTopTier: true }).where(eq(users.id, world.outfitter.id));
      return { body: { coverPhoto: uploadUrl(world.outfitter.id) } };
    },
  }),

  // ── messages & notifications (writes) ────────────────────────────────────────────────
  row("POST /api/messages", "user", {
    ok: 201,
    request: async () => ({ body: { receiverId: (await createAdmin()).id, content: "Is the September elk hunt still open?" } }),
    notes: "everyone may write to an admin; who may write to whom in tests/integration/messages-send",
  }),
  row("POST /api/messages/conversation/[userId]/read", "user", {
    request: async ({ world, actor }) => {
      const partner = await createAdmin();
      if (actor !== "anonymous") await createMessage({ senderId: partner.id, receiverId: world[actor].id });
      return { params: { userId: String(partner.id) } };
    },
    notes: "marks only the partner's messages to the caller",
  }),
  row("POST /api/notifications/[id]/read", "user", {
    owner: "hunter",
    request: async ({ world }) => {
      const [n] = await db.insert(notifications).values({ userId: world.hunter.id, title: "Booking", message: "Your booking was accepted" }).returning();
      return { params: { id: String(n!.id) } };
    },
  }),

  // ── admin area (admin only: 401 signed out, 403 to everyone else, checked in lib/admin/*) ──
  // Each row acts on fresh data, so deactivating or pausing never touches the world's actors.
  row("GET /api/admin/users", "admin"),
  row("GET /api/admin/bookings", "admin"),
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
  row("PUT /api/admin/reviews/[id]/approve", "admin", { request: async () => ({ params: { id: String(await pendingHuntReview()) }, body: {} }) }),
  row("PUT /api/admin/reviews/[id]/reject", "admin", {
    request: async () => ({ params: { id: String(await pendingHuntReview()) }, body: { adminNotes: "Off topic" } }),
  }),
  row("GET /api/admin/outfitter-reviews/pending", "admin"),
  row("PUT /api/admin/outfitter-reviews/[id]/approve", "admin", { request: async () => ({ params: { id: String(await pendingOutfitterReview()) }, body: {} }) }),
  row("PUT /api/admin/outfitter-reviews/[id]/reject", "admin", {
    request: async () => ({ params: { id: String(await pendingOutfitterReview()) }, body: { adminNotes: "Off topic" } }),
  }),
  row("POST /api/admin/send-notification", "admin", { request: () => ({ body: { subject: "Registry", message: "Hello", audience: "outfitters" } }) }),
  row("GET /api/admin/revenue", "admin"),
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
  row("POST /api/outfitter-gear", "admin", {
    ok: 201,
    request: ({ world }) => ({ body: { outfitterId: world.outfitter.id, name: "Rangefinder", amazonUrl: "https://www.amazon.com/dp/B0REG" } }),
  }),
  row("PUT /api/outfitter-gear/[id]", "admin", {
    request: async ({ world }) => ({ params: { id: String((await createGearItem({ outfitterId: world.outfitter.id })).id) }, body: { name: "Renamed" } }),
  }),
  row("DELETE /api/outfitter-gear/[id]", "admin", {
    request: async ({ world }) => ({ params: { id: String((await createGearItem({ outfitterId: world.outfitter.id })).id) } }),
  }),
  row("GET /api/users/outfitters", "user", { notes: "approved, active outfitters: id and first name" }),
  row("GET /api/outfitters", "user", { notes: "approved, active outfitters: id and first name" }),

  // ── discovery (public reads) ─────────────────────────────────────────────────────────
  row("GET /api/hunts", "public", { request: () => ({ query: { species: "elk/wapiti" } }) }),
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
  row("GET /api/outfitter-reviews/approved/[outfitterId]", "public", { request: ({ world }) => ({ params: { outfitterId: String(world.outfitter.id) } }) }),
  row("GET /api/outfitter-gear/[id]", "public", { request: ({ world }) => ({ params: { id: String(world.outfitter.id) } }) }),

  // ── hunter area: favourites ──────────────────────────────────────────────────────────
  row("GET /api/favorites", "hunter"),
  row("GET /api/favorites/hunts", "hunter"),
  row("GET /api/favorites/check/[outfitterId]", "hunter", { request: ({ world }) => ({ params: { outfitterId: String(world.outfitter.id) } }) }),
  row("POST /api/favorites/[outfitterId]", "hunter", { request: ({ world }) => ({ params: { outfitterId: String(world.outfitter.id) } }) }),
  row("DELETE /api/favorites/[outfitterId]", "hunter", { request: ({ world }) => ({ params: { outfitterId: String(world.outfitter.id) } }) }),
  row("GET /api/booking-inquiries/my", "hunter"),
  row("GET /api/booking-claims/outfitters", "hunter"),
  row("GET /api/booking-inquiries/[outfitterId]", "hunter", { request: ({ world }) => ({ params: { outfitterId: String(world.outfitter.id) } }) }),
  row("POST /api/booking-claims", "hunter", {
    ok: 201,
    request: ({ world }) => ({ body: { outfitterId: world.outfitter.id, huntPrice: "2500.00", huntDescription: "Mule deer, 4 days", bookingDate: "2027-09-10" } }),
    checkCreated: async (json) => {
      if (json.status !== "pending") throw new Error(`claim took client fields: ${JSON.stringify(json).slice(0, 300)}`);
    },
  }),

  // Un-approval: PUT /api/admin/users/[id]/approval with isApproved
  // false leaves the outfitter signed in (tokens and cookie stay valid, sessions.test.ts proves the
  // flag is re-read on every request) but every "approved-outfitter" row must then answer 403 —
  // unapproval.test.ts proves it on the owner's own data for each such row.
  // Deactivation (PUT /api/admin/users/[id]/status) must call revokeAllApiTokens(userId), which
  // ends the user's bearer tokens AND cookie sessions.
];

/** Which actors a role admits. */
const ROLE_ACTORS: Record<Role, readonly SignedInActor[]> = {
  hunter: ["hunter", "otherHunter"],
  outfitter: ["outfitter", "otherOutfitter", "pendingOutfitter"],
  "approved-outfitter": ["outfitter", "otherOutfitter"],
  admin: ["admin"],
};

export function allows(access: Access, actor: ActorName): boolean {
  if (access === "public" || access === "optional") return true;
  if (actor === "anonymous") return false;
  if (access === "user") return true;
  const roles = typeof access === "string" ? [access as Role] : access;
  return roles.some((r) => ROLE_ACTORS[r].includes(actor));
}

/** The status a row must answer to an actor. */
export function expectedStatus(r: RouteRow, actor: ActorName): number {
  if (typeof r.expect === "number") return r.expect;
  const fixed = r.expect?.[actor];
  if (fixed !== undefined) return fixed;
  const ok = r.ok ?? 200;
  if (r.access === "public" || r.access === "optional") return ok;
  if (actor === "anonymous") return 401;
  if (!allows(r.access, actor)) return 403;
  if (!r.owner || actor === r.owner) return ok;
  if (actor === "admin" && r.adminAny) return ok;
  return r.foreign ?? 404;
}

/** An actor the row answers with success (the owner first), for the hostile-input tests. */
export function successfulActor(r: RouteRow): ActorName | null {
  const order: ActorName[] = [r.owner ?? "outfitter", "hunter", "outfitter", "admin", "pendingOutfitter", "anonymous"];
  return order.find((a) => expectedStatus(r, a) < 300) ?? null;
}

export const isProtected = (r: RouteRow) => r.access !== "public" && r.access !== "optional";
export const isMutating = (r: RouteRow) => r.method !== "GET";
export const routeKey = (r: Pick<RouteRow, "method" | "path">) => `${r.method} ${r.path}`;
