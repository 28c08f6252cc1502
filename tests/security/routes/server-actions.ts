import { db } from "@/db";
import { createAdmin, createGearItem, createHunt, createHuntReview, createMessage, createUser } from "@/seed/factories";
import { bookingClaims, bookingInquiries, huntDepartures, notifications, savedSearches, users, waitlistEntries } from "@/db/schema";
import { addDays, todayIso } from "@/lib/departures/dates";
import { unsubscribeToken } from "@/lib/saved-searches/token";
import { payBookingWithTestCard } from "@/lib/money/charges/stripe-events";
import { createCardPayment } from "@/lib/money/commission/payments";
import { addToBalance } from "@/lib/money/commission/ledger";
import { startPayoutOnboarding } from "@/lib/money/payouts/service";
import { bookingBody } from "../../support/bookings";
import { owingOutfitter } from "./admin";
import { eq } from "drizzle-orm";
import {
  acceptedBooking,
  asCurrent,
  deadJob,
  failedEmail,
  freshEmail,
  huntBody,
  huntOf,
  openIntent,
  pendingBooking,
  resetLinkFor,
  uploadUrl,
  WRONG_PASSWORD_REFUSED,
} from "../registry-fixtures";
import type { Access, ActorName, RequestCtx } from "./define";
import { TAG_SERVER_ACTIONS } from "./tags";
import { CREDENTIAL_ACTIONS } from "./credential-actions";
import { REFERENCE_ACTIONS } from "./references";
import { BALANCE_ACTIONS } from "./balance";
import { PARTY_SERVER_ACTIONS } from "./party";

/**
 * Server actions ("use server") are endpoints too: Next.js gives each one a POST id that anyone
 * can call with any arguments, whatever the form that renders it. Each one gets a row here,
 * keyed `<file>#<export>` (an inline action: `<file>#<function name>`), with the same meaning as
 * a route row: who may call it and whose ids it takes.
 *
 * tests/security/server-actions.test.ts finds every "use server" module and inline action under
 * app/, lib/ and components/ and FAILS when one has no row here (or a row names an action that
 * no longer exists). It then replays each row as every actor (anonymous, each role, another
 * owner's ids), with the status the row implies (expectedStatus, as for routes), and checks that
 * a refusal left the database untouched. A foreign Origin is Next.js's to refuse before any
 * action runs: tests/e2e/server-action-origin.spec.ts posts one to `next start`.
 */
export type ServerActionRow = {
  /** `app/(app)/hunts/actions.ts#updateHunt`, relative to the repository root. */
  action: `${string}#${string}`;
  access: Access;
  owner?: "hunter" | "outfitter";
  foreign?: 403 | 404;
  adminAny?: boolean;
  /** The input of a valid call by the owner (a typed object, as the form sends it); built before the snapshot. */
  input?: (ctx: RequestCtx) => unknown | Promise<unknown>;
  /** Fixed statuses overriding the computed ones. */
  expect?: Partial<Record<ActorName, number>>;
  notes?: string;
};

/** A full departure of an outfitter, with `hunterId` on its waitlist when given. */
const fullDepartureOf = async (outfitterId: number, hunterId?: number) => {
  const start = addDays(todayIso(), 60);
  const hunt = await createHunt({ outfitterId, departures: [{ startDate: start, endDate: addDays(start, 4), spots: 2, spotsLeft: 0 }] });
  const [d] = await db.select({ id: huntDepartures.id }).from(huntDepartures).where(eq(huntDepartures.huntId, hunt.id));
  if (hunterId) await db.insert(waitlistEntries).values({ departureId: d!.id, hunterId, partySize: 1 });
  return d!.id;
};

/** A departure starting in 20 days (a last-minute deal may be marked on it); with `deal`, it is one. */
const soonDepartureOf = async (outfitterId: number, deal = false) => {
  const start = addDays(todayIso(), 20);
  const hunt = await createHunt({ outfitterId, departures: [{ startDate: start, endDate: addDays(start, 4), spots: 3 }] });
  const [d] = await db.select({ id: huntDepartures.id }).from(huntDepartures).where(eq(huntDepartures.huntId, hunt.id));
  if (deal) await db.update(huntDepartures).set({ dealDiscountBp: 2000, dealMarkedAt: new Date() }).where(eq(huntDepartures.id, d!.id));
  return d!.id;
};

/** A saved search of one hunter, written directly (the registry's owner rows). */
const savedSearchFor = async (hunterId: number) =>
  (
    await db
      .insert(savedSearches)
      .values({ hunterId, name: "Registry search", path: "/browse-hunts", query: "", frequency: "daily" })
      .returning()
  )[0]!;

