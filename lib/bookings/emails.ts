import "server-only";
import { eq, inArray } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { huntDepartures, hunts, users } from "@/db/schema";
import { enqueueEmail } from "@/lib/email";
import {
  bookingAccepted,
  bookingCancelled,
  bookingCancelledOutfitter,
  bookingCompleted,
  bookingConfirmation,
  bookingDenied,
  bookingExpired,
  bookingExpiredOutfitter,
  bookingNew,
  bookingPaymentRefunded,
  paymentConfirmation,
  type EmailTemplate,
} from "@/lib/email/templates";
import type { BookingReceipt } from "@/lib/email/templates/booking-receipt";
import {
  daysCountedRule,
  LEGACY_STRICT_DEPOSIT_PERCENT,
  OUTFITTER_CANCELS_RULE,
  policyText,
} from "@/lib/money/refunds/cancellation-policies";
import { timeZoneLabel } from "@/lib/departures/dates";
import { formatUsd } from "@/lib/format/money";
import { siteUrl } from "@/lib/seo/site-url";
import type { BookingRow } from "./present";
import { ANSWER_DAYS, chargedCents } from "@/lib/money/charges/payment-operations";
import { depositLine } from "@/lib/money/deposit";
import { answerByText } from "./answer-text";
import { estimateOfSnapshot, snapshotsOf, type BookingSnapshot } from "./price-snapshot";
import { priceGroups } from "@/lib/money/price-lines/groups";
import { hasSignatures } from "@/lib/agreements/versions";

export type BookingEmailEvent = "paid" | "accepted" | "denied" | "cancelled" | "completed" | "late-payment-refunded" | "expired";

type People = {
  hunter: { email: string; firstName: string } | undefined;
  outfitter: { email: string; firstName: string } | undefined;
  huntTitle: string;
  /** The hunt's time zone (UTC when its location names no known place): the policy's days count there. */
  timeZone: string;
  departure: { startDate: string; endDate: string } | undefined;
  snapshot: BookingSnapshot | undefined;
  /** Someone of the booking signed the hunt's trip agreement: the confirmation links its PDF. */
  agreementSigned: boolean;
};

async function people(b: BookingRow, executor: DbOrTx = db): Promise<People> {
  const rows = await executor
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [b.hunterId, b.outfitterId]));
  const [hunt] = b.huntId
    ? await executor.select({ title: hunts.title, timeZone: hunts.timeZone }).from(hunts).where(eq(hunts.id, b.huntId))
    : [];
  const [departure] = b.departureId
    ? await executor
        .select({ startDate: huntDepartures.startDate, endDate: huntDepartures.endDate })
        .from(huntDepartures)
        .where(eq(huntDepartures.id, b.departureId))
    : [];
  return {
    hunter: rows.find((r) => r.id === b.hunterId),
    outfitter: rows.find((r) => r.id === b.outfitterId),
    huntTitle: hunt?.title ?? "your hunt",
    timeZone: hunt?.timeZone ?? "UTC",
    departure,
    snapshot: (await snapshotsOf(executor, [b.id])).get(b.id),
    agreementSigned: await hasSignatures(executor, b.id),
  };
}

function policyLine(b: BookingRow, timeZone: string): string {
  const policy = policyText(
    b.cancellationPolicy ?? "flexible",
    b.depositPercent ?? (b.cancellationPolicy === "strict" ? LEGACY_STRICT_DEPOSIT_PERCENT : null),
  );
  const zone = timeZoneLabel(timeZone);
  const rules = zone ? [...policy.rules, daysCountedRule(zone)] : policy.rules;
  return `Cancellation Policy (${policy.name}): ${rules.join(" ")} ${OUTFITTER_CANCELS_RULE}`;
}

function receiptOf(b: BookingRow, p: People): BookingReceipt {
  return {
    huntTitle: p.huntTitle,
    startDate: p.departure?.startDate ?? null,
    endDate: p.departure?.endDate ?? null,
    hunters: b.partySize,
    depositCents: chargedCents(b),
    totalCents: b.totalAmountCents,
    ...(p.snapshot
      ? { priceGroups: priceGroups(estimateOfSnapshot(p.snapshot), b.depositPercent ?? 100), allInCents: p.snapshot.allInCents }
      : {}),
  };
}

