"use server";

import { action } from "@/lib/actions/action";
import { captureCardPaymentSchema, startCardPaymentSchema } from "./payment-schema";
import { captureCardPayment, createCardPayment } from "./payments";

/** Starts a commission card payment; a paused outfitter may too (paying is how a pause is settled). */
export const startCardPaymentAction = action(
  { name: "commissionPayments.start", auth: "outfitter", paused: "allow", schema: startCardPaymentSchema },
  async ({ user, input }) => createCardPayment(user, input),
);

/** After PayPal's approval: only the order's own outfitter; recorded once. */
export const captureCardPaymentAction = action(
  { name: "commissionPayments.capture", auth: "outfitter", paused: "allow", schema: captureCardPaymentSchema },
  async ({ user, input }) => captureCardPayment(user, input.orderId),
);
