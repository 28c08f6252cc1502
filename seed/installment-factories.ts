import { randomBytes } from "node:crypto";
import { db as defaultDb, type DbOrTx } from "@/db";
import { bookingInstallments, paymentCustomers, testCustomers, testPaymentMethods } from "@/db/schema";
import { addDays, todayIso } from "@/lib/departures/dates";
import type { SavedCardBehavior } from "@/lib/money/providers/test-cards";
import { createActivePayoutAccount, createBooking, createHunt, type HuntOverrides } from "./factories";

const token = () => randomBytes(9).toString("hex");

export type CollectedBookingOptions = {
  outfitterId: number;
  hunterId: number;
  /** The balance installment's state (failed: after a first decline; `asked`: its retries are spent). */
  state?: "scheduled" | "failed" | "paid";
  asked?: boolean;
  /** How the saved test card answers the balance charge. */
  card?: SavedCardBehavior;
  /** The balance's due day (default 60 days on). */
  dueOn?: string;
  now?: Date;
  db?: DbOrTx;
  /** The hunt's own fields (the demo data's title and departure); the outfitter's payout account is left as it is when false. */
  hunt?: Omit<HuntOverrides, "outfitterId">;
  payoutAccount?: boolean;
};

/** A hunter's test customer with a saved test card that answers later charges as `behavior` says (seed, tests). */
export async function saveTestCard(db: DbOrTx, userId: number, behavior: SavedCardBehavior) {
  const customerId = `cus_test_${token()}`;
  await db
    .insert(testCustomers)
    .values({ id: customerId, idempotencyKey: `customer-fixture-${customerId}`, email: `c-${customerId}@example.test` });
  const paymentMethodId = `pm_test_${token()}`;
  const last4 = behavior === "declines_later" ? "0341" : "4242";
  await db.insert(testPaymentMethods).values({ id: paymentMethodId, customerId, last4, behavior });
  await db
    .insert(paymentCustomers)
    .values({ userId, provider: "test", customerId, paymentMethodId, cardLast4: last4 })
    .onConflictDoUpdate({
      target: [paymentCustomers.userId, paymentCustomers.provider],
      set: { customerId, paymentMethodId, cardLast4: last4 },
    });
  return { customerId, paymentMethodId };
}

/**
 * An accepted booking whose deposit is captured on the offline test provider and whose balance Ridgeline collects: the hunt
 * (50% deposit, balance 60 days before), its schedule, and the hunter's test customer with a saved card (seed, tests, the registry).
 */
export async function createCollectedBooking(o: CollectedBookingOptions) {
  const db = o.db ?? defaultDb;
  const now = o.now ?? new Date();
  if (o.payoutAccount !== false) await createActivePayoutAccount(o.outfitterId, { db });
  const hunt = await createHunt(
    { priceCents: 450000, depositPercent: 50, balanceCollectionDays: 60, availability: 4, ...o.hunt, outfitterId: o.outfitterId },
    db,
  );
  const booking = await createBooking(
    {
      huntId: hunt.id,
      outfitterId: o.outfitterId,
      hunterId: o.hunterId,
      totalAmountCents: 450000,
      depositPercent: 50,
      depositCents: 225000,
      status: "accepted",
      paymentStatus: "paid",
      paymentProvider: "test",
      paidAt: now,
      holdsSpot: true,
    },
    db,
  );
  const { customerId, paymentMethodId: pmId } = await saveTestCard(db, o.hunterId, o.card ?? "succeeds");
  const dueOn = o.dueOn ?? addDays(todayIso(now), 60);
  const state = o.state ?? "scheduled";
  const failedAt = new Date(now.getTime() - (o.asked ? 73 : 1) * 3_600_000);
  const [, balance] = await db
    .insert(bookingInstallments)
    .values([
      {
        bookingId: booking.id,
        kind: "deposit",
        amountCents: 225000,
        dueOn: todayIso(now),
        state: "paid",
        paidAt: now,
        idempotencyKey: `booking-${booking.id}-deposit`,
      },
      {
        bookingId: booking.id,
        kind: "balance",
        amountCents: 225000,
        dueOn,
        state,
        attempts: state === "failed" ? (o.asked ? 3 : 1) : state === "paid" ? 1 : 0,
        idempotencyKey: `booking-${booking.id}-balance`,
        nextAttemptAt:
          state === "paid" || o.asked
            ? null
            : state === "failed"
              ? new Date(failedAt.getTime() + 24 * 3_600_000)
              : new Date(`${dueOn}T15:00:00Z`),
        firstFailedAt: state === "failed" ? failedAt : null,
        lastError: state === "failed" ? "Your card was declined." : null,
        lastErrorCode: state === "failed" ? "card_declined" : null,
        outfitterAskedAt: o.asked ? now : null,
        paidAt: state === "paid" ? now : null,
      },
    ])
    .returning();
  return { hunt, booking, balance: balance!, customerId, paymentMethodId: pmId };
}
