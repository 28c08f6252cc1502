import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { testCustomers, testPaymentMethods, testPayments, testSetupIntents } from "@/db/schema";
import { PaymentProviderError } from "./card-provider-types";
import type { SavedCardProvider, SetupIntentInfo, SetupIntentStatus } from "./saved-card-types";
import { toInfo } from "./test-card-provider";
import { asksForAuthentication, digitsOnly, evaluateTestCard, savedCardBehavior, type CardInput } from "./test-cards";

const token = (bytes: number) => randomBytes(bytes).toString("base64url").replace(/[-_]/g, "x");

type SetupRow = typeof testSetupIntents.$inferSelect;
const toSetupInfo = (r: SetupRow): SetupIntentInfo => ({
  id: r.id,
  status: r.status as SetupIntentStatus,
  clientSecret: r.clientSecret,
  customerId: r.customerId,
  paymentMethodId: r.paymentMethodId,
  metadata: r.metadata,
  lastError: r.lastError,
});

/** Saves a test card to a customer: only its last four digits and how it behaves later (test cards only). */
export async function saveTestCard(customerId: string, card: Pick<CardInput, "number">): Promise<string> {
  const id = `pm_test_${token(18)}`;
  const number = digitsOnly(card.number);
  await db.insert(testPaymentMethods).values({ id, customerId, last4: number.slice(-4), behavior: savedCardBehavior(number) });
  return id;
}

const DECLINES: Record<string, { code: string; message: string }> = {
  declines_later: { code: "card_declined", message: "Your card was declined." },
  requires_authentication: {
    code: "authentication_required",
    message: "This payment requires authentication: the cardholder must complete 3-D Secure.",
  },
};

// The offline twin of Stripe's saved cards: one customer and one off-session charge per idempotency key (a repeat answers the first
// answer, a decline included), charged at once as a destination charge.
export const testSavedCards: SavedCardProvider = {
  name: "test",
  async createCustomer({ email, metadata, idempotencyKey }) {
    await db
      .insert(testCustomers)
      .values({ id: `cus_test_${token(14)}`, idempotencyKey, email, metadata })
      .onConflictDoNothing({ target: testCustomers.idempotencyKey });
    const [row] = await db.select({ id: testCustomers.id }).from(testCustomers).where(eq(testCustomers.idempotencyKey, idempotencyKey));
    if (!row) throw new PaymentProviderError("The test customer could not be created");
    return { id: row.id };
  },
  async chargeOffSession({ amountCents, currency, metadata, idempotencyKey, customerId, paymentMethodId, destination }) {
    const [pm] = await db.select().from(testPaymentMethods).where(eq(testPaymentMethods.id, paymentMethodId));
    if (!pm || pm.customerId !== customerId) throw new PaymentProviderError(`No such PaymentMethod: '${paymentMethodId}'`);
    const decline = DECLINES[pm.behavior];
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
        captureMethod: "automatic",
        status: decline ? "requires_payment_method" : "succeeded",
        amountCapturedCents: decline ? 0 : amountCents,
        lastError: decline?.message ?? null,
        lastErrorCode: decline?.code ?? null,
        cardLast4: pm.last4,
        transferDestination: destination.accountId,
        applicationFeeCents: destination.applicationFeeCents,
        customerId,
        paymentMethodId,
      })
      .onConflictDoNothing({ target: testPayments.idempotencyKey });
    const [row] = await db.select().from(testPayments).where(eq(testPayments.idempotencyKey, idempotencyKey));
    if (!row) throw new PaymentProviderError("The test payment could not be created");
    if (row.amountCents !== amountCents || row.paymentMethodId !== paymentMethodId)
      throw new PaymentProviderError("Keys for idempotent requests can only be used with the same parameters they were first used with.");
    if (row.status === "succeeded") return { ok: true, intent: toInfo(row) };
    return { ok: false, code: row.lastErrorCode ?? "card_declined", message: row.lastError ?? "Your card was declined.", intentId: row.id };
  },
  async createSetupIntent({ customerId, metadata, idempotencyKey }) {
    const id = `seti_test_${token(16)}`;
    await db
      .insert(testSetupIntents)
      .values({ id, idempotencyKey, clientSecret: `${id}_secret_${token(24)}`, customerId, metadata })
      .onConflictDoNothing({ target: testSetupIntents.idempotencyKey });
    const [row] = await db.select().from(testSetupIntents).where(eq(testSetupIntents.idempotencyKey, idempotencyKey));
    if (!row) throw new PaymentProviderError("The test setup could not be created");
    return toSetupInfo(row);
  },
  async retrieveSetupIntent(id) {
    const [row] = await db.select().from(testSetupIntents).where(eq(testSetupIntents.id, id));
    return row ? toSetupInfo(row) : null;
  },
  async cardLast4(paymentMethodId) {
    const [pm] = await db
      .select({ last4: testPaymentMethods.last4 })
      .from(testPaymentMethods)
      .where(eq(testPaymentMethods.id, paymentMethodId));
    return pm?.last4 ?? null;
  },
};