const signUp = () => ({
  email: freshEmail(),
  password: "password123",
  firstName: "Act",
  lastName: "Ion",
  phone: "",
  websiteUrl: "",
  role: "hunter",
  termsAccepted: true,
});

export const SERVER_ACTIONS: ServerActionRow[] = [
  {
    action: "lib/contact/actions.ts#sendContactMessage",
    access: "public",
    input: () => ({ name: "Reg", email: freshEmail(), subject: "Hi", message: "Hello" }),
  },
  {
    action: "lib/auth/actions.ts#signInWithPassword",
    access: "public",
    input: async () => ({ email: (await createUser()).email, password: "password123" }),
    notes: "sets the session cookie (next/headers cookies(), recorded by the test's stand-in)",
  },
  { action: "lib/auth/actions.ts#registerAccount", access: "public", input: signUp },
  { action: "lib/auth/actions.ts#sendPasswordResetLink", access: "public", input: async () => ({ email: (await createUser()).email }) },
  {
    action: "lib/auth/actions.ts#resetPasswordWithLink",
    access: "public",
    input: async () => {
      const token = await resetLinkFor();
      return { token, newPassword: "a-new-password", confirmPassword: "a-new-password" };
    },
  },
  {
    action: "lib/users/actions.ts#updateOwnProfile",
    access: "user",
    input: () => ({ firstName: "Renamed", phone: "(406) 555-0100" }),
    notes: "always the caller's own account; the admin edits others through PUT /api/users/{id}",
  },
  {
    action: "lib/privacy/actions.ts#requestDataExportAction",
    access: "user",
    input: () => ({}),
    notes: "a paused outfitter may ask too; the job builds the file (tests/integration/privacy)",
  },
  {
    action: "lib/privacy/actions.ts#deleteOwnAccountAction",
    access: ["hunter", "outfitter"],
    input: () => ({ password: "not-the-password" }),
    expect: WRONG_PASSWORD_REFUSED,
    notes: "a wrong password, so the accounts outlive the row; deletion itself in tests/integration/privacy",
  },
  {
    action: "lib/reviews/actions.ts#submitHuntReviewAction",
    access: "hunter",
    input: async ({ world }) => ({
      huntId: (await createHunt({ outfitterId: world.outfitter.id })).id,
      rating: 5,
      content: "A fine week in the hills.",
    }),
  },
  {
    action: "lib/reviews/actions.ts#submitOutfitterReviewAction",
    access: "hunter",
    input: async () => ({ outfitterId: (await createUser({ role: "outfitter" })).id, rating: 4, content: "Good guides and a tidy camp." }),
  },
  {
    action: "lib/email/admin-actions.ts#retryEmailAction",
    access: "admin",
    expect: { admin: 409 },
    input: async () => ({ id: await failedEmail() }),
    notes: "Retry on /email-debug (twin of POST /api/admin/email-outbox/{id}/retry); 409 here: no e-mail provider in this world",
  },
  {
    action: "lib/jobs/actions.ts#retryJobAction",
    access: "admin",
    input: deadJob,
    notes: "Retry beside a dead job on /admin/jobs: queued again for one more try",
  },
  {
    action: "lib/jobs/actions.ts#discardJobAction",
    access: "admin",
    input: deadJob,
    notes: "Discard beside a dead job on /admin/jobs: deleted, never run",
  },
  {
    action: "lib/email/admin-actions.ts#sendTestEmailAction",
    access: "admin",
    input: () => ({ email: "registry@example.test", subject: "Registry", message: "A test." }),
    notes: "Send Test Email on /email-test and /email-debug (twin of POST /api/admin/email-test), through the outbox",
  },
  {
    action: "lib/email/admin-actions.ts#sendTemplateTestAction",
    access: "admin",
    input: () => ({ email: "registry@example.test", template: "welcome" }),
    notes: "Send on /email-test: one template's sample to an address through the outbox (the delivery in this world)",
  },
  {
    action: "lib/platform/actions.ts#updatePlatformSwitchesAction",
    access: "admin",
    input: () => ({ collectCommissionAtBooking: true }),
    notes: "the Settings dialog's Collect commission at booking switch (twin of PUT /api/admin/settings)",
  },
  {
    action: "lib/cancellation/actions.ts#cancelAcceptedBookingAction",
    access: ["hunter", "outfitter"],
    owner: "hunter",
    foreign: 403,
    expect: { outfitter: 200 },
    input: async ({ world }) => ({ bookingId: (await acceptedBooking(world)).id }),
    notes:
      "POST /api/bookings/[id]/cancel's twin: the booking's hunter (refund by the policy) or its hunt's outfitter (full refund); tests/integration/cancellation-actions",
  },
  {
    action: "lib/cancellation/actions.ts#cancelPendingBookingAction",
    access: ["hunter", "outfitter"],
    owner: "hunter",
    foreign: 403,
    expect: { outfitter: 403 },
    input: async ({ world }) => ({ bookingId: (await pendingBooking(world)).id }),
    notes:
      "PATCH /api/bookings/[id]/status {status: cancelled}'s twin: only the booking's hunter (the outfitter denies instead); tests/integration/cancellation-actions",
  },
  {
    action: "lib/claims/actions.ts#submitClaimAction",
    access: "hunter",
    input: ({ world }) => ({ outfitterId: world.outfitter.id, huntPrice: 2500, huntDescription: "Elk, 5 days", bookingDate: null }),
    notes: "Claim Booking on the hunter dashboard (twin of POST /api/booking-claims); tests/integration/claims-action",
  },
  {
    action: "lib/claims/actions.ts#answerClaimAction",
    access: "approved-outfitter",
    owner: "outfitter",
    foreign: 403,
    input: async ({ world }) => {
      const [claim] = await db
        .insert(bookingClaims)
        .values({
          hunterId: world.hunter.id,
          outfitterId: world.outfitter.id,
          huntPriceCents: 250000,
          huntDescription: "Mule deer, 4 days",
        })
        .returning();
      return { claimId: claim!.id, accept: false };
    },
    notes: "Accept/Deny on the outfitter dashboard (twin of POST /api/booking-claims/{id}/respond); tests/integration/claims-action",
  },
  {
    action: "lib/notifications/broadcast-actions.ts#sendBroadcastAction",
    access: "admin",
    input: () => ({ subject: "Season notice", message: "Tags are out", audience: "hunters" }),
    notes: "Send Notification on the admin dashboard (twin of POST /api/admin/send-notification); tests/integration/admin-broadcast-action",
  },
  {
    action: "lib/reviews/moderation-actions.ts#decideReviewAction",
    access: "admin",
    input: async ({ world }) => {
      const hunt = await createHunt({ outfitterId: world.outfitter.id });
      const review = await createHuntReview({ huntId: hunt.id, outfitterId: world.outfitter.id, hunterId: world.hunter.id });
      return { kind: "hunt", reviewId: review.id, decision: "approve" };
    },
    notes:
      "Approve/Reject in the admin's pending reviews (twin of PUT /api/admin/{reviews|outfitter-reviews}/{id}/{decision}); tests/integration/admin-review-decision-action",
  },
  {
    action: "lib/gear/actions.ts#addGearItemAction",
    access: "admin",
    input: ({ world }) => ({ outfitterId: world.outfitter.id, name: "Rain jacket", amazonUrl: "https://www.amazon.com/dp/B0RAIN" }),
    notes: "Add Item in the admin's gear lists (twin of POST /api/outfitter-gear); tests/integration/gear-actions",
  },
  {
    action: "lib/gear/actions.ts#updateGearItemAction",
    access: "admin",
    input: async ({ world }) => ({ id: (await createGearItem({ outfitterId: world.outfitter.id })).id, name: "Renamed" }),
    notes: "twin of PUT /api/outfitter-gear/{id}",
  },
  {
    action: "lib/gear/actions.ts#deleteGearItemAction",
    access: "admin",
    input: async ({ world }) => ({ id: (await createGearItem({ outfitterId: world.outfitter.id })).id }),
    notes: "twin of DELETE /api/outfitter-gear/{id}",
  },
  {
    action: "lib/money/revenue/actions.ts#outfitterBalanceAction",
    access: "admin",
    input: async () => ({ action: "send-reminder", outfitterId: await owingOutfitter() }),
    notes:
      "Mark Paid / Pause / Unpause / Send Reminder on a balance row (twin of POST /api/admin/outfitter/{action}); tests/integration/admin-revenue-actions",
  },
  {
    action: "lib/money/revenue/actions.ts#markMismatchAction",
    access: "admin",
    input: async () => {
      const [h, o] = await Promise.all([createUser(), createUser({ role: "outfitter", isApproved: true })]);
      const [i] = await db.insert(bookingInquiries).values({ hunterId: h.id, outfitterId: o.id, bookingStatus: "yes" }).returning();
      return { inquiryId: i!.id };
    },
    notes: "twin of POST /api/admin/revenue/mark-mismatch",
  },
  {
    action: "lib/money/revenue/actions.ts#resetRevenueAction",
    access: "admin",
    notes: "twin of POST /api/admin/revenue/reset: records a reset point, never deletes commissions",
  },
  {
    action: "lib/reports/monthly-status-actions.ts#sendReportRemindersAction",
    access: "admin",
    input: async () => ({ month: 5, year: 2030, outfitterIds: [(await createUser({ role: "outfitter", isApproved: true })).id] }),
    notes: "twin of POST /api/admin/monthly-reports/send-reminders",
  },
  {
    action: "lib/users/management-actions.ts#setUserFlagAction",
    access: "admin",
    input: async () => ({ userId: (await createUser({ role: "outfitter", isApproved: true })).id, field: "top-tier", value: true }),
    notes:
      "user management's switches (twin of PUT /api/admin/users/{id}/status|approval|top-tier); tests/integration/admin-user-flag-action",
  },
  {
    action: "lib/hunts/listing-actions.ts#setHuntStatusAction",
    access: "approved-outfitter",
    owner: "outfitter",
    foreign: 403,
    input: async ({ world }) => ({ huntId: Number(await huntOf(world.outfitter.id)), isActive: false }),
    notes: "Pause/Activate Hunt in My Hunt Listings (twin of PATCH /api/hunts/{id}/status)",
  },
  {
    action: "lib/hunts/listing-actions.ts#deleteHuntAction",
    access: "approved-outfitter",
    owner: "outfitter",
    foreign: 403,
    input: async ({ world }) => ({ huntId: Number(await huntOf(world.outfitter.id)) }),
    notes: "Delete in My Hunt Listings (twin of DELETE /api/hunts/{id})",
  },
  {
    action: "lib/reports/actions.ts#submitReportAction",
    access: "approved-outfitter",
    input: () => ({ hasClientBooking: "no" }),
    notes:
      "Submit Report in the monthly report dialog (twin of POST /api/questionnaire/submit; a paused outfitter may too); tests/integration/report-action",
  },
  {
    action: "lib/inquiries/actions.ts#submitIntakeAction",
    access: "hunter",
    input: async () => ({
      outfitterId: (await createUser({ role: "outfitter", isApproved: true })).id,
      bookingStatus: "initial",
      huntType: "elk",
      timeframe: "2-3-months",
      budget: "5k-10k",
    }),
    notes:
      "the intake questionnaire in a conversation (twin of POST /api/booking-inquiries with intake answers); tests/integration/inquiry-actions",
  },
  {
    action: "lib/inquiries/actions.ts#submitFollowUpAction",
    access: "hunter",
    input: async () => ({
      outfitterId: (await createUser({ role: "outfitter", isApproved: true })).id,
      bookingStatus: "yes",
      huntPrice: "2500.00",
      notes: "Booked by phone",
    }),
    notes: "the booking follow-up (twin of POST /api/booking-inquiries with a yes/no/maybe answer)",
  },
  {
    action: "lib/money/payouts/actions.ts#activateTestPayoutsAction",
    access: "outfitter",
    owner: "outfitter",
    foreign: 403,
    input: async ({ world }) => {
      const { url } = await startPayoutOnboarding(asCurrent(world.outfitter));
      return { accountId: new URL(url, "http://x").searchParams.get("account") };
    },
    notes: "the test onboarding page's Activate (twin of POST /api/payments/test/accounts/activate)",
  },
  {
    action: "lib/money/commission/payment-actions.ts#startCardPaymentAction",
    access: "outfitter",
    input: async ({ world, actor }) => {
      if (actor !== "anonymous") await addToBalance(db, world[actor].id, 10_000);
      return { amount: "50.00", description: "Commission" };
    },
    notes: "Pay Commission by card, the start (twin of POST /api/create-paypal-payment); tests/integration/commission-payment-actions",
  },
  {
    action: "lib/money/commission/payment-actions.ts#captureCardPaymentAction",
    access: "outfitter",
    owner: "outfitter",
    foreign: 403,
    input: async ({ world }) => {
      await addToBalance(db, world.outfitter.id, 10_000);
      return { orderId: (await createCardPayment(asCurrent(world.outfitter), { amount: "10.00" })).orderId };
    },
    notes: "after PayPal's approval, the Smart Buttons or the return page (twin of POST /api/capture-paypal-payment)",
  },
  {
    action: "lib/hunts/actions.ts#createHuntAction",
    access: "approved-outfitter",
    input: () => huntBody(),
    notes: "Create Hunt in the hunt form (twin of POST /api/hunts)",
  },
  {
    action: "lib/hunts/actions.ts#updateHuntAction",
    access: "approved-outfitter",
    owner: "outfitter",
    foreign: 403,
    input: async ({ world }) => ({ huntId: Number(await huntOf(world.outfitter.id)), ...huntBody({ title: "Renamed hunt" }) }),
    notes: "Save Changes in the hunt form (twin of PUT /api/hunts/{id})",
  },
  {
    action: "lib/storage/media-actions.ts#completeUploadAction",
    access: ["approved-outfitter", "admin"],
    input: ({ world, actor }) => ({ pathname: `incoming/u${actor === "anonymous" ? 1 : world[actor].id}/${"cd".repeat(16)}.jpg` }),
    expect: { outfitter: 409, otherOutfitter: 409, admin: 409 },
    notes:
      "the last step of a direct upload to Blob (twin of POST /api/upload/complete); 409 without a Blob token, as the route; the real completion in tests/integration/uploads-blob",
  },
  {
    action: "lib/storage/media-actions.ts#deleteUploadAction",
    access: ["outfitter", "admin"],
    owner: "outfitter",
    foreign: 403,
    input: async ({ world }) => {
      const url = uploadUrl(world.outfitter.id);
      await createHunt({ outfitterId: world.outfitter.id, images: [url] });
      return { imageUrl: url };
    },
    notes: "removing a photo in the hunt form (twin of DELETE /api/images/delete)",
  },
  {
    action: "lib/outfitters/cover-photo-actions.ts#setCoverPhotoAction",
    access: "outfitter",
    owner: "outfitter",
    foreign: 403,
    input: async ({ world, actor }) => {
      // Cover photos are a top-tier feature: the owner is top tier, the other outfitters are not.
      if (actor === "outfitter") await db.update(users).set({ isTopTier: true }).where(eq(users.id, world.outfitter.id));
      return { coverPhoto: uploadUrl(world.outfitter.id) };
    },
    notes: "the Top-Tier card's cover photo (twin of PUT /api/outfitter/cover-photo)",
  },
  {
    action: "lib/bookings/actions.ts#answerBookingAction",
    access: "outfitter",
    owner: "outfitter",
    foreign: 403,
    input: async ({ world }) => ({ bookingId: (await pendingBooking(world)).id, status: "denied" }),
    notes:
      "Accept/Deny/Mark Complete on the outfitter's dashboards (twin of PATCH /api/bookings/{id}/status); tests/integration/booking-answer-action",
  },
  {
    action: "lib/bookings/actions.ts#createBookingAction",
    access: "hunter",
    input: async ({ world }) => bookingBody(Number(await huntOf(world.outfitter.id))),
    notes: "Pay on the booking page, the booking (twin of POST /api/bookings); tests/integration/booking-checkout-actions",
  },
  {
    action: "lib/bookings/actions.ts#startBookingPaymentAction",
    access: "hunter",
    owner: "hunter",
    foreign: 403,
    input: async ({ world }) => ({ bookingId: (await pendingBooking(world)).id }),
    notes: "Pay on the booking page, the payment intent (twin of POST /api/create-payment-intent)",
  },
  {
    action: "lib/bookings/actions.ts#payWithTestCardAction",
    access: "hunter",
    owner: "hunter",
    foreign: 403,
    input: async ({ world }) => ({
      clientSecret: (await openIntent(world)).clientSecret,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12 / 40",
      cvc: "123",
    }),
    notes: "Pay on the booking page, the offline provider's card step (twin of POST /api/payments/test/confirm)",
  },
  {
    action: "lib/bookings/actions.ts#confirmBookingPaymentAction",
    access: "hunter",
    owner: "hunter",
    foreign: 403,
    input: async ({ world }) => {
      const intent = await openIntent(world);
      await payBookingWithTestCard(asCurrent(world.hunter), {
        clientSecret: intent.clientSecret,
        cardNumber: "4242 4242 4242 4242",
        expiry: "12 / 40",
        cvc: "123",
      });
      return { bookingId: intent.bookingId, paymentIntentId: intent.paymentIntentId };
    },
    notes: "Pay on the booking page, after the card (twin of POST /api/confirm-payment)",
  },
  {
    action: "lib/messages/actions.ts#sendMessageAction",
    access: "user",
    input: async () => ({ receiverId: (await createAdmin()).id, content: "Is the September elk hunt still open?" }),
    notes: "the composer's Send (twin of POST /api/messages); who may write to whom in tests/integration/messages-send",
  },
  {
    action: "lib/messages/actions.ts#markConversationReadAction",
    access: "user",
    input: async ({ world, actor }) => {
      const partner = await createAdmin();
      if (actor !== "anonymous") await createMessage({ senderId: partner.id, receiverId: world[actor].id });
      return { partnerId: partner.id };
    },
    notes: "marks only the partner's messages to the caller (twin of POST /api/messages/conversation/{userId}/read)",
  },
  {
    action: "lib/waitlists/actions.ts#joinWaitlistAction",
    access: "hunter",
    input: async ({ world }) => ({ departureId: await fullDepartureOf(world.outfitter.id), partySize: 1 }),
    notes: "Join the waitlist on a full departure (twin of POST /api/departures/{id}/waitlist)",
  },
  {
    action: "lib/waitlists/actions.ts#leaveWaitlistAction",
    access: "hunter",
    owner: "hunter",
    input: async ({ world }) => ({ departureId: await fullDepartureOf(world.outfitter.id, world.hunter.id) }),
    notes: "Leave the waitlist (twin of DELETE /api/departures/{id}/waitlist)",
  },
  {
    action: "lib/departures/actions.ts#markDealAction",
    access: "outfitter",
    owner: "outfitter",
    foreign: 403,
    input: async ({ world }) => ({ departureId: await soonDepartureOf(world.outfitter.id), percent: "20" }),
    notes: "Mark as deal on the outfitter's hunt bookings page (twin of PUT /api/outfitter/departures/{id}/deal)",
  },
  {
    action: "lib/departures/actions.ts#clearDealAction",
    access: "outfitter",
    owner: "outfitter",
    foreign: 403,
    input: async ({ world }) => ({ departureId: await soonDepartureOf(world.outfitter.id, true) }),
    notes: "End deal (twin of DELETE /api/outfitter/departures/{id}/deal)",
  },
  {
    action: "lib/saved-searches/actions.ts#saveSearchAction",
    access: "hunter",
    input: () => ({ name: "Elk", frequency: "daily", path: "/browse-hunts", filters: { species: "elk" } }),
    notes: "Save this search on /browse-hunts and /advanced-search (twin of POST /api/saved-searches); tests/integration/saved-searches",
  },
  {
    action: "lib/saved-searches/actions.ts#updateSavedSearchAction",
    access: "hunter",
    owner: "hunter",
    input: async ({ world }) => ({ id: (await savedSearchFor(world.hunter.id)).id, frequency: "weekly" }),
    notes: "the dashboard's frequency select and alerts switch (twin of PATCH /api/saved-searches/{id})",
  },
  {
    action: "lib/saved-searches/actions.ts#deleteSavedSearchAction",
    access: "hunter",
    owner: "hunter",
    input: async ({ world }) => ({ id: (await savedSearchFor(world.hunter.id)).id }),
    notes: "the dashboard's delete button (twin of DELETE /api/saved-searches/{id})",
  },
  {
    action: "lib/saved-searches/actions.ts#unsubscribeSavedSearchAction",
    access: "public",
    input: async ({ world }) => ({ token: unsubscribeToken((await savedSearchFor(world.hunter.id)).id) }),
    notes: "the unsubscribe page's button, signed out (twin of POST /api/saved-searches/unsubscribe)",
  },
  {
    action: "lib/favorites/actions.ts#setFavoriteAction",
    access: "hunter",
    input: ({ world }) => ({ outfitterId: world.outfitter.id, favorite: true }),
    notes: "the heart on outfitter cards and pages (twin of POST/DELETE /api/favorites/{outfitterId}); tests/integration/favorites",
  },
  {
    action: "lib/notifications/actions.ts#markNotificationReadAction",
    access: "user",
    owner: "hunter",
    input: async ({ world }) => {
      const [n] = await db
        .insert(notifications)
        .values({ userId: world.hunter.id, title: "Booking", message: "Your booking was accepted" })
        .returning();
      return { id: n!.id };
    },
    notes: "the bell marks one of the caller's notifications read (twin of POST /api/notifications/{id}/read)",
  },
  ...TAG_SERVER_ACTIONS,
  ...CREDENTIAL_ACTIONS,
  ...REFERENCE_ACTIONS,
  ...BALANCE_ACTIONS,
  ...PARTY_SERVER_ACTIONS,
];
