import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { huntDepartures, hunts, users } from "@/db/schema";
import { formatDateRange } from "@/lib/format/dates";
import { enqueueEmail } from "@/lib/email";
import { tagDrawNotice } from "@/lib/email/templates";
import { formatUsd } from "@/lib/format/money";
import { siteUrl } from "@/lib/seo/site-url";
import type { BookingRow } from "@/lib/bookings/present";
import type { Resolution } from "./resolve";

const RESULT_WORDS = { drawn: "drew the tag", not_drawn: "did not draw the tag", pending: "is waiting for the draw" } as const;

async function sides(tx: DbOrTx, b: BookingRow) {
  const people = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [b.hunterId, b.outfitterId]));
  const [hunt] = b.huntId ? await tx.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, b.huntId)) : [];
  return {
    hunter: people.find((p) => p.id === b.hunterId),
    outfitter: people.find((p) => p.id === b.outfitterId),
    title: hunt?.title ?? "your hunt",
  };
}

type Notice = Parameters<typeof tagDrawNotice.build>[0];
async function send(tx: DbOrTx, to: string | undefined, notice: Notice, ids: number[]) {
  if (to) ids.push(await enqueueEmail(tx, to, tagDrawNotice.build(notice)));
}

export async function resultReportedEmails(
  tx: DbOrTx,
  b: BookingRow,
  hunterIndex: number,
  result: "drawn" | "not_drawn",
  byOutfitter: boolean,
) {
  const s = await sides(tx, b);
  const ids: number[] = [];
  const line = `Hunter ${hunterIndex} of Booking #${b.id} (${s.title}) ${RESULT_WORDS[result]}.`;
  if (byOutfitter)
    await send(
      tx,
      s.hunter?.email,
      {
        subject: `Draw result recorded: ${s.title}`,
        heading: "The outfitter recorded a draw result",
        lines: [line],
        actionLabel: "Open your dashboard",
        url: `${siteUrl()}/hunter-dashboard`,
      },
      ids,
    );
  else
    await send(
      tx,
      s.outfitter?.email,
      {
        subject: `Draw result reported: ${s.title}`,
        heading: "A hunter reported a draw result",
        lines: [line, "Confirm it or dispute it within 7 days; after that it is confirmed."],
        actionLabel: "Open your dashboard",
        url: `${siteUrl()}/outfitter-dashboard`,
      },
      ids,
    );
  return ids;
}

export async function resultReviewedEmail(
  tx: DbOrTx,
  b: BookingRow,
  hunterIndex: number,
  decision: "confirm" | "dispute",
  message: string | null,
) {
  const s = await sides(tx, b);
  const ids: number[] = [];
  const lines =
    decision === "confirm"
      ? [`The outfitter confirmed the draw result of hunter ${hunterIndex} of Booking #${b.id} (${s.title}).`]
      : [
          `The outfitter disputes the draw result of hunter ${hunterIndex} of Booking #${b.id} (${s.title}).`,
          `Their message: ${message ?? ""}`,
          "You can report the result again with proof.",
        ];
  await send(
    tx,
    s.hunter?.email,
    {
      subject: `Draw result ${decision === "confirm" ? "confirmed" : "disputed"}: ${s.title}`,
      heading: decision === "confirm" ? "Your draw result is confirmed" : "Your draw result is disputed",
      lines,
      actionLabel: "Open your dashboard",
      url: `${siteUrl()}/hunter-dashboard`,
    },
    ids,
  );
  return ids;
}

function outcomeLine(r: Resolution): string {
  const n = r.observersMoving ?? 0;
  const along = n > 0 ? ` The booking's ${n === 1 ? "observer moves" : `${n} observers move`} with it.` : "";
  return placeLine(r) + along;
}

function placeLine(r: Resolution): string {
  const d = r.decision;
  if (d.kind === "refund") return `${formatUsd(d.refundCents)} is refunded to the card that paid.`;
  if (d.kind === "credit") return `A credit of ${formatUsd(d.creditCents)} is available for any of the outfitter's hunts for 2 years.`;
  if (r.state === "rolling_over")
    return d.kind === "rollover"
      ? "The place rolls over to next season: it waits until the outfitter adds a next-season departure."
      : "The place switches to the alternative hunt: it waits until the outfitter adds a departure with room.";
  return d.kind === "rollover" ? "The place has moved to a departure of next season." : "The place has moved to the alternative hunt.";
}

