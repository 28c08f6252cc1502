import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, ne } from "drizzle-orm";
import { db } from "@/db";
import { bookingInstallments, bookingPartyMembers, bookings, paymentCustomers, paymentEvents, type InstallmentRow } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import type { BookingRow } from "@/lib/bookings/present";
import { deliverAfterCommit } from "@/lib/email";
import { AppError, conflict, forbidden, notFound } from "@/lib/http/errors";
import { paymentMode, stripeEnabled } from "@/lib/money/providers/card-provider";
import { savedCardsNamed, type SetupIntentInfo } from "@/lib/money/providers/saved-cards";
import { confirmTestSetupIntent } from "@/lib/money/providers/test-saved-cards";
import { providerFailure } from "@/lib/money/charges/payment-operations";
import { chargeInstallment } from "./charge";
import { ensureCustomer, rememberCard } from "./customers";
import { balanceEmails } from "./emails";
import { installmentPayer, installmentsPaidBy } from "./payer";
import { balanceInstallmentOf, balanceSharesOf, queueInstallmentJobs, scheduleOf, type BookingSchedule } from "./store";

export const OWN_BALANCE = "You can only pay the balance of your own bookings";
export const DIRECT_BALANCE = "This booking's balance is paid to the outfitter directly";
export const NOT_YET_ACCEPTED = "The balance can be paid once the outfitter has accepted your booking";
export const BALANCE_CANCELED = "This balance is no longer charged";
export const BALANCE_BUSY = "This balance is being charged right now. Please refresh in a moment.";

/**
 * The booking and the balance installments the caller pays (its own balance for the booking's hunter, their balance shares for a
 * party's hunters): 404 for no booking, 403 for someone with no part in it, and the direct-balance 409 when there is none to pay.
 */
async function ownBalances(user: CurrentUser, bookingId: number): Promise<{ b: BookingRow; rows: InstallmentRow[] }> {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!b) throw notFound("Booking not found");
  const [member] = await db
    .select({ id: bookingPartyMembers.id })
    .from(bookingPartyMembers)
    .where(
      and(eq(bookingPartyMembers.bookingId, b.id), eq(bookingPartyMembers.userId, user.id), ne(bookingPartyMembers.status, "removed")),
    );
  if (b.hunterId !== user.id && !member) throw forbidden(OWN_BALANCE);
  const rows = await installmentsPaidBy(db, user.id, b.id);
  if (rows.length === 0) throw conflict(DIRECT_BALANCE);
  return { b, rows };
}

async function currentSchedule(bookingId: number): Promise<BookingSchedule> {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const shares = await balanceSharesOf(db, [bookingId]);
  return scheduleOf(b!, await balanceInstallmentOf(db, bookingId), shares.get(bookingId));
}

/**
 * Pay now: the hunter pays early, with the saved card, every balance (share) of the booking that is theirs to pay; one already paid
 * answers the schedule (no second charge).
 */
export async function payBalanceNow(user: CurrentUser, bookingId: number, now = new Date()): Promise<BookingSchedule> {
  const { b, rows } = await ownBalances(user, bookingId);
  const open = rows.filter((i) => i.state !== "paid" && i.state !== "canceled");
  if (open.length === 0) {
    if (rows.some((i) => i.state === "paid")) return currentSchedule(b.id);
    throw conflict(BALANCE_CANCELED);
  }
  if (b.status !== "accepted" || !["paid", "partially_refunded"].includes(b.paymentStatus)) throw conflict(NOT_YET_ACCEPTED);
  for (const i of open) {
    await db
      .update(bookingInstallments)
      .set({ nextAttemptAt: now })
      .where(and(eq(bookingInstallments.id, i.id), inArray(bookingInstallments.state, ["scheduled", "failed"])));
    let r;
    try {
      r = await chargeInstallment(i.id, now);
    } catch (err) {
      throw providerFailure(err, "The balance could not be charged");
    }
    if (r.outcome === "failed") throw new AppError(402, r.message ?? "Your card was declined.");
    if (r.outcome === "skipped") {
      const [again] = await db.select().from(bookingInstallments).where(eq(bookingInstallments.id, i.id));
      if (again?.state === "canceled") throw conflict(BALANCE_CANCELED);
      if (again?.state !== "paid") throw conflict(BALANCE_BUSY);
    }
  }
  return currentSchedule(b.id);
}

export type CardUpdateStart = {
  bookingId: number;
  setupIntentId: string;
  clientSecret: string;
  provider: "stripe" | "test";
  /** For Stripe Elements in the browser (Stripe only). */
  publishableKey: string | null;
};

/** Update card: a SetupIntent for the hunter's customer (Stripe Elements confirms it, with 3-D Secure when the bank asks). */
export async function startCardUpdate(user: CurrentUser, bookingId: number): Promise<CardUpdateStart> {
  const { b, rows } = await ownBalances(user, bookingId);
  const open = rows.filter((i) => i.state !== "paid" && i.state !== "canceled");
  if (open.length === 0) throw conflict(rows.some((i) => i.state === "paid") ? "This balance is already paid" : BALANCE_CANCELED);
  const payer = await installmentPayer(db, open[0]!, b);
  const provider = payer.provider ?? (stripeEnabled() ? "stripe" : "test");
  let si: SetupIntentInfo;
  try {
    const customerId = await ensureCustomer(user.id, provider);
    si = await savedCardsNamed(provider).createSetupIntent({
      customerId,
      metadata: { bookingId: String(b.id), hunterId: String(user.id) },
      idempotencyKey: `booking-${b.id}-card-${randomUUID()}`,
    });
  } catch (err) {
    throw providerFailure(err, "The card update could not be started");
  }
  if (!si.clientSecret) throw new AppError(502, "The card update could not be started");
  const mode = paymentMode();
  return {
    bookingId: b.id,
    setupIntentId: si.id,
    clientSecret: si.clientSecret,
    provider: provider === "stripe" ? "stripe" : "test",
    publishableKey: provider === "stripe" && mode.provider === "stripe" ? mode.publishableKey : null,
  };
}

