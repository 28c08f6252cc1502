import "server-only";
import { commissionBaseOf } from "@/lib/bookings/price-snapshot";
import { enqueue } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { bookings, hunts, paymentEvents } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError, badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { COMMISSION_RATE_BP, applyRate, formatCents } from "@/lib/format/money";
import { platformSwitches } from "@/lib/platform/switches";
import { createNotifications } from "@/lib/notifications/create";
import { paymentProvider, providerNamed, type PaymentIntentInfo } from "@/lib/money/providers/card-provider";
import { activePayoutAccountId } from "@/lib/money/payouts/service";
import { NOT_ACCEPTING_PAYMENTS_MESSAGE } from "@/lib/money/payouts/state";
import { deliverAfterCommit } from "@/lib/email";
import { enqueueBookingEmails } from "@/lib/bookings/emails";
import { REFUNDABLE, answerDeadline, bookingActionKey, chargedCents, providerFailure, returnBookingPayment } from "./payment-operations";
import { toHunterBooking, type BookingRow, type HunterBooking } from "@/lib/bookings/present";
import { sweepExpiredReservations } from "@/lib/bookings/reservations";
import { log } from "@/lib/log";
import { cardSavingArgs, rememberDepositCard } from "@/lib/money/installments/customers";
import { assertWholePaymentAllowed } from "@/lib/party/guards";

export const EXPIRED_MESSAGE = "This reservation has expired. Please start your booking again.";

/** Payment states after the card step succeeded: held (authorized), charged, or given back after either. */
export const HELD_OR_PAID = ["authorized", "paid", "released", "refunded", "partially_refunded"] as const;

const CARD_ACCEPTED = ["requires_capture", "succeeded"];

export const PAY_OWN_BOOKINGS = "You can only pay for your own bookings";

export async function loadOwnBooking(user: CurrentUser, bookingId: number): Promise<BookingRow> {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!b) throw notFound("Booking not found");
  if (b.hunterId !== user.id) throw forbidden(PAY_OWN_BOOKINGS);
  return b;
}

export type IntentResponse = {
  bookingId: number;
  paymentIntentId: string;
  clientSecret: string;
  amount: string;
  currency: "usd";
  provider: "stripe" | "test";
};

/** One intent per booking (its idempotency key is the booking's; a repeat returns it); the amount is the booking's, never the request's. */
export async function createPaymentIntentForBooking(user: CurrentUser, bookingId: number, now = new Date()): Promise<IntentResponse> {
  let b = await loadOwnBooking(user, bookingId);
  if (b.huntId && b.holdsSpot) {
    await sweepExpiredReservations({ huntId: b.huntId }, now);
    b = await loadOwnBooking(user, bookingId);
  }
  if ((HELD_OR_PAID as readonly string[]).includes(b.paymentStatus)) throw conflict("This booking is already paid");
  if (b.status !== "pending" || !b.holdsSpot) throw conflict(EXPIRED_MESSAGE);
  // Trip agreement signed by the payer, and no party paying in shares (lib/party/guards.ts).
  await assertWholePaymentAllowed(db, b, user.id);
  // A destination charge to the outfitter's payout account: without one, no charge.
  const destination = await activePayoutAccountId(b.outfitterId);
  if (!destination) throw conflict(NOT_ACCEPTING_PAYMENTS_MESSAGE);
  const provider = b.paymentProvider ? providerNamed(b.paymentProvider) : paymentProvider();
  let intent: PaymentIntentInfo | null = null;
  try {
    if (b.paymentIntentId) intent = await provider.retrieveIntent(b.paymentIntentId);
    if (!intent) {
      const [hunt] = b.huntId ? await db.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, b.huntId)) : [];
      // "Collect commission at booking": the commission, capped at what is charged, is the application fee the platform keeps.
      const { collectCommissionAtBooking } = await platformSwitches();
      const feeCents = collectCommissionAtBooking
        ? Math.min(applyRate(await commissionBaseOf(db, b), COMMISSION_RATE_BP), chargedCents(b))
        : 0;
      intent = await provider.createIntent({
        amountCents: chargedCents(b),
        currency: "usd",
        description: `Ridgeline booking #${b.id}${hunt ? `: ${hunt.title}` : ""}`,
        metadata: { bookingId: String(b.id), huntId: String(b.huntId ?? ""), hunterId: String(b.hunterId) },
        idempotencyKey: bookingActionKey(b.id, "payment"),
        // Request to book: the card is only held until the outfitter accepts (captured then).
        captureMethod: "manual",
        // The rest goes to the outfitter; without the fee the commission is settled by the monthly report.
        destination: { accountId: destination, applicationFeeCents: feeCents },
        // With Ridgeline collecting the balance, the card is saved for it (a Customer and setup_future_usage).
        ...(await cardSavingArgs(b, provider.name)),
      });
    }
  } catch (err) {
    throw providerFailure(err, "Failed to create payment intent");
  }
  if (!intent.clientSecret) throw new AppError(502, "Failed to create payment intent");
  await db
    .update(bookings)
    .set({
      paymentIntentId: intent.id,
      paymentProvider: provider.name,
      paymentStatus: "processing",
      transferDestination: intent.transferDestination,
      applicationFeeCents: intent.applicationFeeCents,
    })
    .where(
      and(
        eq(bookings.id, b.id),
        or(isNull(bookings.paymentIntentId), eq(bookings.paymentIntentId, intent.id)),
        inArray(bookings.paymentStatus, ["unpaid", "processing", "failed"]),
      ),
    );
  return {
    bookingId: b.id,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: formatCents(chargedCents(b)),
    currency: "usd",
    provider: provider.name,
  };
}

