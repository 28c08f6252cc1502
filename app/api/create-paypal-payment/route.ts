// POST /api/create-paypal-payment — starts a card (PayPal) payment of commission owed; answers { approvalUrl }.
import { z } from "zod";
import { createCardPayment } from "@/lib/commission-payments/service";
import { json, route } from "@/lib/http/route";

const body = z.object({
  amount: z.union([z.number(), z.string()]).nullish(),
  description: z.string().max(300).nullish(),
  outfitterId: z.coerce.number().int().positive().nullish(),
});

export const POST = route({ auth: "outfitter", body, paused: "allow" }, async ({ user, body }) => json(await createCardPayment(user, body), 201));
