import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { bookingPartyMembers, bookingSharePayments, bookings, hunts, paymentEvents } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError, conflict, forbidden, notFound } from "@/lib/http/errors";
import { formatCents } from "@/lib/format/money";
import { deliverAfterCommit } from "@/lib/email";
import { enqueueBookingEmails } from "@/lib/bookings/emails";
import { createNotifications } from "@/lib/notifications/create";
import { activePayoutAccountId } from "@/lib/money/payouts/service";
import { NOT_ACCEPTING_PAYMENTS_MESSAGE } from "@/lib/money/payouts/state";
import {
  PaymentProviderError,
  paymentProvider,
  providerNamed,
  stripeEnabled,
  type PaymentIntentInfo,
} from "@/lib/money/providers/card-provider";
import { confirmTestIntent } from "@/lib/money/providers/test-card-provider";
import { hasSignedIfRequired, SIGN_FIRST_MESSAGE } from "@/lib/agreements/service";
import { log } from "@/lib/log";
import { rememberDepositCard, shareCardSavingArgs } from "@/lib/money/installments/customers";
import { markDepositInstallmentPaid } from "@/lib/money/installments/store";
import { NOT_OPEN_MESSAGE } from "./service";
import type { ShareTestCardInput } from "./schema";

export const NOT_YOUR_SHARE_TO_PAY = "You can only pay your own share";
export const SHARE_REMOVED_MESSAGE = "This share was removed from the party while you were paying: nothing was charged.";
export const SHARE_GONE_MESSAGE = "This share is no longer part of the party";
export const LAPSED_MESSAGE = "Your invitation expired: your share went back to the hunter who booked";
export const DETAILS_FIRST_MESSAGE = "Please enter your details before paying your share";

type Member = typeof bookingPartyMembers.$inferSelect;
type Booking = typeof bookings.$inferSelect;

export const shareKey = (bookingId: number, memberId: number, payerId: number) => `booking-${bookingId}-share-${memberId}-payer-${payerId}`;

export type ShareIntent = {
  memberId: number;
  bookingId: number;
  status: "requires_payment" | "paid";
  paymentIntentId: string | null;
  clientSecret: string | null;
  amount: string;
  currency: "usd";
  provider: "stripe" | "test";
};

/**
 * Who may pay a share: its member while it is theirs (invited and joined), the lead once it lapsed back to them, and the lead their
 * own. One payer at a time, so two cards are never charged for one share. Throws 404 / 403 / 409; answers "paid" when it is paid.
 */
function checkPayer(user: CurrentUser, b: Booking, m: Member | undefined): "paid" | "open" {
  if (!m || !b) throw notFound("Party member not found");
  const lead = b.hunterId === user.id;
  if (m.status === "paid") {
    if (m.paidBy === user.id || m.userId === user.id || lead) return "paid";
    throw forbidden(NOT_YOUR_SHARE_TO_PAY);
  }
  if (m.status === "lapsed" && !lead && m.userId === user.id) throw forbidden(LAPSED_MESSAGE);
  const payer = m.position === 0 || m.status === "lapsed" ? lead : m.userId === user.id;
  if (!payer) throw forbidden(NOT_YOUR_SHARE_TO_PAY);
  if (m.status === "removed") throw conflict(SHARE_GONE_MESSAGE);
  if (b.status !== "pending" || !b.holdsSpot) throw conflict(NOT_OPEN_MESSAGE);
  return "open";
}

async function load(executor: DbOrTx, memberId: number, lock = false) {
  const [peek] = await executor
    .select({ bookingId: bookingPartyMembers.bookingId })
    .from(bookingPartyMembers)
    .where(eq(bookingPartyMembers.id, memberId));
  if (!peek) throw notFound("Party member not found");
  const bq = executor.select().from(bookings).where(eq(bookings.id, peek.bookingId));
  const [b] = lock ? await bq.for("update") : await bq;
  const mq = executor.select().from(bookingPartyMembers).where(eq(bookingPartyMembers.id, memberId));
  const [m] = lock ? await mq.for("update") : await mq;
  return { b: b!, m };
}

