// POST /api/capture-paypal-payment — on the return from PayPal ({ orderId } = the `token` parameter), captures and records the payment once.
import { captureCardPaymentSchema } from "@/lib/money/commission/payment-schema";
import { captureCardPayment } from "@/lib/money/commission/payments";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "outfitter", body: captureCardPaymentSchema, paused: "allow" }, async ({ user, body }) =>
  captureCardPayment(user, body.orderId),
);
