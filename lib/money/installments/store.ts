import "server-only";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingInstallments, bookingPartyMembers, bookings, type InstallmentRow } from "@/db/schema";
import { addDays, type IsoDate } from "@/lib/departures/dates";
import { formatCents } from "@/lib/format/money";
import { enqueue } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import {
  balanceText,
  combinedState,
  planInstallments,
  REMINDER_DAYS_BEFORE,
  scheduleText,
  type BookingSchedule,
  type InstallmentState,
  type ScheduleInput,
  type ShareBalance,
} from "./schedule";

export type { BookingSchedule };

/** The hour (UTC) a day's charge and reminders run: morning across the US. */
export const CHARGE_HOUR_UTC = 15;
export const chargeMomentOf = (day: IsoDate) => new Date(`${day}T${String(CHARGE_HOUR_UTC).padStart(2, "0")}:00:00Z`);
export const installmentKey = (bookingId: number, kind: string, memberId: number | null = null) =>
  memberId === null ? `booking-${bookingId}-${kind}` : `booking-${bookingId}-${kind}-member-${memberId}`;
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

/**
 * A party that pays in shares (called in the transaction that writes its members): the booking's balance installment becomes one
 * per member, each that member's balance share (the shares sum to the balance, the rounding cents the lead's; a share of nothing has
 * no row). Each is charged, reminded and retried on its own, to the card that paid that member's deposit share. Without collection
 * (no balance row) nothing changes.
 */
export async function splitBalanceIntoShares(
  tx: DbOrTx,
  bookingId: number,
  shares: { memberId: number; balanceCents: number }[],
  now = new Date(),
): Promise<InstallmentRow[]> {
  const [whole] = await tx
    .select()
    .from(bookingInstallments)
    .where(and(eq(bookingInstallments.bookingId, bookingId), eq(bookingInstallments.kind, "balance"), isNull(bookingInstallments.memberId)))
    .for("update");
  if (!whole || whole.state !== "scheduled" || whole.attempts > 0) return [];
  const sum = shares.reduce((a, s) => a + s.balanceCents, 0);
  if (sum !== whole.amountCents) throw new Error(`Balance shares sum to ${sum}, the balance is ${whole.amountCents}`);
  await tx.delete(bookingInstallments).where(eq(bookingInstallments.id, whole.id));
  const due = shares.filter((s) => s.balanceCents > 0);
  if (due.length === 0) return [];
  const rows = await tx
    .insert(bookingInstallments)
    .values(
      due.map((s) => ({
        bookingId,
        memberId: s.memberId,
        kind: "balance",
        amountCents: s.balanceCents,
        dueOn: whole.dueOn,
        idempotencyKey: installmentKey(bookingId, "balance", s.memberId),
        nextAttemptAt: whole.nextAttemptAt,
      })),
    )
    .returning();
  for (const r of rows) await queueInstallmentJobs(tx, r, now);
  return rows;
}