const paidAnswer = (m: Member, b: Booking, provider: "stripe" | "test"): ShareIntent => ({
  memberId: m.id,
  bookingId: b.id,
  status: "paid",
  paymentIntentId: null,
  clientSecret: null,
  amount: formatCents(m.shareCents),
  currency: "usd",
  provider,
});

// One intent per share and payer (its idempotency key; a repeat answers the same intent), charged at once, as a destination charge
// to the outfitter like the deposit. The intent is made outside the transaction; the row that ties it to the share is written under
// the booking's and the share's locks, re-checked, so a share removed meanwhile gets its intent cancelled and a 409.
export async function startSharePayment(user: CurrentUser, memberId: number): Promise<ShareIntent> {
  const { b, m } = await load(db, memberId);
  const provider = paymentProvider();
  if (checkPayer(user, b, m) === "paid") return paidAnswer(m!, b, provider.name);
  if (!(await hasSignedIfRequired(db, b.id, b.huntId, user.id))) throw conflict(SIGN_FIRST_MESSAGE);
  const paysOwn = m!.userId === user.id;
  if (paysOwn && !(m!.fullName && m!.phone && m!.emergencyContactName && m!.emergencyContactPhone)) throw conflict(DETAILS_FIRST_MESSAGE);
  const key = shareKey(b.id, m!.id, user.id);
  const [existing] = await db.select().from(bookingSharePayments).where(eq(bookingSharePayments.idempotencyKey, key));
  const via = existing ? providerNamed(existing.provider) : provider;
  const destination = await activePayoutAccountId(b.outfitterId);
  if (!destination) throw conflict(NOT_ACCEPTING_PAYMENTS_MESSAGE);
  let intent: PaymentIntentInfo | null = null;
  try {
    if (existing) intent = await via.retrieveIntent(existing.paymentIntentId);
    if (!intent) {
      const [hunt] = b.huntId ? await db.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, b.huntId)) : [];
      intent = await via.createIntent({
        amountCents: m!.shareCents,
        currency: "usd",
        description: `Ridgeline booking #${b.id} share ${m!.position + 1}${hunt ? `: ${hunt.title}` : ""}`,
        metadata: { partyBookingId: String(b.id), shareMemberId: String(m!.id), payerId: String(user.id) },
        idempotencyKey: key,
        captureMethod: "automatic",
        destination: { accountId: destination, applicationFeeCents: 0 },
        // With Ridgeline collecting this share's balance, the card is saved for it (the payer's Customer, setup_future_usage).
        ...(await shareCardSavingArgs(m!.id, user.id, via.name)),
      });
    }
  } catch (err) {
    throw err instanceof PaymentProviderError ? new AppError(502, `Failed to create payment intent: ${err.message}`) : err;
  }
  const gone = await db.transaction(async (tx) => {
    const again = await load(tx, memberId, true);
    try {
      if (checkPayer(user, again.b, again.m) === "paid") return "paid" as const;
    } catch (err) {
      return err;
    }
    await tx
      .insert(bookingSharePayments)
      .values({
        memberId: m!.id,
        bookingId: b.id,
        payerId: user.id,
        amountCents: m!.shareCents,
        idempotencyKey: key,
        provider: via.name,
        paymentIntentId: intent!.id,
        transferDestination: intent!.transferDestination,
      })
      .onConflictDoNothing();
    return null;
  });
  if (gone === "paid") return paidAnswer(m!, b, via.name);
  if (gone) {
    await via.cancel({ intentId: intent.id, idempotencyKey: `${key}-cancel` }).catch(() => undefined);
    throw gone;
  }
  if (!intent.clientSecret) throw new AppError(502, "Failed to create payment intent");
  return {
    memberId: m!.id,
    bookingId: b.id,
    status: "requires_payment",
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: formatCents(m!.shareCents),
    currency: "usd",
    provider: via.name,
  };
}

