import "server-only";
import { and, eq } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { bookingInstallments, paymentCustomers, users } from "@/db/schema";
import type { PaymentIntentInfo } from "@/lib/money/providers/card-provider";
import { savedCardsNamed } from "@/lib/money/providers/saved-cards";
import { balanceInstallmentOf } from "./store";

export type SavedCard = { customerId: string; paymentMethodId: string | null; cardLast4: string | null };

export async function savedCardOf(tx: DbOrTx, userId: number, provider: string): Promise<SavedCard | null> {
  const [row] = await tx
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row ? { customerId: row.customerId, paymentMethodId: row.paymentMethodId, cardLast4: row.cardLast4 } : null;
}

/** The hunter's one customer at the provider (a repeat or a race answers the same one: the provider's key is the user's). */
export async function ensureCustomer(userId: number, provider: string): Promise<string> {
  const known = await savedCardOf(db, userId, provider);
  if (known) return known.customerId;
  const [u] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) throw new Error(`No user ${userId}`);
  const customer = await savedCardsNamed(provider).createCustomer({
    email: u.email,
    name: `${u.firstName} ${u.lastName}`.trim(),
    metadata: { userId: String(userId) },
    idempotencyKey: `customer-user-${userId}-${provider}`,
  });
  await db.insert(paymentCustomers).values({ userId, provider, customerId: customer.id }).onConflictDoNothing();
  return (await savedCardOf(db, userId, provider))!.customerId;
}

/**
 * The deposit intent's extra arguments: with Ridgeline collecting the balance, the card is saved to the hunter's customer for
 * the later off-session charge (`setup_future_usage: off_session`); otherwise none, and the deposit is exactly as before.
 */
export async function cardSavingArgs(
  b: { id: number; hunterId: number },
  provider: string,
): Promise<{ customerId?: string; setupFutureUsage?: "off_session" }> {
  if (!(await balanceInstallmentOf(db, b.id))) return {};
  return { customerId: await ensureCustomer(b.hunterId, provider), setupFutureUsage: "off_session" };
}

/** A member's deposit share, when Ridgeline collects their balance share: saved to the payer's customer for it (as cardSavingArgs). */
export async function shareCardSavingArgs(
  memberId: number,
  payerId: number,
  provider: string,
): Promise<{ customerId?: string; setupFutureUsage?: "off_session" }> {
  const [row] = await db
    .select({ id: bookingInstallments.id })
    .from(bookingInstallments)
    .where(and(eq(bookingInstallments.memberId, memberId), eq(bookingInstallments.kind, "balance")));
  if (!row) return {};
  return { customerId: await ensureCustomer(payerId, provider), setupFutureUsage: "off_session" };
}

/** The card the deposit was paid with becomes the one the balance is charged with (in the payment's transaction). */
export async function rememberDepositCard(tx: DbOrTx, hunterId: number, provider: string, intent: PaymentIntentInfo) {
  if (!intent.customerId || !intent.paymentMethodId) return;
  await tx
    .update(paymentCustomers)
    .set({ paymentMethodId: intent.paymentMethodId })
    .where(
      and(
        eq(paymentCustomers.userId, hunterId),
        eq(paymentCustomers.provider, provider),
        eq(paymentCustomers.customerId, intent.customerId),
      ),
    );
}

/** A card saved by Update card replaces the one the balance is charged with. */
export async function rememberCard(
  tx: DbOrTx,
  hunterId: number,
  provider: string,
  customerId: string,
  paymentMethodId: string,
  last4: string | null,
) {
  await tx
    .update(paymentCustomers)
    .set({ paymentMethodId, cardLast4: last4 })
    .where(
      and(eq(paymentCustomers.userId, hunterId), eq(paymentCustomers.provider, provider), eq(paymentCustomers.customerId, customerId)),
    );
}
