"use server";

import { action } from "@/lib/actions/action";
import { decideUnpaidBalance, OWN_BOOKING_BALANCE } from "./decision";
import { balanceBookingSchema, balanceDecisionSchema, cardUpdateConfirmSchema, testCardSetupSchema } from "./schema";
import { confirmTestCardSetup, finishCardUpdate, OWN_BALANCE, payBalanceNow, startCardUpdate } from "./service";

/** Pay now (twin of POST /api/bookings/{id}/balance/pay). */
export const payBalanceNowAction = action(
  { name: "installments.payNow", auth: "hunter", roleMessage: OWN_BALANCE, schema: balanceBookingSchema },
  async ({ user, input }) => payBalanceNow(user, input.bookingId),
);

/** Update card, the SetupIntent (twin of POST /api/bookings/{id}/card). */
export const startCardUpdateAction = action(
  { name: "installments.startCardUpdate", auth: "hunter", roleMessage: OWN_BALANCE, schema: balanceBookingSchema },
  async ({ user, input }) => startCardUpdate(user, input.bookingId),
);

/** Update card, after the card step (twin of POST /api/bookings/{id}/card/confirm). */
export const finishCardUpdateAction = action(
  {
    name: "installments.finishCardUpdate",
    auth: "hunter",
    roleMessage: OWN_BALANCE,
    schema: balanceBookingSchema.merge(cardUpdateConfirmSchema),
  },
  async ({ user, input }) => finishCardUpdate(user, input.bookingId, input.setupIntentId),
);

/** The offline provider's Update card step (twin of POST /api/payments/test/setup/confirm). */
export const confirmTestCardSetupAction = action(
  { name: "installments.testCardSetup", auth: "hunter", roleMessage: OWN_BALANCE, schema: testCardSetupSchema },
  async ({ user, input }) => confirmTestCardSetup(user, input),
);

/** The outfitter's choice on an unpaid balance (twin of POST /api/bookings/{id}/balance/decision). */
export const decideUnpaidBalanceAction = action(
  {
    name: "installments.decide",
    auth: "outfitter",
    roleMessage: OWN_BOOKING_BALANCE,
    schema: balanceBookingSchema.merge(balanceDecisionSchema),
  },
  async ({ user, input }) => decideUnpaidBalance(user, input.bookingId, input.decision, undefined, input.memberId ?? null),
);
