import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db";
import { huntDepartures } from "@/db/schema";
import { AppError, badRequest, conflict } from "@/lib/http/errors";
import type { HuntValues } from "@/lib/hunts/schema";
import { formatDateRange, type IsoDate } from "./dates";
import { DEPARTURE_MESSAGES, type DepartureInput } from "./schema";
import { summarizeDepartures } from "./summary";
import { bookedSpotsOf } from "./booked";

// Runs inside the hunt's transaction with the hunt row locked first, as the booking path does, so both
// take their locks in the same order; the calendar triggers then update the hunt's availability.
export type DepartureRow = typeof huntDepartures.$inferSelect;
type Range = { startDate: IsoDate; endDate: IsoDate };

export const PAST_DATES_MESSAGE = "These dates are in the past";
export const AVAILABILITY_WITH_DEPARTURES = "This hunt has several departures: change the spots of each departure instead";

export async function departuresOfHunt(tx: DbOrTx, huntId: number): Promise<DepartureRow[]> {
  return tx
    .select()
    .from(huntDepartures)
    .where(eq(huntDepartures.huntId, huntId))
    .orderBy(asc(huntDepartures.startDate), asc(huntDepartures.endDate), asc(huntDepartures.id));
}

export async function parseDatesText(tx: DbOrTx, text: string, durationDays: number): Promise<Range[]> {
  const rows = await queryRows<{ start_date: string; end_date: string }>(
    tx,
    sql`SELECT start_date::text AS start_date, end_date::text AS end_date FROM hunt_dates_parse(${text}::text, ${durationDays}::int) ORDER BY 1, 2`,
  );
  return rows.map((r) => ({ startDate: r.start_date, endDate: r.end_date }));
}

async function bookedCounter(tx: DbOrTx, rows: DepartureRow[]) {
  const counts = await bookedSpotsOf(
    tx,
    rows.map((d) => d.id),
  );
  return (d: DepartureRow) => counts.get(d.id) ?? 0;
}

// One 400 names every field problem, and nothing is written.
class Issues {
  private errors: Record<string, string[]> = {};
  add(path: string, message: string) {
    (this.errors[path] ??= []).push(message);
  }
  throwIfAny() {
    const first = Object.values(this.errors)[0]?.[0];
    if (first) throw badRequest(first, this.errors);
  }
}

async function insertRanges(tx: DbOrTx, huntId: number, ranges: Range[], spots: number) {
  if (ranges.length === 0) return;
  await tx
    .insert(huntDepartures)
    .values(
      ranges.map((r) => ({ huntId, startDate: r.startDate, endDate: r.endDate, spots: Math.max(spots, 1), spotsLeft: Math.max(spots, 0) })),
    );
}

// Old clients send only dates text and availability: one departure per range that reads.
async function departuresFromText(tx: DbOrTx, values: HuntValues, today: IsoDate): Promise<Range[]> {
  const ranges = await parseDatesText(tx, values.dates ?? "", values.durationDays);
  if (ranges.some((r) => r.startDate < today)) throw badRequest(PAST_DATES_MESSAGE, { dates: [PAST_DATES_MESSAGE] });
  return ranges;
}

export async function createDepartures(tx: DbOrTx, huntId: number, values: HuntValues, today: IsoDate): Promise<void> {
  if (!values.departures) {
    await insertRanges(tx, huntId, await departuresFromText(tx, values, today), values.availability ?? 0);
    return;
  }
  const issues = new Issues();
  values.departures.forEach((d, i) => {
    if (d.startDate < today) issues.add(`departures.${i}.startDate`, DEPARTURE_MESSAGES.past);
  });
  issues.throwIfAny();
  await tx
    .insert(huntDepartures)
    .values(values.departures.map((d) => ({ huntId, startDate: d.startDate, endDate: d.endDate, spots: d.spots, spotsLeft: d.spots })));
}