type ProviderEvent = { id: string; type: string };
export type ApplyOutcome = { outcome: "applied" | "already" | "refunded-late" | "ignored"; booking?: BookingRow; emailIds?: number[] };

/** Records a provider event once; false when it was already recorded (the repeat is a no-op). */
async function firstTime(tx: DbOrTx, provider: string, event?: ProviderEvent) {
  if (!event) return true;
  const inserted = await tx
    .insert(paymentEvents)
    .values({ id: event.id, provider, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

// Applied once, whoever reports it first (webhook, confirm-payment, test provider, retry): the row is locked and only an unpaid booking
// changes. A card step after the reservation was released is given back at once; the e-mails join the same transaction's outbox.
export async function applyPaymentSucceeded(
  intent: PaymentIntentInfo,
  providerName: string,
  event?: ProviderEvent,
  now = new Date(),
): Promise<ApplyOutcome> {
  const bookingId = Number(intent.metadata.bookingId);
  if (!Number.isSafeInteger(bookingId) || bookingId <= 0) return { outcome: "ignored" };
  if (!CARD_ACCEPTED.includes(intent.status)) return { outcome: "ignored" };
  const provider = providerNamed(providerName);
  const result = await db.transaction(async (tx): Promise<ApplyOutcome> => {
    if (!(await firstTime(tx, provider.name, event))) return { outcome: "already" };
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!b) return { outcome: "ignored" };
    const wrongIntent = b.paymentIntentId !== null && b.paymentIntentId !== intent.id;
    if (wrongIntent || intent.amountCents !== chargedCents(b) || intent.currency !== "usd") {
      log.error("payments.intent_mismatch", { provider: provider.name, paymentIntentId: intent.id, bookingId: b.id });
      return { outcome: "ignored" };
    }
    if ((HELD_OR_PAID as readonly string[]).includes(b.paymentStatus)) return { outcome: "already", booking: b };
    const held = intent.status === "requires_capture";
    const paid = {
      paymentStatus: held ? ("authorized" as const) : ("paid" as const),
      paidAt: now,
      answerBy: held ? answerDeadline(now) : null,
      paymentIntentId: intent.id,
      paymentProvider: provider.name,
    };
    if (b.status === "pending" && b.holdsSpot) {
      const [u] = await tx.update(bookings).set(paid).where(eq(bookings.id, b.id)).returning();
      await rememberDepositCard(tx, b.hunterId, provider.name, intent);
      const [hunt] = b.huntId ? await tx.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, b.huntId)) : [];
      await createNotifications(tx, [
        {
          userId: b.outfitterId,
          title: "New Booking Request",
          message: `${b.hunterName} booked ${hunt?.title ?? "your hunt"} and paid ${formatCents(chargedCents(b))} USD. Please accept or deny the booking.`,
        },
      ]);
      // The answer deadline as a job at its time, keyed by the booking, with the hold that starts it.
      if (u!.answerBy) {
        await enqueue(tx, QUEUES.answerDeadline.name, { bookingId: u!.id }, { singletonKey: `booking-${u!.id}`, startAfter: u!.answerBy });
      }
      return { outcome: "applied", booking: u!, emailIds: await enqueueBookingEmails(tx, "paid", u!) };
    }
    const [late] = await tx
      .update(bookings)
      .set({ ...paid, answerBy: null })
      .where(eq(bookings.id, b.id))
      .returning();
    const given = await returnBookingPayment(tx, late!, { action: "refund-late", now });
    return { outcome: "refunded-late", booking: given, emailIds: await enqueueBookingEmails(tx, "late-payment-refunded", given) };
  });
  await deliverAfterCommit(result.emailIds ?? []);
  return result;
}

