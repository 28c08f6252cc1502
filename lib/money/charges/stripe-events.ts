import "server-only";
import type Stripe from "stripe";
import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError, badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { stripeEnabled } from "@/lib/money/providers/card-provider";
import { toIntentInfo, verifyStripeWebhook } from "@/lib/money/providers/stripe";
import { toAccountInfo } from "@/lib/money/providers/stripe-connect";
import { applyAccountUpdate } from "@/lib/money/payouts/service";
import { confirmTestIntent, testProvider } from "@/lib/money/providers/test-card-provider";
import {
  EXPIRED_MESSAGE,
  HELD_OR_PAID,
  applyPaymentSucceeded,
  loadOwnBooking,
  recordPaymentFailed,
  recordProviderRefund,
} from "./booking-payment";
import { sweepExpiredReservations } from "@/lib/bookings/reservations";
import { applyInstallmentIntent, isInstallmentIntent } from "@/lib/money/installments/webhook";
import { applySetupSucceeded } from "@/lib/money/installments/service";
import { toSetupInfo } from "@/lib/money/providers/stripe-saved-cards";
import { applySharePaid } from "@/lib/party/payments";

/** Stripe's source of truth, signature verified over the raw body; each event id is applied once (a redelivery changes nothing). */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<{ received: true; type: string }> {
  const event = verifyStripeWebhook(rawBody, signature);
  if (!event) throw badRequest("Invalid webhook signature");
  const ref = { id: event.id, type: event.type };
  switch (event.type) {
    case "payment_intent.amount_capturable_updated":
    case "payment_intent.succeeded": {
      const intent = toIntentInfo(event.data.object);
      // A balance charged off-session (metadata.installmentId) is the installment's; a party member's share
      // (lib/party/payments.ts) is that member's; anything else is the booking's deposit or whole payment.
      if (isInstallmentIntent(event.data.object)) await applyInstallmentIntent(intent, "stripe", ref);
      else if (intent.metadata.shareMemberId) await applySharePaid(intent, "stripe", ref);
      else await applyPaymentSucceeded(intent, "stripe", ref);
      break;
    }
    case "payment_intent.payment_failed":
      if (isInstallmentIntent(event.data.object)) await applyInstallmentIntent(toIntentInfo(event.data.object), "stripe", ref);
      else await recordPaymentFailed(toIntentInfo(event.data.object), "stripe", ref);
      break;
    case "setup_intent.succeeded":
      await applySetupSucceeded(toSetupInfo(event.data.object), "stripe", ref);
      break;
    case "charge.refunded": {
      const charge = event.data.object as Stripe.Charge;
      const intentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
      const refund = {
        intentId: intentId ?? "",
        refundId: charge.refunds?.data[0]?.id ?? null,
        amountRefundedCents: charge.amount_refunded,
      };
      if (intentId) await recordProviderRefund(refund, "stripe", ref);
      break;
    }
    case "account.updated":
      // A connected account (an outfitter's payouts) changed; a repeat or an older view changes nothing.
      await applyAccountUpdate(toAccountInfo(event.data.object), "stripe", new Date(event.created * 1000));
      break;
    default:
      break;
  }
  return { received: true, type: event.type };
}

/** The offline provider's card step: evaluated on the server, delivered at once like a webhook (confirm-payment then finds it applied). */
export async function payBookingWithTestCard(
  user: CurrentUser,
  input: { clientSecret: string; cardNumber: string; expiry: string; cvc: string },
): Promise<{ status: "succeeded" | "requires_capture"; paymentIntentId: string }> {
  if (stripeEnabled()) throw notFound("Test payments are disabled");
  const intentId = input.clientSecret.split("_secret_")[0] ?? "";
  const known = await testProvider.retrieveIntent(intentId);
  if (!known) throw notFound("Unknown payment"); // the secret itself is checked (timing-safe) on confirm
  const bookingId = Number(known.metadata.bookingId);
  if (!Number.isSafeInteger(bookingId)) throw forbidden("This payment is not for a booking");
  const booking = await loadOwnBooking(user, bookingId);
  // Unlike Stripe (confirmed in the browser), the test card is charged here: an expired reservation is refused before any charge.
  if (booking.huntId) await sweepExpiredReservations({ huntId: booking.huntId });
  const current = await loadOwnBooking(user, bookingId);
  if (!(HELD_OR_PAID as readonly string[]).includes(current.paymentStatus) && (current.status !== "pending" || !current.holdsSpot))
    throw conflict(EXPIRED_MESSAGE);
  const result = await confirmTestIntent(input.clientSecret, { number: input.cardNumber, expiry: input.expiry, cvc: input.cvc });
  if (!result.ok) {
    // The card's field errors are keyed as the request names them (the number is `cardNumber`).
    const field = result.field === "number" ? "cardNumber" : result.field;
    throw new AppError(result.status, result.message, field ? { [field]: [result.message] } : undefined);
  }
  await applyPaymentSucceeded(result.intent, "test", { id: `evt_test_${result.intent.id}_succeeded`, type: "payment_intent.succeeded" });
  return { status: result.intent.status === "requires_capture" ? "requires_capture" : "succeeded", paymentIntentId: result.intent.id };
}
