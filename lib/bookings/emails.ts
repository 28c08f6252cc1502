import "server-only";
import { eq, inArray } from "drizzle-orm";
import { db } from "@/db";
import { hunts, users } from "@/db/schema";
import { sendEmail } from "@/lib/email";
import { noticeEmail, type EmailTemplate } from "@/lib/email/templates";
import { LEGACY_STRICT_DEPOSIT_PERCENT, OUTFITTER_CANCELS_RULE, policyText } from "@/lib/cancellation/policies";
import { formatUsd } from "@/lib/money";
import { siteUrl } from "@/lib/seo/site-url";
import type { BookingRow } from "./present";
import { log } from "@/lib/log";
import { ANSWER_DAYS, chargedCents } from "./payment-actions";
import { depositLine } from "./deposit";
import { NOT_ANSWERED_TEXT, answerByText } from "./answer-text";

export type BookingEmailEvent = "paid" | "accepted" | "denied" | "cancelled" | "completed" | "late-payment-refunded" | "expired";

type People = {
  hunter: { email: string; firstName: string } | undefined;
  outfitter: { email: string; firstName: string } | undefined;
  huntTitle: string;
};

async function people(b: BookingRow): Promise<People> {
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [b.hunterId, b.outfitterId]));
  const [hunt] = b.huntId ? await db.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, b.huntId)) : [];
  return {
    hunter: rows.find((r) => r.id === b.hunterId),
    outfitter: rows.find((r) => r.id === b.outfitterId),
    huntTitle: hunt?.title ?? "your hunt",
  };
}

/** The confirmation's trip and cancellation policy lines (the policy the booking was made under). */
function policyLines(b: BookingRow): string[] {
  const policy = policyText(b.cancellationPolicy ?? "flexible", b.depositPercent ?? (b.cancellationPolicy === "strict" ? LEGACY_STRICT_DEPOSIT_PERCENT : null));
  return [
    ...(b.partySize > 1 ? [`Party: ${b.partySize} hunters.`] : []),
    `Cancellation Policy (${policy.name}): ${policy.rules.join(" ")} ${OUTFITTER_CANCELS_RULE}`,
  ];
}