/** A member taken out of the party before paying: their balance share goes with them (the booking's balance shrinks alike). */
export async function dropMemberBalance(tx: DbOrTx, memberId: number) {
  await tx
    .update(bookingInstallments)
    .set({ state: "canceled", nextAttemptAt: null })
    .where(and(eq(bookingInstallments.memberId, memberId), inArray(bookingInstallments.state, ["scheduled", "failed"])));
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

/** The booking's own balance installment (none when its party pays in shares: see balanceSharesOf). */
export async function balanceInstallmentOf(tx: DbOrTx, bookingId: number, lock = false): Promise<InstallmentRow | null> {
  const q = tx
    .select()
    .from(bookingInstallments)
    .where(
      and(eq(bookingInstallments.bookingId, bookingId), eq(bookingInstallments.kind, "balance"), isNull(bookingInstallments.memberId)),
    );
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

type BookingBits = Pick<typeof bookings.$inferSelect, "id" | "totalAmountCents" | "depositCents" | "paymentStatus" | "paidAt">;
const dayOf = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** A member's balance installment with who they are in the party. */
export type ShareInstallment = { row: InstallmentRow; position: number; name: string | null; paidByLead: boolean };

function shareBalanceOf(s: ShareInstallment): ShareBalance {
  const r = s.row;
  const failed = r.state === "failed";
  return {
    memberId: r.memberId!,
    position: s.position,
    name: s.name,
    amount: formatCents(r.amountCents),
    dueOn: r.dueOn,
    state: r.state as InstallmentState,
    paidAt: r.paidAt?.toISOString() ?? null,
    paidByLead: s.paidByLead,
    attempts: r.attempts,
    lastError: failed ? r.lastError : null,
    needsAuthentication: failed && r.lastErrorCode === "authentication_required",
    awaitingOutfitter: failed && r.outfitterAskedAt !== null,
    text: `${s.name ?? `Hunter ${s.position + 1}`}: ${balanceText({
      amountCents: r.amountCents,
      dueOn: r.dueOn,
      state: r.state,
      paidOn: dayOf(r.paidAt),
    })}`,
  };
}

/**
 * The balance of a party paying in shares, as one row: the sum of the shares still charged (of all when none is), the earliest due
 * day, the combined state, paid when the last share was. What the booking's line shows; each share keeps its own line.
 */
function combinedBalance(shares: ShareInstallment[]): InstallmentRow {
  const rows = shares.map((s) => s.row);
  const live = rows.filter((r) => r.state !== "canceled");
  const counted = live.length ? live : rows;
  const state = combinedState(rows.map((r) => r.state as InstallmentState));
  const first = [...counted].sort((a, b) => a.dueOn.localeCompare(b.dueOn))[0]!;
  const failed = counted.find((r) => r.state === "failed");
  const paidAts = counted.map((r) => r.paidAt?.getTime() ?? 0);
  return {
    ...first,
    ...(failed ?? {}),
    amountCents: counted.reduce((a, r) => a + r.amountCents, 0),
    dueOn: first.dueOn,
    state,
    paidAt: state === "paid" ? new Date(Math.max(...paidAts)) : null,
    outfitterAskedAt: counted.find((r) => r.state === "failed" && r.outfitterAskedAt)?.outfitterAskedAt ?? null,
  };
}

export function scheduleOf(b: BookingBits, balanceRow: InstallmentRow | null, shares: ShareInstallment[] = []): BookingSchedule {
  if (shares.length > 0) {
    const s = scheduleOf(b, combinedBalance(shares));
    return { ...s, shares: shares.map(shareBalanceOf) };
  }
  const depositCents = b.depositCents ?? b.totalAmountCents;
  const balanceCents = b.totalAmountCents - depositCents;
  const captured = ["paid", "partially_refunded", "refunded"].includes(b.paymentStatus);
  const depositState: "due" | "held" | "paid" = captured ? "paid" : b.paymentStatus === "authorized" ? "held" : "due";
  const balance = balanceRow
    ? {
        amount: formatCents(balanceRow.amountCents),
        dueOn: balanceRow.dueOn,
        state: balanceRow.state as InstallmentState,
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

/** Each booking's balance shares (members lead first), with who they are; bookings not paid in shares have none. */
export async function balanceSharesOf(tx: DbOrTx, bookingIds: number[]): Promise<Map<number, ShareInstallment[]>> {
  const out = new Map<number, ShareInstallment[]>();
  if (bookingIds.length === 0) return out;
  const rows = await tx
    .select({
      row: bookingInstallments,
      position: bookingPartyMembers.position,
      name: bookingPartyMembers.fullName,
      paidBy: bookingPartyMembers.paidBy,
      leadId: bookings.hunterId,
    })
    .from(bookingInstallments)
    .innerJoin(bookingPartyMembers, eq(bookingPartyMembers.id, bookingInstallments.memberId))
    .innerJoin(bookings, eq(bookings.id, bookingInstallments.bookingId))
    .where(
      and(
        inArray(bookingInstallments.bookingId, bookingIds),
        eq(bookingInstallments.kind, "balance"),
        // A hunter removed from the party before paying is no share of its balance.
        ne(bookingPartyMembers.status, "removed"),
      ),
    )
    .orderBy(asc(bookingPartyMembers.position));
  for (const r of rows) {
    const list = out.get(r.row.bookingId) ?? [];
    list.push({ row: r.row, position: r.position, name: r.name, paidByLead: r.position === 0 || r.paidBy === r.leadId });
    out.set(r.row.bookingId, list);
  }
  return out;
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
    .where(and(inArray(bookingInstallments.bookingId, ids), eq(bookingInstallments.kind, "balance"), isNull(bookingInstallments.memberId)));
  const shares = await balanceSharesOf(tx, ids);
  const byBooking = new Map(rows.map((r) => [r.id, r]));
  const balanceOf = new Map(balances.map((r) => [r.bookingId, r]));
  return list.map((b) => {
    const row = byBooking.get(b.id);
    return row ? { ...b, schedule: scheduleOf(row, balanceOf.get(b.id) ?? null, shares.get(b.id)) } : b;
  });
}