// A departure with bookings keeps its dates and at least its booked spots, and cannot be removed (409).
// The dates text stays a summary unless the outfitter wrote their own.
export async function updateDepartures(tx: DbOrTx, huntId: number, values: HuntValues, today: IsoDate): Promise<string> {
  const existing = await departuresOfHunt(tx, huntId);
  const booked = await bookedCounter(tx, existing);
  const wasSummary = (text: string | null) => text === null || text === summarizeDepartures(existing);
  if (!values.departures) {
    await updateFromSpecFields(tx, huntId, values, existing, booked, today);
    const after = existing.length ? existing : await departuresOfHunt(tx, huntId);
    return wasSummary(values.dates) && after.length ? summarizeDepartures(after) : (values.dates ?? "");
  }
  const byId = new Map(existing.map((d) => [d.id, d]));
  const issues = new Issues();
  const kept = new Set<number>();
  const changes: { row: DepartureRow; input: DepartureInput }[] = [];
  const added: DepartureInput[] = [];
  values.departures.forEach((d, i) => {
    const row = d.id != null ? byId.get(d.id) : undefined;
    if (d.id != null && (!row || kept.has(d.id))) return issues.add(`departures.${i}.id`, DEPARTURE_MESSAGES.unknown);
    const datesChanged = !row || row.startDate !== d.startDate || row.endDate !== d.endDate;
    if (datesChanged && d.startDate < today) issues.add(`departures.${i}.startDate`, DEPARTURE_MESSAGES.past);
    if (!row) return void added.push(d);
    kept.add(row.id);
    if (datesChanged && booked(row) > 0)
      throw conflict(`The departure ${formatDateRange(row.startDate, row.endDate)} has bookings, so its dates cannot change`);
    if (d.spots < booked(row)) issues.add(`departures.${i}.spots`, `${booked(row)} spots of this departure are already booked`);
    changes.push({ row, input: d });
  });
  const removed = existing.filter((d) => !kept.has(d.id));
  const blocked = removed.find((d) => booked(d) > 0);
  if (blocked) throw conflict(`The departure ${formatDateRange(blocked.startDate, blocked.endDate)} has bookings and cannot be removed`);
  issues.throwIfAny();

  if (removed.length)
    await tx.delete(huntDepartures).where(
      and(
        eq(huntDepartures.huntId, huntId),
        inArray(
          huntDepartures.id,
          removed.map((d) => d.id),
        ),
      ),
    );
  for (const { row, input } of changes) {
    const spotsLeft = input.spots - booked(row);
    if (row.startDate === input.startDate && row.endDate === input.endDate && row.spots === input.spots && row.spotsLeft === spotsLeft)
      continue;
    await tx
      .update(huntDepartures)
      .set({ startDate: input.startDate, endDate: input.endDate, spots: input.spots, spotsLeft })
      .where(eq(huntDepartures.id, row.id));
  }
  if (added.length)
    await tx
      .insert(huntDepartures)
      .values(added.map((d) => ({ huntId, startDate: d.startDate, endDate: d.endDate, spots: d.spots, spotsLeft: d.spots })));
  return wasSummary(values.dates) ? summarizeDepartures(values.departures) : values.dates!;
}

async function updateFromSpecFields(
  tx: DbOrTx,
  huntId: number,
  values: HuntValues,
  existing: DepartureRow[],
  booked: (d: DepartureRow) => number,
  today: IsoDate,
) {
  if (existing.length === 0) {
    await insertRanges(tx, huntId, await departuresFromText(tx, values, today), values.availability ?? 0);
    return;
  }
  const upcoming = existing.filter((d) => d.startDate >= today);
  const free = upcoming.reduce((n, d) => n + d.spotsLeft, 0);
  if (values.availability == null || values.availability === free || upcoming.length === 0) return;
  if (upcoming.length > 1) throw new AppError(400, AVAILABILITY_WITH_DEPARTURES, { availability: [AVAILABILITY_WITH_DEPARTURES] });
  const one = upcoming[0]!;
  await tx
    .update(huntDepartures)
    .set({ spots: Math.max(booked(one) + values.availability, 1), spotsLeft: values.availability })
    .where(eq(huntDepartures.id, one.id));
}
