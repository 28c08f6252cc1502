import { createCollectedBooking } from "@/seed/installment-factories";
import { startCardUpdate } from "@/lib/money/installments/service";
import { confirmTestSetupIntent } from "@/lib/money/providers/test-saved-cards";
import { asCurrent } from "../registry-fixtures";
import { row, type RouteRow, type World } from "./define";
import type { ServerActionRow } from "./server-actions";

/** world.hunter's accepted booking on world.outfitter's hunt whose balance Ridgeline collects. */
export const collected = (world: World, o: { state?: "scheduled" | "failed"; asked?: boolean } = {}) =>
  createCollectedBooking({ outfitterId: world.outfitter.id, hunterId: world.hunter.id, ...o });

/** An Update card started by world.hunter on such a booking (the SetupIntent of the test provider). */
export async function openCardUpdate(world: World) {
  const { booking } = await collected(world, { state: "failed" });
  return startCardUpdate(asCurrent(world.hunter), booking.id);
}

export const TEST_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" };

/** The balance Ridgeline collects (lib/money/installments): the booking's hunter pays and updates the card; the outfitter decides. */
export const BALANCE_ROUTES: RouteRow[] = [
  row("POST /api/bookings/[id]/balance/pay", "hunter", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: String((await collected(world)).booking.id) } }),
    notes: "Pay now with the saved card; tests/integration/money/installments",
  }),
  row("POST /api/bookings/[id]/card", "hunter", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: String((await collected(world, { state: "failed" })).booking.id) } }),
  }),
  row("POST /api/bookings/[id]/card/confirm", "hunter", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => {
      const start = await openCardUpdate(world);
      await confirmTestSetupIntent(
        start.clientSecret,
        { number: TEST_CARD.cardNumber, expiry: TEST_CARD.expiry, cvc: TEST_CARD.cvc },
        undefined,
      );
      return { params: { id: String(start.bookingId) }, body: { setupIntentId: start.setupIntentId } };
    },
  }),
  row("POST /api/payments/test/setup/confirm", "hunter", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => ({ body: { clientSecret: (await openCardUpdate(world)).clientSecret, ...TEST_CARD } }),
  }),
  row("POST /api/bookings/[id]/balance/decision", "outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => ({
      params: { id: String((await collected(world, { state: "failed", asked: true })).booking.id) },
      body: { decision: "extend" },
    }),
    notes: "after the 72 h retry failed: extend 7 days or cancel under the policy",
  }),
];

/** The server actions of those routes (twins with the booking in the body). */
export const BALANCE_ACTIONS: ServerActionRow[] = [
  {
    action: "lib/money/installments/actions.ts#payBalanceNowAction",
    access: "hunter",
    owner: "hunter",
    foreign: 403,
    input: async ({ world }) => ({ bookingId: (await collected(world)).booking.id }),
    notes: "Pay now on the dashboard (twin of POST /api/bookings/[id]/balance/pay)",
  },
  {
    action: "lib/money/installments/actions.ts#startCardUpdateAction",
    access: "hunter",
    owner: "hunter",
    foreign: 403,
    input: async ({ world }) => ({ bookingId: (await collected(world, { state: "failed" })).booking.id }),
    notes: "Update card, the SetupIntent (twin of POST /api/bookings/[id]/card)",
  },
  {
    action: "lib/money/installments/actions.ts#finishCardUpdateAction",
    access: "hunter",
    owner: "hunter",
    foreign: 403,
    input: async ({ world }) => {
      const start = await openCardUpdate(world);
      await confirmTestSetupIntent(
        start.clientSecret,
        { number: TEST_CARD.cardNumber, expiry: TEST_CARD.expiry, cvc: TEST_CARD.cvc },
        undefined,
      );
      return { bookingId: start.bookingId, setupIntentId: start.setupIntentId };
    },
    notes: "Update card, after the card step (twin of POST /api/bookings/[id]/card/confirm)",
  },
  {
    action: "lib/money/installments/actions.ts#confirmTestCardSetupAction",
    access: "hunter",
    owner: "hunter",
    foreign: 403,
    input: async ({ world }) => ({ clientSecret: (await openCardUpdate(world)).clientSecret, ...TEST_CARD }),
    notes: "Update card, the offline provider's card step (twin of POST /api/payments/test/setup/confirm)",
  },
  {
    action: "lib/money/installments/actions.ts#decideUnpaidBalanceAction",
    access: "outfitter",
    owner: "outfitter",
    foreign: 403,
    input: async ({ world }) => ({ bookingId: (await collected(world, { state: "failed", asked: true })).booking.id, decision: "extend" }),
    notes: "the outfitter's extend-or-cancel (twin of POST /api/bookings/[id]/balance/decision)",
  },
];
