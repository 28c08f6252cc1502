import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { testPayments, testRefunds } from "@/db/schema";
import { evaluateTestCard, type CardInput } from "./test-cards";
import { saveTestCard } from "./test-saved-cards";
import {
  PaymentProviderError,
  type IntentStatus,
  type PaymentIntentInfo,
  type PaymentProvider,
  type RefundArgs,
  type RefundInfo,
} from "./card-provider-types";

type Row = typeof testPayments.$inferSelect;

const token = (bytes: number) => randomBytes(bytes).toString("base64url").replace(/[-_]/g, "x");

export function toInfo(row: Row): PaymentIntentInfo {
  return {
    id: row.id,
    status: row.status as IntentStatus,
    amountCents: row.amountCents,
    amountCapturedCents: row.amountCapturedCents,
    currency: row.currency,
    metadata: row.metadata,
    clientSecret: row.clientSecret,
    lastError: row.lastError,
    captureMethod: row.captureMethod === "manual" ? "manual" : "automatic",
    transferDestination: row.transferDestination,
    applicationFeeCents: row.applicationFeeCents,
    customerId: row.customerId,
    paymentMethodId: row.paymentMethodId,
  };
}

/** Runs in the caller's transaction, or in one of its own, so the intent's row lock holds for the whole change. */
const inTx = <T>(tx: DbOrTx | undefined, fn: (tx: DbOrTx) => Promise<T>): Promise<T> => (tx ? fn(tx) : db.transaction(fn));

async function lockIntent(tx: DbOrTx, id: string): Promise<Row> {
  const [row] = await tx.select().from(testPayments).where(eq(testPayments.id, id)).for("update");
  if (!row) throw new PaymentProviderError(`No such payment_intent: '${id}'`);
  return row;
}

/** Moves a locked intent from `from` to `to` (a repeat of a finished move returns the intent as it is). */
async function move(
  tx: DbOrTx,
  id: string,
  from: string[],
  to: Partial<typeof testPayments.$inferInsert> & { status: string },
  verb: string,
) {
  const row = await lockIntent(tx, id);
  if (row.status === to.status) return toInfo(row);
  if (!from.includes(row.status)) {
    throw new PaymentProviderError(`You cannot ${verb} this PaymentIntent because it has a status of ${row.status}.`);
  }
  const [updated] = await tx.update(testPayments).set(to).where(eq(testPayments.id, id)).returning();
  return toInfo(updated!);
}

// Intents live in the database (so app instances share them) and behave like Stripe's: one per idempotency key, captured or
// released once, refunded in parts up to what was captured.
export const testProvider: PaymentProvider = {
  name: "test",
  async createIntent({
    amountCents,
    currency,
    metadata,
    idempotencyKey,
    captureMethod = "automatic",
    destination,
    customerId,
    setupFutureUsage,
  }) {
    const id = `pi_test_${token(18)}`;
    await db
      .insert(testPayments)
      .values({
        id,
        idempotencyKey,
        clientSecret: `${id}_secret_${token(24)}`,
        amountCents,
        currency,
        metadata,
        captureMethod,
        transferDestination: destination?.accountId ?? null,
        applicationFeeCents: destination?.applicationFeeCents ?? 0,
        customerId: customerId ?? null,
        setupFutureUsage: customerId ? (setupFutureUsage ?? null) : null,
      })
      .onConflictDoNothing({ target: testPayments.idempotencyKey });
    const [row] = await db.select().from(testPayments).where(eq(testPayments.idempotencyKey, idempotencyKey));
    if (!row) throw new PaymentProviderError("The test payment could not be created");
    const same =
      row.amountCents === amountCents &&
      row.currency === currency &&
      row.captureMethod === captureMethod &&
      row.transferDestination === (destination?.accountId ?? null) &&
      row.applicationFeeCents === (destination?.applicationFeeCents ?? 0);
    if (!same)
      throw new PaymentProviderError("Keys for idempotent requests can only be used with the same parameters they were first used with.");
    return toInfo(row);
  },
  async retrieveIntent(id) {
    const [row] = await db.select().from(testPayments).where(eq(testPayments.id, id));
    return row ? toInfo(row) : null;
  },
  capture({ intentId }, outer) {
    return inTx(outer, async (tx) => {
      const row = await lockIntent(tx, intentId);
      return move(tx, intentId, ["requires_capture"], { status: "succeeded", amountCapturedCents: row.amountCents }, "capture");
    });
  },
  cancel({ intentId }, outer) {
    return inTx(outer, (tx) => move(tx, intentId, ["requires_payment_method", "requires_capture"], { status: "canceled" }, "cancel"));
  },
  refund(args, outer) {
    return inTx(outer, (tx) => refundInTx(tx, args));
  },
};

