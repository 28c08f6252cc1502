import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingInstallments, bookings, type InstallmentRow } from "@/db/schema";
import { addDays, type IsoDate } from "@/lib/departures/dates";
import { formatCents } from "@/lib/format/money";
import { enqueue } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { planInstallments, REMINDER_DAYS_BEFORE, scheduleText, type BookingSchedule, type ScheduleInput } from "./schedule";

export type { BookingSchedule };

/** The hour (UTC) a day's charge and reminders run: morning across the US. */
export const CHARGE_HOUR_UTC = 15;
export const chargeMomentOf = (day: IsoDate) => new Date(`${day}T${String(CHARGE_HOUR_UTC).padStart(2, "0")}:00:00Z`);
export const installmentKey = (bookingId: number, kind: string) => `booking-${bookingId}-${kind}`;
/** The key of one provider attempt: the same attempt (a job run twice, a lost answer) reuses it, so it charges once. */
export const attemptKey = (i: Pick<InstallmentRow, "idempotencyKey" | "attempts">) => `${i.idempotencyKey}-attempt-${i.attempts}`;

/** Queues the charge at its moment (the sweep is the net under it) and the reminders still ahead. */
export async function queueInstallmentJobs(tx: DbOrTx, i: InstallmentRow, now = new Date()) {
  if (!i.nextAttemptAt) return;
  await enqueue(
    tx,
    QUEUES.installmentCharge.name,
    { installmentId: i.id },
    {
      singletonKey: `installment-${i.id}-attempt-${i.attempts + 1}`,
      startAfter: i.nextAttemptAt > now ? i.nextAttemptAt : now,
    },
  );
  if (i.attempts > 0) return;
  for (const days of REMINDER_DAYS_BEFORE) {
    const at = chargeMomentOf(addDays(i.dueOn, -days));
    if (at > now)
      await enqueue(
        tx,
        QUEUES.installmentReminder.name,
        { installmentId: i.id, daysBefore: days },
        {
          singletonKey: `installment-${i.id}-reminder-${days}`,
          startAfter: at,
        },
      );
  }
}

/** Written with the booking: the deposit row, and the balance row when the hunt has Ridgeline collect it. */
export async function createInstallmentSchedule(
  tx: DbOrTx,
  bookingId: number,
  input: ScheduleInput,
  now = new Date(),
): Promise<InstallmentRow[]> {
  const plan = planInstallments(input);
  if (plan.length < 2) return [];
  const rows = await tx
    .insert(bookingInstallments)
    .values(
      plan.map((p) => ({
        bookingId,
        kind: p.kind,
        amountCents: p.amountCents,
        dueOn: p.dueOn,
        idempotencyKey: installmentKey(bookingId, p.kind),
        // The deposit goes through the booking's own payment intent; the balance is charged at its moment.
        nextAttemptAt: p.kind === "balance" ? chargeMomentOf(p.dueOn) : null,
      })),
    )
    .onConflictDoNothing()
    .returning();
  for (const r of rows) if (r.kind === "balance") await queueInstallmentJobs(tx, r, now);
  return rows;
}

/** The deposit was captured (the outfitter accepted): its installment is paid. */
export async function markDepositInstallmentPaid(tx: DbOrTx, bookingId: number, now = new Date()) {
  await tx
    .update(bookingInstallments)
    .set({ state: "paid", paidAt: now })
    .where(
      and(
        eq(bookingInstallments.bookingId, bookingId),
        eq(bookingInstallments.kind, "deposit"),
        eq(bookingInstallments.state, "scheduled"),
      ),
    );
}

export async function balanceInstallmentOf(tx: DbOrTx, bookingId: number, lock = false): Promise<InstallmentRow | null> {
  const q = tx
    .select()
    .from(bookingInstallments)
    .where(and(eq(bookingInstallments.bookingId, bookingId), eq(bookingInstallments.kind, "balance")));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

type BookingBits = Pick<typeof bookings.$inferSelect, "id" | "totalAmountCents" | "depositCents" | "paymentStatus" | "paidAt">;
const dayOf = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export function scheduleOf(b: BookingBits, balanceRow: InstallmentRow | null): BookingSchedule {
  const depositCents = b.depositCents ?? b.totalAmountCents;
  const balanceCents = b.totalAmountCents - depositCents;
  const captured = ["paid", "partially_refunded", "refunded"].includes(b.paymentStatus);
  const depositState: "due" | "held" | "paid" = captured ? "paid" : b.paymentStatus === "authorized" ? "held" : "due";
  const balance = balanceRow
    ? {
        amount: formatCents(balanceRow.amountCents),
        dueOn: balanceRow.dueOn,
        state: balanceRow.state as NonNullable<BookingSchedule["balance"]>["state"],
        paidAt: balanceRow.paidAt?.toISOString() ?? null,
        attempts: balanceRow.attempts,
        lastError: balanceRow.state === "failed" ? balanceRow.lastError : null,
        needsAuthentication: balanceRow.state === "failed" && balanceRow.lastErrorCode === "authentication_required",
        awaitingOutfitter: balanceRow.state === "failed" && balanceRow.outfitterAskedAt !== null,
      }
    : balanceCents > 0
      ? {
          amount: formatCents(balanceCents),
          dueOn: null,
          state: "direct" as const,
          paidAt: null,
          attempts: 0,
          lastError: null,
          needsAuthentication: false,
          awaitingOutfitter: false,
        }
      : null;
  const text = scheduleText({
    deposit: { amountCents: depositCents, state: depositState, on: depositState === "due" ? null : dayOf(b.paidAt) },
    balance: {
      amountCents: balanceRow?.amountCents ?? balanceCents,
      dueOn: balanceRow?.dueOn ?? null,
      state: balanceRow?.state ?? null,
      paidOn: dayOf(balanceRow?.paidAt ?? null),
    },
  });
  return {
    text,
    collectedByRidgeline: balanceRow !== null,
    deposit: { amount: formatCents(depositCents), state: depositState, on: depositState === "due" ? null : dayOf(b.paidAt) },
    balance,
  };
}

/** Adds each booking's schedule (dashboards, the booking API). */
export async function withSchedules<B extends { id: number; schedule?: BookingSchedule }>(tx: DbOrTx, list: B[]): Promise<B[]> {
  if (list.length === 0) return list;
  const ids = list.map((b) => b.id);
  const rows = await tx
    .select({
      id: bookings.id,
      totalAmountCents: bookings.totalAmountCents,
      depositCents: bookings.depositCents,
      paymentStatus: bookings.paymentStatus,
      paidAt: bookings.paidAt,
    })
    .from(bookings)
    .where(inArray(bookings.id, ids));
  const balances = await tx
    .select()
    .from(bookingInstallments)
    .where(and(inArray(bookingInstallments.bookingId, ids), eq(bookingInstallments.kind, "balance")));
  const byBooking = new Map(rows.map((r) => [r.id, r]));
  const balanceOf = new Map(balances.map((r) => [r.bookingId, r]));
  return list.map((b) => {
    const row = byBooking.get(b.id);
    return row ? { ...b, schedule: scheduleOf(row, balanceOf.get(b.id) ?? null) } : b;
  });
}
