import { z } from "zod";

/**
 * The bodies of a commission card payment's start and capture, shared by the route handlers
 * (POST /api/create-paypal-payment, /api/capture-paypal-payment) and their server actions
 * (./actions.ts). Client-safe.
 */
export const startCardPaymentSchema = z.object({
  amount: z.union([z.number(), z.string()]).nullish(),
  description: z.string().max(300).nullish(),
  outfitterId: z.coerce.number().int().positive().nullish(),
});

/** The PayPal order to capture: PayPal's `token` on the return, or the Smart Buttons' orderID. */
export const captureCardPaymentSchema = z.object({
  orderId: z.string({ error: "orderId is required" }).trim().min(1, "orderId is required").max(64),
});
