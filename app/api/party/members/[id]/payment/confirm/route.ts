// POST /api/party/members/{id}/payment/confirm — after Stripe.js confirmed the card: the share is recorded once (the webhook does the same).
import { idParam, route } from "@/lib/http/route";
import { confirmSharePayment } from "@/lib/party/payments";
import { confirmShareSchema } from "@/lib/party/schema";

export const POST = route(
  { auth: "hunter", guard: ({ params }) => void idParam(params.id, "Party member not found"), body: confirmShareSchema },
  async ({ user, body, params }) => confirmSharePayment(user, idParam(params.id, "Party member not found"), body.paymentIntentId),
);
