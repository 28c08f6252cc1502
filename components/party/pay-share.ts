"use client";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { confirmSharePaymentAction, payShareWithTestCardAction, startSharePaymentAction } from "@/lib/party/actions";
import type { Payer } from "@/components/booking/use-booking-checkout";

/**
 * Pays one party share with the card form's payer: the offline provider's card is judged on the server in one step, Stripe's is
 * confirmed in the browser and then checked by the server. Answers the card's decline to show, or null once the share is paid.
 */
export async function payShare(memberId: number, payer: Payer, prepared = false): Promise<string | null> {
  const problem = prepared ? null : await payer.prepare();
  if (problem) return problem;
  const card = payer.testCard?.();
  if (card) {
    try {
      await callAction(payShareWithTestCardAction, { memberId, ...card }, "Your card could not be charged.");
      return null;
    } catch (err) {
      if (err instanceof ActionRefusal && (err.status === 400 || err.status === 402)) return err.message;
      throw err;
    }
  }
  const intent = await callAction(startSharePaymentAction, { memberId }, "Failed to create payment intent");
  if (intent.status === "paid" || !intent.clientSecret || !intent.paymentIntentId) return null;
  const declined = await payer.confirm({ ...intent, clientSecret: intent.clientSecret, paymentIntentId: intent.paymentIntentId });
  if (declined) return declined;
  await callAction(confirmSharePaymentAction, { memberId, paymentIntentId: intent.paymentIntentId }, "The payment could not be verified.");
  return null;
}
