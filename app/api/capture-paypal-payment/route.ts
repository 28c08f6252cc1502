// POST /api/capture-paypal-payment — on the return from PayPal ({ orderId } = the `token` parameter), captures and records the payment once.
import { z } from "zod";
import { captureCardPayment } from "@/lib/commission-payments/service";
import { route } from "@/lib/http/route";

const body = z.object({ orderId: z.string({ error: "orderId is required" }).trim().min(1, "orderId is required").max(64) });

export const POST = route({ auth: "outfitter", body, paused: "allow" }, async ({ user, body }) => captureCardPayment(user, body.orderId));
