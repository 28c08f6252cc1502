import { and, eq, sql } from "drizzle-orm";
import { send, type Answer } from "./servers";
import type { RaceContext } from "./race-context";

type Ctx = RaceContext & { hunterIds: number[] };

/**
 * (l) issue 48: a balance due now, its due-date job run at once on both instances (the sweep through the test job hook, five times
 * each) and in this process → exactly one charge at the provider, the installment paid on attempt 1, one receipt e-mail.
 */
export async function installmentChargeRace(ctx: Ctx, rounds = 3) {
  const { db } = await import("../../db");
  const schema = await import("../../db/schema");
  const { createCollectedBooking } = await import("../../seed/installment-factories");
  const { chargeInstallment } = await import("../../lib/money/installments/charge");
  const { accrueCommission } = await import("../../lib/money/commission/ledger");
  const answers: Answer[] = [];
  const breaches: string[] = [];
  const t0 = performance.now();
  for (let round = 0; round < rounds; round++) {
    const { booking, balance } = await createCollectedBooking({ outfitterId: ctx.outfitterId, hunterId: ctx.hunterIds[round]! });
    // The fixture's booking is accepted without the accept: its commission as the accept records it, so (e)'s ledger holds.
    await accrueCommission(db, { outfitterId: ctx.outfitterId, baseAmountCents: booking.totalAmountCents, bookingId: booking.id });
    await db
      .update(schema.bookingInstallments)
      .set({ nextAttemptAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.bookingInstallments.id, balance.id));
    const runs = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => send(ctx.ports[i % ctx.ports.length]!, "POST", "/api/test/jobs/installments.sweep", {})),
      chargeInstallment(balance.id).then(() => null),
    ]);
    answers.push(...runs.filter((r): r is Answer => r !== null));
    const charges = (await db.select().from(schema.testPayments)).filter((p) => p.metadata.installmentId === String(balance.id));
    const [after] = await db.select().from(schema.bookingInstallments).where(eq(schema.bookingInstallments.id, balance.id));
    const receipts = await db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.template, "balance-notice"), sql`${schema.emailOutbox.subject} like 'Balance paid:%'`));
    const mine = receipts.filter((m) => (m.meta as { bookingId?: number } | null)?.bookingId === booking.id);
    if (charges.length !== 1) breaches.push(`round ${round}: ${charges.length} charges`);
    if (after?.state !== "paid" || after.attempts !== 1)
      breaches.push(`round ${round}: installment ${after?.state} after ${after?.attempts} attempts`);
    if (mine.length !== 1) breaches.push(`round ${round}: ${mine.length} receipt e-mails`);
  }
  ctx.figures("l: a due balance charged by both instances at once × 3", answers, Math.round(performance.now() - t0), 200, {}, breaches);
}
