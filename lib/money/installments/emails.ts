import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { hunts, users, type InstallmentRow } from "@/db/schema";
import type { BookingRow } from "@/lib/bookings/present";
import { enqueueEmail } from "@/lib/email";
import { balanceNotice } from "@/lib/email/templates";
import { formatDay } from "@/lib/format/dates";
import { formatUsd } from "@/lib/format/money";
import { createNotifications } from "@/lib/notifications/create";
import { siteUrl } from "@/lib/seo/site-url";
import { installmentPayer } from "./payer";
import { EXTEND_DAYS } from "./schedule";

export type BalanceEvent = "reminder" | "paid" | "failed" | "outfitter-asked" | "extended";

async function people(tx: DbOrTx, b: BookingRow, i: InstallmentRow) {
  const payer = await installmentPayer(tx, i, b);
  const [hunter] = await tx.select({ email: users.email }).from(users).where(eq(users.id, payer.userId));
  const [outfitter] = await tx.select({ email: users.email }).from(users).where(eq(users.id, b.outfitterId));
  const [hunt] = b.huntId ? await tx.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, b.huntId)) : [];
  return { hunter: hunter?.email, outfitter: outfitter?.email, title: hunt?.title ?? `Booking #${b.id}`, payer };
}

/** Written in the transaction of the change that causes it (the e-mails and the outfitter's in-app notices); answers the outbox ids. */
export async function balanceEmails(
  tx: DbOrTx,
  event: BalanceEvent,
  b: BookingRow,
  i: InstallmentRow,
  extra: { daysBefore?: number; retryAt?: Date | null } = {},
): Promise<number[]> {
  const { hunter, outfitter, title, payer } = await people(tx, b, i);
  const amount = formatUsd(i.amountCents);
  // A member's balance share is theirs to manage on the party page (the lead's own too: every share is listed there).
  const share = payer.memberId !== null;
  const hunterUrl = share ? `${siteUrl()}/party/${b.id}` : `${siteUrl()}/hunter-dashboard#booking-${b.id}`;
  const what = share ? "balance share" : "balance";
  const who = share ? payer.name : b.hunterName;
  const meta = { bookingId: b.id, event: `balance-${event}` };
  const ids: number[] = [];
  const toHunter = async (subject: string, heading: string, lines: string[], actionLabel: string) => {
    if (hunter)
      ids.push(await enqueueEmail(tx, hunter, balanceNotice.build({ subject, heading, lines, actionLabel, url: hunterUrl }), meta));
  };
  if (event === "reminder") {
    const days = extra.daysBefore ?? 7;
    await toHunter(
      `Your ${what} of ${amount} is charged on ${formatDay(i.dueOn)}: ${title}`,
      `Your ${what} is charged in ${days} ${days === 1 ? "day" : "days"}`,
      [
        `The ${what} of booking #${b.id}, ${amount}, is charged to your saved card on ${formatDay(i.dueOn)}.`,
        share
          ? "You can pay it now, or update your card, from the party page."
          : "You can pay it now, or update your card, from your dashboard.",
      ],
      "Open your bookings",
    );
  } else if (event === "paid") {
    await toHunter(
      `${share ? "Balance share" : "Balance"} paid: ${title}`,
      `Your ${what} is paid`,
      [`${amount} was charged to your saved card for booking #${b.id}. ${share ? "Your share of the trip" : "Your trip"} is paid in full.`],
      "Open your bookings",
    );
    await createNotifications(tx, [
      {
        userId: b.outfitterId,
        title: "Balance Paid",
        message: `${who} paid the ${amount} ${what} of booking #${b.id} (${title}).`,
      },
    ]);
  } else if (event === "failed") {
    const retry = extra.retryAt
      ? `We try again on ${formatDay(extra.retryAt.toISOString().slice(0, 10))}.`
      : "The outfitter has been told.";
    await toHunter(
      `Your balance payment failed: ${title}`,
      `Your ${what} could not be charged`,
      [
        `The ${amount} ${what} of booking #${b.id} could not be charged: ${i.lastError ?? "the card was declined"}`,
        `Update your card and we charge it at once. ${retry}`,
      ],
      "Update card",
    );
  } else if (event === "outfitter-asked") {
    const mail = balanceNotice.build({
      subject: `${share ? "Balance share" : "Balance"} unpaid: ${who}, ${title}`,
      heading: "A balance is still unpaid",
      lines: [
        `The ${amount} ${what} of booking #${b.id} (${who}) is still unpaid 72 hours after the first failed charge.`,
        `Choose on your dashboard: extend ${EXTEND_DAYS} days, or cancel the booking under its cancellation policy.`,
      ],
      actionLabel: "Choose on your dashboard",
      url: `${siteUrl()}/outfitter-dashboard#booking-${b.id}`,
    });
    if (outfitter) ids.push(await enqueueEmail(tx, outfitter, mail, meta));
    await createNotifications(tx, [
      {
        userId: b.outfitterId,
        type: "warning",
        title: "Balance Unpaid",
        message: `The ${amount} ${what} of booking #${b.id} (${who}) is unpaid after its retries: extend ${EXTEND_DAYS} days or cancel under the policy.`,
      },
    ]);
  } else if (event === "extended") {
    await toHunter(
      `${EXTEND_DAYS} more days to pay your ${what}: ${title}`,
      "The outfitter gave you more time",
      [`The ${amount} ${what} of booking #${b.id} is now charged on ${formatDay(i.dueOn)}. Update your card before then.`],
      "Update card",
    );
  }
  return ids;
}