export async function outcomeAppliedEmails(tx: DbOrTx, b: BookingRow, hunterIndex: number, r: Resolution) {
  const s = await sides(tx, b);
  const ids: number[] = [];
  const lines = [
    `Hunter ${hunterIndex} of Booking #${b.id} (${s.title}) did not draw the tag. As promised at booking:`,
    outcomeLine(r),
    "The rest of the party keeps its booking.",
  ];
  await send(
    tx,
    s.hunter?.email,
    {
      subject: `Failed draw settled: ${s.title}`,
      heading: "Your failed draw is settled",
      lines,
      actionLabel: "Open your dashboard",
      url: `${siteUrl()}/hunter-dashboard`,
    },
    ids,
  );
  const places = 1 + (r.observersMoving ?? 0);
  const ask =
    places > 1 ? `Please add a departure with room for its ${places} places on the hunt.` : "Please add a departure for it on the hunt.";
  const outfitterLines = r.state === "rolling_over" ? [...lines, ask] : lines;
  await send(
    tx,
    s.outfitter?.email,
    {
      subject: `Failed draw settled: ${s.title}`,
      heading: "A failed draw is settled",
      lines: outfitterLines,
      actionLabel: "Open your dashboard",
      url: `${siteUrl()}/outfitter-dashboard`,
    },
    ids,
  );
  return ids;
}

export async function resultReminderEmails(tx: DbOrTx, b: BookingRow, pending: number[]) {
  const s = await sides(tx, b);
  const ids: number[] = [];
  const line = `The draw results of ${s.title} came out 14 days ago, and Booking #${b.id} has no result for hunter ${pending.join(", ")}.`;
  await send(
    tx,
    s.hunter?.email,
    {
      subject: `Report your draw result: ${s.title}`,
      heading: "Did you draw?",
      lines: [line, "Report each result on your dashboard."],
      actionLabel: "Report the result",
      url: `${siteUrl()}/hunter-dashboard`,
    },
    ids,
  );
  await send(
    tx,
    s.outfitter?.email,
    {
      subject: `Draw result missing: ${s.title}`,
      heading: "A draw result is missing",
      lines: [line, "You may now record the result yourself."],
      actionLabel: "Open your dashboard",
      url: `${siteUrl()}/outfitter-dashboard`,
    },
    ids,
  );
  return ids;
}

/** A place that waited as "rolling over" has a departure now: both sides are told where it went. */
export async function placeMovedEmails(
  tx: DbOrTx,
  b: BookingRow,
  hunterIndex: number,
  kind: "rollover" | "switch",
  departureId: number,
  observers = 0,
) {
  const s = await sides(tx, b);
  const [d] = await tx
    .select({ startDate: huntDepartures.startDate, endDate: huntDepartures.endDate, title: hunts.title })
    .from(huntDepartures)
    .innerJoin(hunts, eq(hunts.id, huntDepartures.huntId))
    .where(eq(huntDepartures.id, departureId));
  const trip = d ? `${d.title}, ${formatDateRange(d.startDate, d.endDate)}` : "the new departure";
  const lines = [
    `Hunter ${hunterIndex} of Booking #${b.id} did not draw the tag for ${s.title}, and the place waited for a departure.`,
    kind === "rollover" ? `It has rolled over to next season: ${trip}.` : `It has switched to the alternative hunt: ${trip}.`,
    ...(observers > 0 ? [`The booking's ${observers === 1 ? "observer moves" : `${observers} observers move`} with it.`] : []),
    "What was paid stays with the booking.",
  ];
  const ids: number[] = [];
  const notice = (url: string) => ({
    subject: `Your place has moved: ${s.title}`,
    heading: kind === "rollover" ? "Your place rolled over to next season" : "Your place switched hunts",
    lines,
    actionLabel: "Open your dashboard",
    url,
  });
  await send(tx, s.hunter?.email, notice(`${siteUrl()}/hunter-dashboard`), ids);
  await send(
    tx,
    s.outfitter?.email,
    { ...notice(`${siteUrl()}/outfitter-dashboard`), subject: `A waiting place has moved: ${s.title}` },
    ids,
  );
  return ids;
}
