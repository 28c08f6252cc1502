import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { testPayments } from "@/db/schema";
import { evaluateTestCard, type CardInput } from "./test-cards";
import { PaymentProviderError, type IntentStatus, type PaymentIntentInfo, type PaymentProvider } from "./types";

type Row = typeof testPayments.$inferSelect;

const token = (bytes: number) => randomBytes(bytes).toString("base64url").replace(/[-_]/g, "x");

function toInfo(row: Row): PaymentIntentInfo {
  return {
    id: row.id,
    status: row.status as IntentStatus,
    amountCents: row.amountCents,
    currency: row.currency,
    metadata: row.metadata,
    clientSecret: row.clientSecret,
    lastError: row.lastError,
  };
}

/**
 * The offline payment processor used when no Stripe keys are set. Its intents live in the
 * database (so several app instances share them) and behave like Stripe's: one intent per
 * idempotency key, confirmed with a test card, refunded once.
 */
export const testProvider: PaymentProvider = {
  name: "test",
  async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
    const id = `pi_test_${token(18)}`;
    await db
      .insert(testPayments)
      .values({ id, idempotencyKey, clientSecret: `${id}_secret_${token(24)}`, amountCents, currency, metadata })
      .onConflictDoNothing({ target: testPayments.idempotencyKey });
    const [row] = await db.select().from(testPayments).where(eq(testPayments.idempotencyKey, idempotencyKey));
    if (!row) throw new PaymentProviderError("The test payment could not be created");
    if (row.amountCents !== amountCents || row.currency !== currency) {
      throw new PaymentProviderError("Keys for idempotent requests can only be used with the same parameters they were first used with.");
    }
    return toInfo(row);
  },
  async retrieveIntent(id) {
    const [row] = await db.select().from(testPayments).where(eq(testPayments.id, id));
    return row ? toInfo(row) : null;
  },
  async refund({ intentId, amountCents }, tx: DbOrTx = db) {
    const [row] = await tx.select().from(testPayments).where(eq(testPayments.id, intentId)).for("update");
    if (!row) throw new PaymentProviderError(`No such payment_intent: '${intentId}'`);
    if (row.refundId) return { id: row.refundId, status: "succeeded", amountCents: row.refundedCents };
    if (row.status !== "succeeded") throw new PaymentProviderError("This payment has not succeeded, so it cannot be refunded.");
    if (amountCents > row.amountCents) throw new PaymentProviderError("The refund amount is greater than the payment.");
    const refundId = `re_test_${token(18)}`;
    await tx
      .update(testPayments)
      .set({ refundId, refundedCents: amountCents })
      .where(and(eq(testPayments.id, intentId), isNull(testPayments.refundId)));
    return { id: refundId, status: "succeeded", amountCents };
  },
};

export type TestConfirmResult =
  | { ok: true; intent: PaymentIntentInfo; newlySucceeded: boolean }
  | { ok: false; status: 400 | 402 | 404 | 409; message: string; field?: string };

function secretMatches(given: string, stored: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Confirms a test intent with a card, like Stripe's confirm call from the browser: the client
 * secret identifies the intent; the card is evaluated here on the server. A confirmed intent
 * stays confirmed (a repeat is answered with the same success and never charges twice).
 */
export async function confirmTestIntent(clientSecret: string, card: CardInput, now = new Date()): Promise<TestConfirmResult> {
  const id = clientSecret.split("_secret_")[0] ?? "";
  const [row] = await db.select().from(testPayments).where(eq(testPayments.id, id));
  if (!row || !secretMatches(clientSecret, row.clientSecret)) return { ok: false, status: 404, message: "Unknown payment" };
  if (row.status === "succeeded") return { ok: true, intent: toInfo(row), newlySucceeded: false };
  if (row.status === "canceled") return { ok: false, status: 409, message: "This payment was canceled." };
  const outcome = evaluateTestCard(card, now);
  if (!outcome.ok && outcome.kind === "invalid") return { ok: false, status: 400, message: outcome.message, field: outcome.field };
  if (!outcome.ok) {
    await db
      .update(testPayments)
      .set({ lastError: outcome.message, cardLast4: outcome.last4 })
      .where(and(eq(testPayments.id, id), eq(testPayments.status, "requires_payment_method")));
    return { ok: false, status: 402, message: outcome.message };
  }
  const [updated] = await db
    .update(testPayments)
    .set({ status: "succeeded", lastError: null, cardLast4: outcome.last4 })
    .where(and(eq(testPayments.id, id), eq(testPayments.status, "requires_payment_method")))
    .returning();
  if (updated) return { ok: true, intent: toInfo(updated), newlySucceeded: true };
  const [again] = await db.select().from(testPayments).where(eq(testPayments.id, id));
  return again?.status === "succeeded"
    ? { ok: true, intent: toInfo(again), newlySucceeded: false }
    : { ok: false, status: 409, message: "This payment can no longer be confirmed." };
}