export type ShareOutcome = "applied" | "already" | "refunded" | "ignored";

/** When every share still in the party is paid, the booking is paid: the outfitter is told and the confirmations go out. */
export async function settleIfAllPaid(tx: DbOrTx, bookingId: number, now: Date): Promise<number[]> {
  const live = await tx
    .select()
    .from(bookingPartyMembers)
    .where(and(eq(bookingPartyMembers.bookingId, bookingId), ne(bookingPartyMembers.status, "removed")));
  if (live.length === 0 || live.some((m) => m.status !== "paid")) return [];
  const payments = await tx
    .select()
    .from(bookingSharePayments)
    .where(and(eq(bookingSharePayments.bookingId, bookingId), eq(bookingSharePayments.status, "paid")));
  const [u] = await tx
    .update(bookings)
    .set({
      paymentStatus: "paid",
      paidAt: now,
      paymentProvider: payments[0]?.provider ?? null,
      transferDestination: payments[0]?.transferDestination ?? null,
      applicationFeeCents: 0,
    })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "pending"), ne(bookings.paymentStatus, "paid")))
    .returning();
  if (!u) return [];
  await markDepositInstallmentPaid(tx, bookingId, now);
  const [hunt] = u.huntId ? await tx.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, u.huntId)) : [];
  await createNotifications(tx, [
    {
      userId: u.outfitterId,
      title: "New Booking Request",
      message: `${u.hunterName}'s party of ${live.length} booked ${hunt?.title ?? "your hunt"} and paid ${formatCents(u.depositCents ?? u.totalAmountCents)} USD in shares. Please accept or deny the booking.`,
    },
  ]);
  return enqueueBookingEmails(tx, "paid", u);
}

