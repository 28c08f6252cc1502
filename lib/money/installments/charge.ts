import "server-only";
import { and, eq, exists, inArray, isNotNull, lt, lte, sql } from "drizzle-orm";
import { db } from "@/db";
import { bookingInstallments, bookings, hunts, type InstallmentRow } from "@/db/schema";
import type { BookingRow } from "@/lib/bookings/present";
import { commissionBaseOf } from "@/lib/bookings/price-snapshot";
import { deliverAfterCommit } from "@/lib/email";
import { applyRate, COMMISSION_RATE_BP } from "@/lib/format/money";
import { log } from "@/lib/log";
import { providerNamed } from "@/lib/money/providers/card-provider";
import { savedCardsNamed, type OffSessionResult } from "@/lib/money/providers/saved-cards";
import { activePayoutAccountId } from "@/lib/money/payouts/service";
import { platformSwitches } from "@/lib/platform/switches";
import { savedCardOf } from "./customers";
import { balanceEmails } from "./emails";
import { nextRetryAt } from "./charge-timing";
import { installmentPayer, type InstallmentPayer } from "./payer";
import { attemptKey, queueInstallmentJobs } from "./store";

export type ChargeOutcome = { outcome: "paid" | "failed" | "skipped"; installment?: InstallmentRow; message?: string };

/** States a balance may be charged from (a failure is retried from "failed"). */
const CHARGEABLE = ["scheduled", "failed"];
/** The deposit was captured: only then is the balance charged. */
const DEPOSIT_CAPTURED = ["paid", "partially_refunded"] as const;

const chargeable = (now: Date) =>
  and(
    eq(bookingInstallments.kind, "balance"),
    inArray(bookingInstallments.state, CHARGEABLE),
    isNotNull(bookingInstallments.nextAttemptAt),
    lte(bookingInstallments.nextAttemptAt, now),
    exists(
      db
        .select({ one: sql`1` })
        .from(bookings)
        .where(
          and(
            eq(bookings.id, bookingInstallments.bookingId),
            eq(bookings.status, "accepted"),
            inArray(bookings.paymentStatus, [...DEPOSIT_CAPTURED]),
          ),
        ),
    ),
  );

/** The card to charge: the payer's saved by Update card or at the deposit, else the deposit (share) intent's own. */
async function cardFor(payer: InstallmentPayer, provider: string) {
  const saved = await savedCardOf(db, payer.userId, provider);
  if (!saved) return null;
  if (saved.paymentMethodId) return { customerId: saved.customerId, paymentMethodId: saved.paymentMethodId };
  const deposit = payer.depositIntentId ? await providerNamed(provider).retrieveIntent(payer.depositIntentId) : null;
  return deposit?.paymentMethodId ? { customerId: saved.customerId, paymentMethodId: deposit.paymentMethodId } : null;
}

/** "Collect commission at booking": what is left of the commission after the deposit's fee, capped at the balance. */
async function balanceFeeCents(b: BookingRow, i: InstallmentRow) {
  const amountCents = i.amountCents;
  // A party's shares carry no fee, deposit or balance: its commission is settled by the monthly report (lib/party/payments.ts).
  if (i.memberId !== null) return 0;
  const { collectCommissionAtBooking } = await platformSwitches();
  if (!collectCommissionAtBooking) return 0;
  const commission = applyRate(await commissionBaseOf(db, b), COMMISSION_RATE_BP);
  return Math.max(0, Math.min(commission - b.applicationFeeCents, amountCents));
}

/**
 * Charges one due balance off-session, exactly once: the attempt is claimed with a conditional update (a second run or a second
 * instance finds nothing to claim), and the provider call carries that attempt's idempotency key (a repeat after a lost answer gets
 * the same charge). A decline changes only the installment; a provider outage gives the attempt back and throws (the job retries).
 */
export async function chargeInstallment(installmentId: number, now = new Date()): Promise<ChargeOutcome> {
  const [claimed] = await db
    .update(bookingInstallments)
    .set({ state: "processing", attempts: sql`${bookingInstallments.attempts} + 1` })
    .where(and(eq(bookingInstallments.id, installmentId), chargeable(now)))
    .returning();
  if (!claimed) return { outcome: "skipped" };
  const previous = claimed.firstFailedAt ? "failed" : "scheduled";
  const giveBack = () =>
    db
      .update(bookingInstallments)
      .set({ state: previous, attempts: sql`${bookingInstallments.attempts} - 1` })
      .where(and(eq(bookingInstallments.id, claimed.id), eq(bookingInstallments.state, "processing")));
  let result: OffSessionResult;
  let b: BookingRow;
  let provider: string;
  try {
    [b] = (await db.select().from(bookings).where(eq(bookings.id, claimed.bookingId))) as [BookingRow];
    const payer = await installmentPayer(db, claimed, b);
    provider = payer.provider ?? "test";
    const destination = await activePayoutAccountId(b.outfitterId);
    if (!destination) {
      await giveBack();
      log.warn("installments.no_payout_account", { installmentId, bookingId: b.id });
      return { outcome: "skipped" };
    }
    const card = await cardFor(payer, provider);
    const [hunt] = b.huntId ? await db.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, b.huntId)) : [];
    result = card
      ? await savedCardsNamed(provider).chargeOffSession({
          amountCents: claimed.amountCents,
          currency: "usd",
          description: `Ridgeline booking #${b.id} balance${payer.position === null ? "" : ` share ${payer.position + 1}`}${hunt ? `: ${hunt.title}` : ""}`,
          metadata: {
            bookingId: String(b.id),
            installmentId: String(claimed.id),
            kind: "balance",
            ...(payer.memberId === null ? {} : { partyMemberId: String(payer.memberId), payerId: String(payer.userId) }),
          },
          idempotencyKey: attemptKey(claimed),
          customerId: card.customerId,
          paymentMethodId: card.paymentMethodId,
          destination: { accountId: destination, applicationFeeCents: await balanceFeeCents(b, claimed) },
        })
      : { ok: false, code: "no_saved_card", message: "No card is saved for this booking.", intentId: null };
  } catch (err) {
    await giveBack();
    throw err;
  }
  return result.ok ? recordPaid(claimed, b, provider, result.intent.id, now) : recordFailed(claimed, b, provider, result, now);
}