/** The fast path after the browser confirmed the card: asks the provider whether the intent succeeded for the booking's amount. */
export async function confirmBookingPayment(
  user: CurrentUser,
  input: { paymentIntentId: string; bookingId: number },
): Promise<HunterBooking> {
  const b = await loadOwnBooking(user, input.bookingId);
  if (b.paymentIntentId && b.paymentIntentId !== input.paymentIntentId) throw badRequest("This payment does not belong to this booking");
  let intent: PaymentIntentInfo | null;
  try {
    intent = await providerNamed(b.paymentProvider).retrieveIntent(input.paymentIntentId);
  } catch (err) {
    throw providerFailure(err, "The payment could not be verified");
  }
  if (!intent || intent.metadata.bookingId !== String(b.id)) throw badRequest("This payment does not belong to this booking");
  if (intent.amountCents !== chargedCents(b) || intent.currency !== "usd")
    throw badRequest("The payment amount does not match the booking");
  // Already applied (held, charged, or given back since, e.g. a hold released after a late card step).
  if (b.paymentIntentId === intent.id && (HELD_OR_PAID as readonly string[]).includes(b.paymentStatus)) return toHunterBooking(b);
  if (!CARD_ACCEPTED.includes(intent.status)) throw conflict(intent.lastError ?? "The payment has not been completed");
  const result = await applyPaymentSucceeded(intent, providerNamed(b.paymentProvider).name);
  if (result.outcome === "refunded-late") {
    throw conflict("Your reservation expired before the payment arrived, so the payment was refunded in full.");
  }
  const [fresh] = await db.select().from(bookings).where(eq(bookings.id, b.id));
  return toHunterBooking(fresh!);
}

/** A failed attempt reported by the provider: remembered on the booking until a card succeeds. */
export async function recordPaymentFailed(intent: PaymentIntentInfo, providerName: string, event?: ProviderEvent) {
  const bookingId = Number(intent.metadata.bookingId);
  await db.transaction(async (tx) => {
    if (!(await firstTime(tx, providerName, event)) || !Number.isSafeInteger(bookingId)) return;
    await tx
      .update(bookings)
      .set({ paymentStatus: "failed" })
      .where(
        and(eq(bookings.id, bookingId), eq(bookings.paymentIntentId, intent.id), inArray(bookings.paymentStatus, ["unpaid", "processing"])),
      );
  });
}

/** A refund made at the provider (its dashboard), with the charge's refunded total so far: a total already known changes nothing. */
export async function recordProviderRefund(
  refund: { intentId: string; refundId: string | null; amountRefundedCents: number },
  providerName: string,
  event?: ProviderEvent,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    if (!(await firstTime(tx, providerName, event))) return;
    const [b] = await tx.select().from(bookings).where(eq(bookings.paymentIntentId, refund.intentId)).for("update");
    if (!b || !(REFUNDABLE as readonly string[]).includes(b.paymentStatus)) return;
    if (!Number.isSafeInteger(refund.amountRefundedCents) || refund.amountRefundedCents <= b.refundedCents) return;
    const refundedCents = Math.min(refund.amountRefundedCents, chargedCents(b));
    await tx
      .update(bookings)
      .set({
        paymentStatus: refundedCents >= chargedCents(b) ? "refunded" : "partially_refunded",
        refundedCents,
        refundId: refund.refundId,
        refundedAt: now,
      })
      .where(eq(bookings.id, b.id));
  });
}
