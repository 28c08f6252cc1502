import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { hunts, questionnaireResponses, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { accrueCommission } from "@/lib/money/commission/ledger";
import { badRequest, conflict, forbidden } from "@/lib/http/errors";
import { formatCents } from "@/lib/format/money";
import { feesOfHunt, pricedHunt } from "@/lib/hunts/fees";
import { reportCommission } from "@/lib/money/price-lines/commission";
import { OVERDUE_FROM_DAY, isComplete, isOverdueDay, paymentDueAt, reopensAt, reportPeriod } from "./period";
import type { ReportValues } from "./schema";

type ResponseRow = typeof questionnaireResponses.$inferSelect;

export const REPORT_STATE_MESSAGES = {
  notApproved: "Account must be approved before filing monthly reports",
  alreadySubmitted: "This month's report has already been submitted",
  wrongPeriod: "Reports can only be filed for the current month",
  notOwnHunt: "Choose one of your hunts",
  tooLarge: "The booking value is too large to report",
} as const;

export type ReportResponseView = {
  id: number;
  month: number;
  year: number;
  hasClientBooking: ResponseRow["hasClientBooking"];
  bookingStatus: ResponseRow["bookingStatus"];
  huntId: number | null;
  numberOfPeople: number;
  commissionAmount: string;
  paymentMethod: ResponseRow["paymentMethod"];
  depositPercentage: number | null;
  markAsDiscountedHunt: boolean;
  bookingDates: string | null;
  clientName: string | null;
  paymentStatus: string;
  submittedAt: string;
  dueAt: string | null;
  reopensAt: string | null;
};

export type CurrentReport = {
  month: number;
  year: number;
  required: boolean;
  hasResponse: boolean;
  response: ReportResponseView | null;
  isOverdue: boolean;
  overdueFromDay: number;
};

function view(row: ResponseRow): ReportResponseView {
  const reopen = reopensAt(row);
  return {
    id: row.id,
    month: row.month,
    year: row.year,
    hasClientBooking: row.hasClientBooking,
    bookingStatus: row.bookingStatus,
    huntId: row.huntId,
    numberOfPeople: row.numberOfPeople,
    commissionAmount: formatCents(row.commissionAmountCents),
    paymentMethod: row.paymentMethod,
    depositPercentage: row.depositPercentage,
    markAsDiscountedHunt: row.markAsDiscountedHunt,
    bookingDates: row.bookingDates,
    clientName: row.clientName,
    paymentStatus: row.paymentStatus,
    submittedAt: row.submittedAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
    reopensAt: reopen?.toISOString() ?? null,
  };
}

async function latestForPeriod(outfitterId: number, month: number, year: number, executor: DbOrTx = db) {
  const [row] = await executor
    .select()
    .from(questionnaireResponses)
    .where(
      and(
        eq(questionnaireResponses.outfitterId, outfitterId),
        eq(questionnaireResponses.month, month),
        eq(questionnaireResponses.year, year),
      ),
    )
    .orderBy(desc(questionnaireResponses.submittedAt), desc(questionnaireResponses.id))
    .limit(1);
  return row ?? null;
}

export async function currentReport(user: CurrentUser, now = new Date()): Promise<CurrentReport> {
  const { month, year } = reportPeriod(now);
  const latest = await latestForPeriod(user.id, month, year);
  const hasResponse = latest !== null && isComplete(latest, now);
  const required = user.isApproved && !hasResponse;
  return {
    month,
    year,
    required,
    hasResponse,
    response: latest ? view(latest) : null,
    isOverdue: required && isOverdueDay(now),
    overdueFromDay: OVERDUE_FROM_DAY,
  };
}

/** Also run by the route's door before it validates the body, so a pending outfitter's 403 wins over a 400. */
export function assertMayFileReports(user: CurrentUser) {
  if (!user.isApproved) throw forbidden(REPORT_STATE_MESSAGES.notApproved);
}

/** Commission on the places and add-ons of price × people (× the deposit share) accrues once, keyed by the report; the lock on the outfitter's
 * row makes two submissions at once file one report. */
export async function submitReport(user: CurrentUser, values: ReportValues, now = new Date()): Promise<ReportResponseView> {
  assertMayFileReports(user);
  const { month, year } = reportPeriod(now);
  if ((values.month !== null && values.month !== month) || (values.year !== null && values.year !== year)) {
    throw badRequest(REPORT_STATE_MESSAGES.wrongPeriod);
  }
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const latest = await latestForPeriod(user.id, month, year, tx);
    if (latest && isComplete(latest, now)) throw conflict(REPORT_STATE_MESSAGES.alreadySubmitted);

    let shareCents = 0;
    let commission = 0;
    if (values.huntId !== null) {
      const [hunt] = await tx
        .select({ priceCents: hunts.priceCents, durationDays: hunts.durationDays, depositPercent: hunts.depositPercent })
        .from(hunts)
        .where(and(eq(hunts.id, values.huntId), eq(hunts.outfitterId, user.id)));
      if (!hunt) throw badRequest(REPORT_STATE_MESSAGES.notOwnHunt, { huntId: [REPORT_STATE_MESSAGES.notOwnHunt] });
      // Places and add-ons of the hunt's price lines (README, commission rule), never its licences or tax.
      const fees = await feesOfHunt(tx, values.huntId);
      if (hunt.priceCents * values.numberOfPeople > 2_000_000_000) throw badRequest(REPORT_STATE_MESSAGES.tooLarge);
      const priced = reportCommission(pricedHunt(hunt, fees), values.numberOfPeople, values.depositPercentage ?? 100);
      shareCents = priced.shareCents;
      if (priced.tripCents > 2_000_000_000) throw badRequest(REPORT_STATE_MESSAGES.tooLarge);
      commission = priced.commissionCents;
    }
    const [inserted] = await tx
      .insert(questionnaireResponses)
      .values({
        outfitterId: user.id,
        month,
        year,
        hasClientBooking: values.hasClientBooking,
        bookingStatus: values.bookingStatus,
        huntId: values.huntId,
        numberOfPeople: values.numberOfPeople,
        commissionAmountCents: commission,
        paymentMethod: values.paymentMethod,
        depositPercentage: values.depositPercentage,
        markAsDiscountedHunt: values.markAsDiscountedHunt,
        bookingDates: values.bookingDates,
        clientName: values.clientName,
        paymentStatus: commission > 0 ? "pending" : "none",
        submittedAt: now,
        dueAt: commission > 0 ? paymentDueAt(now) : null,
      })
      .returning();
    if (commission > 0) {
      await accrueCommission(tx, {
        outfitterId: user.id,
        questionnaireId: inserted!.id,
        baseAmountCents: shareCents,
        amountCents: commission,
      });
    }
    return inserted!;
  });
  return view(row);
}