async function refundInTx(tx: DbOrTx, { intentId, amountCents, idempotencyKey, reverseTransfer = false }: RefundArgs): Promise<RefundInfo> {
  const row = await lockIntent(tx, intentId);
  const [earlier] = await tx.select().from(testRefunds).where(eq(testRefunds.idempotencyKey, idempotencyKey));
  if (earlier) {
    if (earlier.paymentId !== intentId || earlier.amountCents !== amountCents) {
      throw new PaymentProviderError("Keys for idempotent requests can only be used with the same parameters they were first used with.");
    }
    return {
      id: earlier.id,
      status: "succeeded",
      amountCents: earlier.amountCents,
    };
  }
  if (row.status !== "succeeded") throw new PaymentProviderError("This payment has not succeeded, so it cannot be refunded.");
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new PaymentProviderError("Invalid positive integer: amount");
  if (amountCents > row.amountCapturedCents - row.refundedCents) {
    throw new PaymentProviderError("The refund amount is greater than the unrefunded amount on the payment.");
  }
  const refundId = `re_test_${token(18)}`;
  await tx.insert(testRefunds).values({
    id: refundId,
    paymentId: intentId,
    idempotencyKey,
    amountCents,
    reverseTransfer,
  });
  await tx
    .update(testPayments)
    .set({
      refundId,
      refundedCents: sql`${testPayments.refundedCents} + ${amountCents}`,
    })
    .where(eq(testPayments.id, intentId));
  return { id: refundId, status: "succeeded", amountCents };
}

export type TestConfirmResult =
  | { ok: true; intent: PaymentIntentInfo; newlyConfirmed: boolean }
  | {
      ok: false;
      status: 400 | 402 | 404 | 409;
      message: string;
      field?: string;
    };

function secretMatches(given: string, stored: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Where a card that passes takes the intent: authorized only, or charged at once. */
const CONFIRMED = ["requires_capture", "succeeded"];

/** The card is evaluated here on the server, as Stripe would in the browser; a confirmed intent stays confirmed, never charging twice. */
export async function confirmTestIntent(clientSecret: string, card: CardInput, now = new Date()): Promise<TestConfirmResult> {
  const id = clientSecret.split("_secret_")[0] ?? "";
  const [row] = await db.select().from(testPayments).where(eq(testPayments.id, id));
  if (!row || !secretMatches(clientSecret, row.clientSecret)) return { ok: false, status: 404, message: "Unknown payment" };
  if (CONFIRMED.includes(row.status)) return { ok: true, intent: toInfo(row), newlyConfirmed: false };
  if (row.status === "canceled") return { ok: false, status: 409, message: "This payment was canceled." };
  const outcome = evaluateTestCard(card, now);
  if (!outcome.ok && outcome.kind === "invalid")
    return {
      ok: false,
      status: 400,
      message: outcome.message,
      field: outcome.field,
    };
  if (!outcome.ok) {
    await db
      .update(testPayments)
      .set({ lastError: outcome.message, cardLast4: outcome.last4 })
      .where(and(eq(testPayments.id, id), eq(testPayments.status, "requires_payment_method")));
    return { ok: false, status: 402, message: outcome.message };
  }
  const manual = row.captureMethod === "manual";
  // setup_future_usage: the card is saved to the intent's customer, as Stripe attaches it on confirmation.
  const paymentMethodId = row.setupFutureUsage && row.customerId ? await saveTestCard(row.customerId, card) : null;
  const [updated] = await db
    .update(testPayments)
    .set({
      status: manual ? "requires_capture" : "succeeded",
      amountCapturedCents: manual ? 0 : row.amountCents,
      lastError: null,
      cardLast4: outcome.last4,
      ...(paymentMethodId ? { paymentMethodId } : {}),
    })
    .where(and(eq(testPayments.id, id), eq(testPayments.status, "requires_payment_method")))
    .returning();
  if (updated) return { ok: true, intent: toInfo(updated), newlyConfirmed: true };
  const [again] = await db.select().from(testPayments).where(eq(testPayments.id, id));
  return again && CONFIRMED.includes(again.status)
    ? { ok: true, intent: toInfo(again), newlyConfirmed: false }
    : {
        ok: false,
        status: 409,
        message: "This payment can no longer be confirmed.",
      };
}