async function firstTime(tx: DbOrTx, provider: string, event?: { id: string; type: string }) {
  if (!event) return true;
  const inserted = await tx.insert(paymentEvents).values({ id: event.id, provider, type: event.type }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

// Applied once, whoever reports it (webhook, confirm, the test card): the booking, the payment row and the share are locked in that
// order. A second card's payment for a share already paid (or removed) is refunded at once.
export async function applySharePaid(
  intent: PaymentIntentInfo,
  providerName: string,
  event?: { id: string; type: string },
  now = new Date(),
): Promise<ShareOutcome> {
  if (intent.status !== "succeeded" || !intent.metadata.shareMemberId) return "ignored";
  const provider = providerNamed(providerName);
  const result = await db.transaction(async (tx): Promise<{ outcome: ShareOutcome; emailIds: number[] }> => {
    if (!(await firstTime(tx, provider.name, event))) return { outcome: "already", emailIds: [] };
    const [pay] = await tx.select().from(bookingSharePayments).where(eq(bookingSharePayments.paymentIntentId, intent.id));
    if (!pay) return { outcome: "ignored", emailIds: [] };
    const [b] = await tx
      .select({ status: bookings.status, holdsSpot: bookings.holdsSpot })
      .from(bookings)
      .where(eq(bookings.id, pay.bookingId))
      .for("update");
    const [p] = await tx.select().from(bookingSharePayments).where(eq(bookingSharePayments.id, pay.id)).for("update");
    const [m] = await tx.select().from(bookingPartyMembers).where(eq(bookingPartyMembers.id, p!.memberId)).for("update");
    if (intent.amountCents !== p!.amountCents || intent.currency !== "usd") {
      log.error("payments.share_intent_mismatch", { paymentIntentId: intent.id, memberId: p!.memberId });
      return { outcome: "ignored", emailIds: [] };
    }
    if (p!.status !== "processing") return { outcome: "already", emailIds: [] };
    await tx.update(bookingSharePayments).set({ status: "paid", paidAt: now }).where(eq(bookingSharePayments.id, p!.id));
    // A second card for a paid share, a share removed, or a booking that ended meanwhile: given back at once.
    if (m!.status === "paid" || m!.status === "removed" || b!.status !== "pending" || !b!.holdsSpot) {
      await provider.refund(
        {
          intentId: intent.id,
          amountCents: p!.amountCents,
          idempotencyKey: `share-payment-${p!.id}-duplicate`,
          reverseTransfer: p!.transferDestination !== null,
        },
        tx,
      );
      await tx
        .update(bookingSharePayments)
        .set({ status: "refunded", refundedCents: p!.amountCents })
        .where(eq(bookingSharePayments.id, p!.id));
      return { outcome: "refunded", emailIds: [] };
    }
    await tx.update(bookingPartyMembers).set({ status: "paid", paidBy: p!.payerId, paidAt: now }).where(eq(bookingPartyMembers.id, m!.id));
    // The card that paid the deposit share is the one the member's balance share is charged with.
    await rememberDepositCard(tx, p!.payerId, provider.name, intent);
    return { outcome: "applied", emailIds: await settleIfAllPaid(tx, p!.bookingId, now) };
  });
  await deliverAfterCommit(result.emailIds);
  return result.outcome;
}

/** The offline provider's card step for a share: evaluated on the server, applied at once like a webhook. */
export async function payShareWithTestCard(user: CurrentUser, memberId: number, card: ShareTestCardInput): Promise<ShareIntent> {
  if (stripeEnabled()) throw notFound("Test payments are disabled");
  const intent = await startSharePayment(user, memberId);
  if (intent.status === "paid") return intent;
  const result = await confirmTestIntent(intent.clientSecret!, { number: card.cardNumber, expiry: card.expiry, cvc: card.cvc });
  if (!result.ok) {
    if (result.status === 409) throw conflict(SHARE_REMOVED_MESSAGE);
    const field = result.field === "number" ? "cardNumber" : result.field;
    throw new AppError(result.status, result.message, field ? { [field]: [result.message] } : undefined);
  }
  const outcome = await applySharePaid(result.intent, "test", {
    id: `evt_test_${result.intent.id}_succeeded`,
    type: "payment_intent.succeeded",
  });
  if (outcome === "refunded") throw conflict(SHARE_REMOVED_MESSAGE);
  return { ...intent, status: "paid", clientSecret: null };
}

/** After Stripe.js confirmed the card: asks Stripe whether the share's intent succeeded and applies it (the webhook does the same). */
export async function confirmSharePayment(user: CurrentUser, memberId: number, paymentIntentId: string): Promise<ShareIntent> {
  const [p] = await db
    .select()
    .from(bookingSharePayments)
    .where(and(eq(bookingSharePayments.paymentIntentId, paymentIntentId), eq(bookingSharePayments.memberId, memberId)));
  if (!p || p.payerId !== user.id) throw forbidden(NOT_YOUR_SHARE_TO_PAY);
  let intent: PaymentIntentInfo | null;
  try {
    intent = await providerNamed(p.provider).retrieveIntent(paymentIntentId);
  } catch (err) {
    throw err instanceof PaymentProviderError ? new AppError(502, `The payment could not be verified: ${err.message}`) : err;
  }
  if (!intent || intent.metadata.shareMemberId !== String(memberId)) throw forbidden(NOT_YOUR_SHARE_TO_PAY);
  if (intent.status !== "succeeded") throw conflict(intent.lastError ?? "The payment has not been completed");
  const outcome = await applySharePaid(intent, p.provider);
  if (outcome === "refunded") throw conflict(SHARE_REMOVED_MESSAGE);
  return {
    memberId,
    bookingId: p.bookingId,
    status: "paid",
    paymentIntentId,
    clientSecret: null,
    amount: formatCents(p.amountCents),
    currency: "usd",
    provider: p.provider === "stripe" ? "stripe" : "test",
  };
}