function messagesFor(event: BookingEmailEvent, b: BookingRow, p: People): { to: string; mail: EmailTemplate }[] {
  // The card is charged the deposit (the whole total unless the hunt takes a deposit).
  const amount = formatUsd(chargedCents(b));
  const deposit = chargedCents(b) < b.totalAmountCents ? depositLine(chargedCents(b), b.totalAmountCents) : null;
  const home = siteUrl();
  const bookingsUrl = `${home}/hunter-dashboard`;
  const bookingUrl = `${home}/bookings/${b.id}`;
  const dashboardUrl = `${home}/outfitter-dashboard`;
  const browseUrl = `${home}/browse-hunts`;
  const huntUrl = b.huntId ? `${home}/hunt/${b.huntId}` : browseUrl;
  const base = { bookingId: b.id, huntTitle: p.huntTitle };
  const receipt = receiptOf(b, p);
  const out: { to: string; mail: EmailTemplate }[] = [];
  const toHunter = (mail: EmailTemplate) => p.hunter && out.push({ to: p.hunter.email, mail });
  const toOutfitter = (mail: EmailTemplate) => p.outfitter && out.push({ to: p.outfitter.email, mail });
  const refundLine =
    b.paymentStatus === "refunded"
      ? `Your payment of ${amount} has been refunded to your card.`
      : b.paymentStatus === "released"
        ? `The hold of ${amount} on your card was released: you were not charged.`
        : null;
  const held = b.paymentStatus === "authorized";
  switch (event) {
    case "paid":
      toHunter(
        bookingConfirmation.build({
          bookingId: b.id,
          hunterName: b.hunterName,
          receipt,
          held,
          answerDays: ANSWER_DAYS,
          depositLine: deposit,
          policyLine: policyLine(b, p.timeZone),
          bookingUrl,
          agreementUrl: p.agreementSigned ? `${home}/api/bookings/${b.id}/agreement/pdf` : null,
        }),
      );
      toHunter(paymentConfirmation.build({ bookingId: b.id, receipt, held, deposit: deposit !== null, bookingsUrl }));
      toOutfitter(
        bookingNew.build({
          bookingId: b.id,
          hunterName: b.hunterName,
          receipt,
          answerBy: held && b.answerBy ? answerByText(b.answerBy) : null,
          dashboardUrl,
        }),
      );
      break;
    case "accepted":
      toHunter(bookingAccepted.build({ bookingId: b.id, receipt, bookingUrl }));
      break;
    case "denied":
      toHunter(bookingDenied.build({ ...base, refundLine, browseUrl }));
      break;
    case "cancelled":
      toHunter(bookingCancelled.build({ ...base, refundLine, bookingsUrl }));
      toOutfitter(bookingCancelledOutfitter.build({ ...base, hunterName: b.hunterName, dashboardUrl }));
      break;
    case "completed":
      toHunter(bookingCompleted.build({ ...base, reviewUrl: b.huntId ? huntUrl : bookingsUrl }));
      break;
    case "late-payment-refunded":
      toHunter(bookingPaymentRefunded.build({ ...base, amountCents: chargedCents(b), released: b.paymentStatus === "released", huntUrl }));
      break;
    case "expired":
      toHunter(bookingExpired.build({ ...base, browseUrl }));
      toOutfitter(bookingExpiredOutfitter.build({ ...base, hunterName: b.hunterName, answerDays: ANSWER_DAYS, dashboardUrl }));
      break;
  }
  return out;
}

/** Enqueued in the change's own transaction, so the e-mails exist exactly when it commits (a refused refund rolls back both). */
export async function enqueueBookingEmails(tx: DbOrTx, event: BookingEmailEvent, booking: BookingRow): Promise<number[]> {
  const ids: number[] = [];
  for (const m of messagesFor(event, booking, await people(booking, tx)))
    ids.push(await enqueueEmail(tx, m.to, m.mail, { bookingId: booking.id, event }));
  return ids;
}
