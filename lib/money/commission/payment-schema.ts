import { z } from "zod";

/** Shared by the route handlers and their server actions; client-safe. */
export const startCardPaymentSchema = z.object({
  amount: z.union([z.number(), z.string()]).nullish(),
  description: z.string().max(300).nullish(),
  outfitterId: z.coerce.number().int().positive().nullish(),
});

/** The PayPal order to capture: PayPal's `token` on the return, or the Smart Buttons' orderID. */
export const captureCardPaymentSchema = z.object({
  orderId: z.string({ error: "orderId is required" }).trim().min(1, "orderId is required").max(64),
});
