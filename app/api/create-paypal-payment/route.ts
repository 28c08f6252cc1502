// POST /api/create-paypal-payment — starts a card (PayPal) payment of commission owed; answers { approvalUrl }.
import { startCardPaymentSchema } from "@/lib/money/commission/payment-schema";
import { createCardPayment } from "@/lib/money/commission/payments";
import { json, route } from "@/lib/http/route";

export const POST = route({ auth: "outfitter", body: startCardPaymentSchema, paused: "allow" }, async ({ user, body }) =>
  json(await createCardPayment(user, body), 201),
);
