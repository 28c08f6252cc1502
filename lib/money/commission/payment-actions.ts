"use server";

import { action } from "@/lib/actions/action";
import { captureCardPaymentSchema, startCardPaymentSchema } from "./payment-schema";
import { captureCardPayment, createCardPayment } from "./payments";

/**
 * Paying commission by card, the start (POST /api/create-paypal-payment's twin): the PayPal order
 * the Smart Buttons open, or the approval page the redirect goes to. Outfitters, a paused one too
 * (paying is how a pause is settled); the amount is checked against what is owed.
 */
export const startCardPaymentAction = action(
  { name: "commissionPayments.start", auth: "outfitter", paused: "allow", schema: startCardPaymentSchema },
  async ({ user, input }) => createCardPayment(user, input),
);

/** After PayPal's approval (POST /api/capture-paypal-payment's twin): the order's own outfitter; recorded once. */
export const captureCardPaymentAction = action(
  { name: "commissionPayments.capture", auth: "outfitter", paused: "allow", schema: captureCardPaymentSchema },
  async ({ user, input }) => captureCardPayment(user, input.orderId),
);