export type TestSetupResult =
  | { ok: true; setupIntent: SetupIntentInfo }
  | { ok: false; status: 400 | 402 | 404 | 409; message: string; field?: "number" | "expiry" | "cvc" };

function secretMatches(given: string, stored: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The test provider's Update card: the card is judged on the server as Stripe Elements would; a card that asks for 3-D Secure
 * leaves the SetupIntent in requires_action until the hunter completes (or fails) the test challenge with `authentication`.
 */
export async function confirmTestSetupIntent(
  clientSecret: string,
  card: CardInput,
  authentication: "complete" | "fail" | undefined,
  now = new Date(),
): Promise<TestSetupResult> {
  const id = clientSecret.split("_secret_")[0] ?? "";
  const [row] = await db.select().from(testSetupIntents).where(eq(testSetupIntents.id, id));
  if (!row || !secretMatches(clientSecret, row.clientSecret)) return { ok: false, status: 404, message: "Unknown card setup" };
  if (row.status === "succeeded") return { ok: true, setupIntent: toSetupInfo(row) };
  if (row.status === "canceled") return { ok: false, status: 409, message: "This card setup was canceled." };
  const outcome = evaluateTestCard(card, now);
  if (!outcome.ok && outcome.kind === "invalid") return { ok: false, status: 400, message: outcome.message, field: outcome.field };
  if (!outcome.ok) {
    await db.update(testSetupIntents).set({ lastError: outcome.message }).where(eq(testSetupIntents.id, id));
    return { ok: false, status: 402, message: outcome.message };
  }
  if (asksForAuthentication(card.number) && authentication !== "complete") {
    const failed = authentication === "fail";
    const message = failed
      ? "We are unable to authenticate your payment method. Please choose a different payment method and try again."
      : "Your bank asks you to confirm this card (3-D Secure).";
    const [u] = await db
      .update(testSetupIntents)
      .set({ status: failed ? "requires_payment_method" : "requires_action", lastError: failed ? message : null })
      .where(eq(testSetupIntents.id, id))
      .returning();
    return failed ? { ok: false, status: 402, message } : { ok: true, setupIntent: toSetupInfo(u!) };
  }
  const paymentMethodId = await saveTestCard(row.customerId, card);
  const [updated] = await db
    .update(testSetupIntents)
    .set({ status: "succeeded", paymentMethodId, lastError: null })
    .where(and(eq(testSetupIntents.id, id), eq(testSetupIntents.status, row.status)))
    .returning();
  if (updated) return { ok: true, setupIntent: toSetupInfo(updated) };
  const [again] = await db.select().from(testSetupIntents).where(eq(testSetupIntents.id, id));
  return again?.status === "succeeded"
    ? { ok: true, setupIntent: toSetupInfo(again) }
    : { ok: false, status: 409, message: "This card setup can no longer be confirmed." };
}