/**
 * A SetupIntent succeeded (the browser's fast path, the webhook, the test provider): its card becomes the hunter's saved card and
 * a failed balance is retried at once. Each event applies once; a repeat, or an intent that is not the hunter's, changes nothing.
 */
export async function applySetupSucceeded(si: SetupIntentInfo, provider: string, event?: { id: string; type: string }, now = new Date()) {
  if (si.status !== "succeeded" || !si.customerId || !si.paymentMethodId) return { applied: false, retry: false };
  const bookingId = Number(si.metadata.bookingId);
  const last4 = await savedCardsNamed(provider)
    .cardLast4(si.paymentMethodId)
    .catch(() => null);
  const out = await db.transaction(async (tx) => {
    if (event) {
      const fresh = await tx.insert(paymentEvents).values({ id: event.id, provider, type: event.type }).onConflictDoNothing().returning();
      if (fresh.length === 0) return { applied: false, retry: false };
    }
    const [owner] = await tx
      .select({ userId: paymentCustomers.userId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.customerId, si.customerId!)));
    if (!owner) return { applied: false, retry: false };
    await rememberCard(tx, owner.userId, provider, si.customerId!, si.paymentMethodId!, last4);
    if (!Number.isSafeInteger(bookingId) || bookingId <= 0) return { applied: true, retry: false };
    // Only the balances the card's owner pays in that booking: the metadata is the platform's, but never trusted past the owner.
    const failed = (await installmentsPaidBy(tx, owner.userId, bookingId)).filter((i) => i.state === "failed");
    const retried: InstallmentRow[] = [];
    for (const i of failed) {
      const [u] = await tx
        .update(bookingInstallments)
        .set({ nextAttemptAt: now })
        .where(and(eq(bookingInstallments.id, i.id), eq(bookingInstallments.state, "failed")))
        .returning();
      if (u) {
        await queueInstallmentJobs(tx, u, now);
        retried.push(u);
      }
    }
    return { applied: true, retry: retried.length > 0 };
  });
  return out;
}

/** After the browser confirmed the SetupIntent: asks the provider, saves the card, and retries a failed balance now. */
export async function finishCardUpdate(
  user: CurrentUser,
  bookingId: number,
  setupIntentId: string,
  now = new Date(),
): Promise<BookingSchedule> {
  const { b, rows } = await ownBalances(user, bookingId);
  const provider = (await installmentPayer(db, rows[0]!, b)).provider ?? (stripeEnabled() ? "stripe" : "test");
  let si: SetupIntentInfo | null;
  try {
    si = await savedCardsNamed(provider).retrieveSetupIntent(setupIntentId);
  } catch (err) {
    throw providerFailure(err, "The card update could not be verified");
  }
  if (!si || si.metadata.bookingId !== String(b.id)) throw new AppError(400, "This card update does not belong to this booking");
  if (si.status === "requires_action") throw conflict("Complete your bank's check (3-D Secure) to save this card");
  if (si.status !== "succeeded") throw conflict(si.lastError ?? "The card has not been saved");
  const applied = await applySetupSucceeded(si, provider, undefined, now);
  if (applied.retry) {
    for (const i of await installmentsPaidBy(db, user.id, b.id))
      if (i.state === "failed") await chargeInstallment(i.id, now).catch(() => null);
  }
  return currentSchedule(b.id);
}

/** The offline provider's Update card step (Stripe Elements' twin): judged on the server, then applied like the webhook. */
export async function confirmTestCardSetup(
  user: CurrentUser,
  input: { clientSecret: string; cardNumber: string; expiry: string; cvc: string; authentication?: "complete" | "fail" },
): Promise<{ status: "succeeded" | "requires_action"; setupIntentId: string }> {
  if (stripeEnabled()) throw notFound("Test payments are disabled");
  const id = input.clientSecret.split("_secret_")[0] ?? "";
  const known = await savedCardsNamed("test").retrieveSetupIntent(id);
  if (!known) throw notFound("Unknown card setup");
  await ownBalances(user, Number(known.metadata.bookingId));
  const r = await confirmTestSetupIntent(
    input.clientSecret,
    { number: input.cardNumber, expiry: input.expiry, cvc: input.cvc },
    input.authentication,
  );
  if (!r.ok) {
    const field = r.field === "number" ? "cardNumber" : r.field;
    throw new AppError(r.status, r.message, field ? { [field]: [r.message] } : undefined);
  }
  if (r.setupIntent.status === "succeeded")
    await applySetupSucceeded(r.setupIntent, "test", { id: `evt_test_${r.setupIntent.id}_succeeded`, type: "setup_intent.succeeded" });
  return { status: r.setupIntent.status === "succeeded" ? "succeeded" : "requires_action", setupIntentId: r.setupIntent.id };
}

/** A reminder job: only while the balance is still to be charged and the booking stands. */
export async function sendInstallmentReminder(installmentId: number, daysBefore: number): Promise<boolean> {
  const ids = await db.transaction(async (tx) => {
    const [i] = await tx.select().from(bookingInstallments).where(eq(bookingInstallments.id, installmentId));
    if (!i || i.state !== "scheduled") return [];
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, i.bookingId));
    if (!b || !["pending", "accepted"].includes(b.status)) return [];
    return balanceEmails(tx, "reminder", b, i, { daysBefore });
  });
  await deliverAfterCommit(ids);
  return ids.length > 0;
}
