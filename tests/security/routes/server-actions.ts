import { createHunt, createUser } from "@/db/factories";
import { acceptedBooking, failedEmail, freshEmail, pendingBooking, resetLinkFor } from "../registry-fixtures";
import type { Access, ActorName, RequestCtx } from "./define";

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

const signUp = () => ({ email: freshEmail(), password: "password123", firstName: "Act", lastName: "Ion", phone: "", websiteUrl: "", role: "hunter", termsAccepted: true });

export const SERVER_ACTIONS: ServerActionRow[] = [
  { action: "lib/contact/actions.ts#sendContactMessage", access: "public", input: () => ({ name: "Reg", email: freshEmail(), subject: "Hi", message: "Hello" }) },
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
    action: "lib/reviews/actions.ts#submitHuntReviewAction",
    access: "hunter",
    input: async ({ world }) => ({ huntId: (await createHunt({ outfitterId: world.outfitter.id })).id, rating: 5, content: "A fine week in the hills." }),
  },
  {
    action: "lib/reviews/actions.ts#submitOutfitterReviewAction",
    access: "hunter",
    input: async () => ({ outfitterId: (await createUser({ role: "outfitter" })).id, rating: 4, content: "Good guides and a tidy camp." }),
  },
  {
    action: "lib/admin/actions.ts#retryEmailAction",
    access: "admin",
    expect: { admin: 409 },
    input: async () => ({ id: await failedEmail() }),
    notes: "Retry on /email-debug (twin of POST /api/admin/email-outbox/{id}/retry); 409 here: no e-mail provider in this world",
  },
  {
    action: "lib/admin/actions.ts#sendTemplateTestAction",
    access: "admin",
    input: () => ({ email: "registry@example.test", template: "welcome" }),
    notes: "Send on /email-test: one template's sample to an address through sendEmail (the outbox in this world)",
  },
  {
    action: "lib/admin/actions.ts#updatePlatformSwitchesAction",
    access: "admin",
    input: () => ({ collectCommissionAtBooking: true }),
    notes: "the Settings dialog's Collect commission at booking switch (twin of PUT /api/admin/settings)",
  },
  {
    action: "lib/cancellation/actions.ts#cancelAcceptedBookingAction",
    access: "user",
    owner: "hunter",
    foreign: 403,
    expect: { outfitter: 200 },
    input: async ({ world }) => ({ bookingId: (await acceptedBooking(world)).id }),
    notes: "POST /api/bookings/[id]/cancel's twin: the booking's hunter (refund by the policy) or its hunt's outfitter (full refund); tests/integration/cancellation-actions",
  },
  {
    action: "lib/cancellation/actions.ts#cancelPendingBookingAction",
    access: "user",
    owner: "hunter",
    foreign: 403,
    expect: { outfitter: 403 },
    input: async ({ world }) => ({ bookingId: (await pendingBooking(world)).id }),
    notes: "PATCH /api/bookings/[id]/status {status: cancelled}'s twin: only the booking's hunter (the outfitter denies instead); tests/integration/cancellation-actions",
  },
];