function messagesFor(event: BookingEmailEvent, b: BookingRow, p: People): { to: string; mail: EmailTemplate }[] {
  // What the card is charged: the deposit (the whole total unless the hunt takes a deposit).
  const amount = formatUsd(chargedCents(b));
  const deposit = chargedCents(b) < b.totalAmountCents ? [`${depositLine(chargedCents(b), b.totalAmountCents)}.`] : [];
  const home = siteUrl();
  const ref = `Booking #${b.id}`;
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
      toHunter(noticeEmail("booking-confirmation", `Booking confirmation: ${p.huntTitle}`, `Your booking request for ${p.huntTitle} is in`, [
        `${ref} for ${b.hunterName} has been received and sent to the outfitter for approval.`,
        held
          ? `The booking is subject to outfitter approval and weather. Your card is held, not charged, until the outfitter accepts; if they decline or do not answer within ${ANSWER_DAYS} days, the hold is released and nothing is charged.`
          : "The booking is subject to outfitter approval and weather. If the outfitter declines it, your payment is refunded in full.",
        ...deposit,
        ...policyLines(b),
      ], { label: "View my bookings", url: home }));
      toHunter(noticeEmail("payment-confirmation", `Payment received: ${amount}`, "Payment confirmation", [
        held
          ? `We received your payment of ${amount} for ${p.huntTitle} (${ref}): it is held on your card and charged when the outfitter accepts.`
          : `We received your payment of ${amount} for ${p.huntTitle} (${ref}).`,
        ...(deposit.length
          ? [...deposit, "Ridgeline charges hunters no platform fee: the deposit is part of the hunt price, and the balance is paid to the outfitter directly."]
          : ["Ridgeline charges hunters no platform fee: this is the hunt price and the whole amount charged."]),
      ]));
      toOutfitter(noticeEmail("booking-new", `New booking request: ${p.huntTitle}`, "You have a new booking request", [
        `${b.hunterName} booked ${p.huntTitle} and paid ${amount} (${ref}).`,
        held && b.answerBy
          ? `Please accept or deny the booking from your dashboard by ${answerByText(b.answerBy)}: the card hold is released after that. A 10% commission is added to your balance when you accept.`
          : "Please accept or deny the booking from your dashboard. A 10% commission is added to your balance when you accept.",
      ], { label: "Open your dashboard", url: home }));
      break;
    case "accepted":
      toHunter(noticeEmail("booking-accepted", `Booking accepted: ${p.huntTitle}`, "Your booking was accepted", [
        `Good news: the outfitter accepted ${ref} for ${p.huntTitle}. Message them any time to plan the details.`,
      ], { label: "View my bookings", url: home }));
      break;
    case "denied":
      toHunter(noticeEmail("booking-denied", `Booking declined: ${p.huntTitle}`, "Your booking was declined", [
        `The outfitter could not accept ${ref} for ${p.huntTitle}.`,
        ...(refundLine ? [refundLine] : []),
      ], { label: "Browse other hunts", url: `${home}/browse-hunts` }));
      break;
    case "cancelled":
      toHunter(noticeEmail("booking-cancelled", `Booking cancelled: ${p.huntTitle}`, "Your booking was cancelled", [
        `${ref} for ${p.huntTitle} has been cancelled.`,
        ...(refundLine ? [refundLine] : []),
      ]));
      toOutfitter(noticeEmail("booking-cancelled-outfitter", `Booking cancelled: ${p.huntTitle}`, "A booking was cancelled", [
        `${b.hunterName} cancelled ${ref} for ${p.huntTitle}. The spot is available again.`,
      ]));
      break;
    case "completed":
      toHunter(noticeEmail("booking-completed", `Thanks for hunting with us: ${p.huntTitle}`, "Your hunt is complete", [
        `The outfitter marked ${ref} for ${p.huntTitle} as completed. We would love to hear how it went: leave a review on the hunt page.`,
      ], b.huntId ? { label: "Write a review", url: `${home}/hunt/${b.huntId}` } : undefined));
      break;
    case "late-payment-refunded":
      toHunter(noticeEmail("booking-payment-refunded", `Payment refunded: ${p.huntTitle}`, "Your reservation had expired", [
        b.paymentStatus === "released"
          ? `Your payment for ${ref} arrived after the 30-minute reservation for ${p.huntTitle} had been released, so the hold on your card was released: you were not charged (${amount}).`
          : `Your payment for ${ref} arrived after the 30-minute reservation for ${p.huntTitle} had been released, so it was refunded in full (${amount}).`,
        "You can book the hunt again if spots are still available.",
      ], b.huntId ? { label: "View the hunt", url: `${home}/hunt/${b.huntId}` } : undefined));
      break;
    case "expired":
      toHunter(noticeEmail("booking-expired", `Booking expired: ${p.huntTitle}`, "Your booking request expired", [
        `${ref} for ${p.huntTitle}: ${NOT_ANSWERED_TEXT}`,
        "You can book another departure or another hunt.",
      ], { label: "Browse other hunts", url: `${home}/browse-hunts` }));
      toOutfitter(noticeEmail("booking-expired-outfitter", `Booking expired: ${p.huntTitle}`, "A booking request expired", [
        `${b.hunterName}'s ${ref} for ${p.huntTitle} was not answered within ${ANSWER_DAYS} days. ${NOT_ANSWERED_TEXT}`,
        "The spots are available again.",
      ]));
      break;
  }
  return out;
}

/**
 * Sends the e-mails of a booking event. Called after the change committed; a failure is logged
 * and never fails the booking (the e-mail module also records it in the outbox).
 */
export async function sendBookingEmails(event: BookingEmailEvent, booking: BookingRow): Promise<void> {
  try {
    const list = messagesFor(event, booking, await people(booking));
    await Promise.all(list.map((m) => sendEmail(m.to, m.mail, { bookingId: booking.id, event })));
  } catch (err) {
    log.error("email.send_error", { context: `booking-${event}`, bookingId: booking.id, err });
  }
}