async function recordPaid(i: InstallmentRow, b: BookingRow, provider: string, intentId: string, now: Date): Promise<ChargeOutcome> {
  const out = await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(bookingInstallments)
      .set({
        state: "paid",
        paidAt: now,
        paymentIntentId: intentId,
        paymentProvider: provider,
        nextAttemptAt: null,
        lastError: null,
        lastErrorCode: null,
      })
      .where(and(eq(bookingInstallments.id, i.id), eq(bookingInstallments.state, "processing")))
      .returning();
    if (!paid) return { paid: null, ids: [] as number[] };
    return { paid, ids: await balanceEmails(tx, "paid", b, paid) };
  });
  await deliverAfterCommit(out.ids);
  log.info("installments.paid", { installmentId: i.id, bookingId: b.id });
  return { outcome: out.paid ? "paid" : "skipped", installment: out.paid ?? undefined };
}

async function recordFailed(
  i: InstallmentRow,
  b: BookingRow,
  provider: string,
  r: Extract<OffSessionResult, { ok: false }>,
  now: Date,
): Promise<ChargeOutcome> {
  const firstFailedAt = i.firstFailedAt ?? now;
  const retryAt = nextRetryAt(firstFailedAt, now);
  const out = await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(bookingInstallments)
      .set({
        state: "failed",
        lastError: r.message,
        lastErrorCode: r.code,
        firstFailedAt,
        nextAttemptAt: retryAt,
        paymentIntentId: r.intentId,
        paymentProvider: provider,
        // The retries are spent: the outfitter chooses (extend 7 days or cancel under the policy).
        ...(retryAt ? {} : { outfitterAskedAt: now }),
      })
      .where(and(eq(bookingInstallments.id, i.id), eq(bookingInstallments.state, "processing")))
      .returning();
    if (!failed) return { failed: null, ids: [] as number[] };
    if (retryAt) await queueInstallmentJobs(tx, failed, now);
    const ids = await balanceEmails(tx, "failed", b, failed, { retryAt });
    if (!retryAt) ids.push(...(await balanceEmails(tx, "outfitter-asked", b, failed)));
    return { failed, ids };
  });
  await deliverAfterCommit(out.ids);
  log.info("installments.failed", { installmentId: i.id, bookingId: b.id, code: r.code, retryAt: retryAt?.toISOString() ?? null });
  return { outcome: out.failed ? "failed" : "skipped", installment: out.failed ?? undefined, message: r.message };
}

/** A claimed attempt whose worker died mid-call: given back after 10 minutes, with the same attempt key (so it charges once). */
const LOST_AFTER_MS = 10 * 60_000;

/** The net under the keyed jobs: lost attempts back, ended bookings' installments cancelled, every due balance charged. */
export async function sweepInstallments(now = new Date()) {
  await db
    .update(bookingInstallments)
    .set({
      state: sql`case when ${bookingInstallments.firstFailedAt} is null then 'scheduled' else 'failed' end`,
      attempts: sql`${bookingInstallments.attempts} - 1`,
    })
    .where(and(eq(bookingInstallments.state, "processing"), lt(bookingInstallments.updatedAt, new Date(now.getTime() - LOST_AFTER_MS))));
  await db
    .update(bookingInstallments)
    .set({ state: "canceled", nextAttemptAt: null })
    .where(
      and(
        inArray(bookingInstallments.state, ["scheduled", "failed"]),
        exists(
          db
            .select({ one: sql`1` })
            .from(bookings)
            .where(and(eq(bookings.id, bookingInstallments.bookingId), inArray(bookings.status, ["denied", "cancelled"]))),
        ),
      ),
    );
  const due = await db
    .select({ id: bookingInstallments.id })
    .from(bookingInstallments)
    .where(chargeable(now))
    .orderBy(bookingInstallments.nextAttemptAt)
    .limit(200);
  const tally = { paid: 0, failed: 0, skipped: 0, errors: 0 };
  for (const { id } of due) {
    try {
      tally[(await chargeInstallment(id, now)).outcome]++;
    } catch (err) {
      tally.errors++;
      log.error("installments.charge_error", { installmentId: id, err });
    }
  }
  return tally;
}
