import "server-only";
import { sql } from "drizzle-orm";
import { db as defaultDb, queryRows, type DbOrTx } from "@/db";
import { config } from "@/lib/config";
import { enqueueEmails, type PreparedEmail } from "@/lib/email";
import type { AlertHuntCard } from "@/lib/email/templates/saved-search-alert";
import { alertMailer } from "./alert-mail";
import { formatDateRange } from "@/lib/format/dates";
import { huntCardModel } from "@/lib/hunts/card-model";
import type { PublicHunt } from "@/lib/hunts/present";
import { HUNT_WITH_OUTFITTER_COLUMNS, publicHuntOf, type HuntJoinedRow } from "@/lib/hunts/public-rows";
import { dueSearches, liveDeal, matchChangedHunts, type AlertRunKind } from "./match";
import { todayIso } from "@/lib/departures/dates";
import { dealPercentText, departurePriceOf } from "@/lib/departures/deals";
import { formatUsd } from "@/lib/format/money";
import { listUnsubscribeHeaders, unsubscribeUrl } from "./token";

/** Cards in one alert; the rest are counted and linked through the search. */
export const ALERT_CARDS = 10;
const CHUNK = 500;

type DueSearch = {
  id: number;
  name: string;
  path: string;
  query: string;
  frequency: "instant" | "daily" | "weekly";
  checked_through: Date | string;
  email: string;
  first_name: string;
  bounced: boolean;
};
type NewDeparture = { id: number; hunt_id: number; start_date: string; end_date: string; spots_left: number; created_at: Date | string };
type LiveDeal = Omit<NewDeparture, "created_at"> & { deal_discount_bp: number; deal_marked_at: Date | string };

const spotsText = (n: number) => `${n} ${n === 1 ? "spot" : "spots"}`;

/** A live deal's line on the card, its price the departure's (the larger discount wins: lib/departures/deals.ts). */
function dealLine(h: PublicHunt, d: LiveDeal): string {
  const bp = Number(d.deal_discount_bp);
  return `${formatDateRange(d.start_date, d.end_date)} · ${dealPercentText(bp)}% off · ${formatUsd(departurePriceOf(h, bp))} per hunter · ${spotsText(Number(d.spots_left))}`;
}

/** The period an alert belongs to: one e-mail per saved search per period (saved_search_alerts' unique key). */
export function alertPeriod(frequency: DueSearch["frequency"], now: Date): string {
  const iso = now.toISOString();
  if (frequency === "instant") return `instant:${iso.slice(0, 14)}${String(Math.floor(now.getUTCMinutes() / 5) * 5).padStart(2, "0")}`;
  if (frequency === "daily") return `daily:${iso.slice(0, 10)}`;
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
  return `weekly:${monday.toISOString().slice(0, 10)}`;
}

export type AlertRunResult = {
  searches: number;
  changedHunts: number;
  matches: number;
  sent: number;
  capped: number;
  bounced: number;
  /** Of the run's time, the matching's (the bench reports both). */
  matchSeconds: number;
};

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${config().APP_URL}${url.startsWith("/") ? "" : "/"}${url}`);

export function cardOf(
  h: PublicHunt,
  departures: Pick<NewDeparture, "start_date" | "end_date" | "spots_left">[],
  deals: LiveDeal[] = [],
): AlertHuntCard {
  const m = huntCardModel(h);
  return {
    url: absolute(m.href),
    title: m.title,
    location: m.location,
    imageUrl: m.image ? absolute(m.image) : null,
    priceText: m.priceText,
    originalPriceText: m.originalPriceText,
    facts: `${h.duration} days · ${m.groupSizeText}`,
    newDepartures: departures.map((d) => `${formatDateRange(d.start_date, d.end_date)} · ${spotsText(d.spots_left)}`),
    ...(deals.length ? { deals: deals.map((d) => dealLine(h, d)) } : {}),
  };
}

const intArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/**
 * One alert run (the saved-searches jobs): the hunts changed since the oldest due search last
 * looked, matched to the searches each can satisfy, one e-mail per search with matches (none to a
 * bounced address, none twice in a period), and every due search's look moved up to `now`.
 */
export async function runSavedSearchAlerts(kind: AlertRunKind, now = new Date(), db: DbOrTx = defaultDb): Promise<AlertRunResult> {
  const due = dueSearches(kind, now);
  const [h] = await queryRows<{ since: string | null; n: number }>(
    db,
    sql`SELECT min(checked_through)::text AS since, count(*)::int AS n FROM saved_searches s WHERE ${due} AND s.checked_through < ${now.toISOString()}::timestamptz`,
  );
  const result: AlertRunResult = {
    searches: Number(h?.n ?? 0),
    changedHunts: 0,
    matches: 0,
    sent: 0,
    capped: 0,
    bounced: 0,
    matchSeconds: 0,
  };
  if (!h?.since) return result;
  const t0 = performance.now();
  const { changedHunts, matches: bySearch } = await matchChangedHunts(db, new Date(h.since), kind, now);
  result.changedHunts = changedHunts;
  for (const ids of bySearch.values()) result.matches += ids.length;
  result.matchSeconds = Number(((performance.now() - t0) / 1000).toFixed(1));
  const searchIds = [...bySearch.keys()];

  const huntIds = [...new Set([...bySearch.values()].flat())];
  const hunts = new Map<number, PublicHunt>();
  const departures = new Map<number, NewDeparture[]>();
  // Each matched hunt's live deals: on its card wherever it is listed, and the news of a hunt whose change is a deal.
  const liveDeals = new Map<number, LiveDeal[]>();
  const createdMs = new Map<number, number>();
  // A new hunt's card is the same in every alert that lists it.
  const plainCards = new Map<PublicHunt, AlertHuntCard>();
  const plainCard = (hunt: PublicHunt) => {
    let card = plainCards.get(hunt);
    if (!card) plainCards.set(hunt, (card = cardOf(hunt, [], liveDeals.get(Number(hunt.id)))));
    return card;
  };
  for (let i = 0; i < huntIds.length; i += 5000) {
    const ids = intArray(huntIds.slice(i, i + 5000));
    const rows = await queryRows<HuntJoinedRow>(
      db,
      sql`SELECT ${HUNT_WITH_OUTFITTER_COLUMNS} FROM hunts h JOIN users u ON u.id = h.outfitter_id WHERE h.id = ANY(${ids})`,
    );
    for (const r of rows) {
      const hunt = publicHuntOf(r);
      hunts.set(Number(r.id), hunt);
      createdMs.set(Number(r.id), new Date(hunt.createdAt).getTime());
    }
    const deps = await queryRows<NewDeparture>(
      db,
      sql`SELECT id, hunt_id, start_date::text AS start_date, end_date::text AS end_date, spots_left, created_at FROM hunt_departures
          WHERE hunt_id = ANY(${ids}) AND created_at > ${h.since}::timestamptz AND created_at <= ${now.toISOString()}::timestamptz
          ORDER BY start_date, id`,
    );
    for (const d of deps) {
      const list = departures.get(Number(d.hunt_id));
      if (list) list.push(d);
      else departures.set(Number(d.hunt_id), [d]);
    }
    const deals = await queryRows<LiveDeal>(
      db,
      sql`SELECT d.id, d.hunt_id, d.start_date::text AS start_date, d.end_date::text AS end_date, d.spots_left, d.deal_discount_bp, d.deal_marked_at
          FROM hunt_departures d WHERE d.hunt_id = ANY(${ids}) AND d.deal_marked_at <= ${now.toISOString()}::timestamptz
            AND ${liveDeal(sql`${todayIso(now)}::date`)}
          ORDER BY d.start_date, d.id`,
    );
    for (const d of deals) {
      const list = liveDeals.get(Number(d.hunt_id));
      if (list) list.push(d);
      else liveDeals.set(Number(d.hunt_id), [d]);
    }
  }

  const write = await alertMailer();
  for (let i = 0; i < searchIds.length; i += CHUNK) {
    const chunk = searchIds.slice(i, i + CHUNK);
    const searches = await queryRows<DueSearch>(
      db,
      sql`SELECT s.id, s.name, s.path, s.query, s.frequency, s.checked_through, u.email, u.first_name,
                 EXISTS (SELECT 1 FROM email_bounces b WHERE b.email = lower(u.email)) AS bounced
          FROM saved_searches s JOIN users u ON u.id = s.hunter_id
          WHERE s.id = ANY(${intArray(chunk)}) AND u.is_active
            AND NOT EXISTS (SELECT 1 FROM saved_search_alerts a WHERE a.saved_search_id = s.id
                            AND a.period = CASE s.frequency WHEN 'instant' THEN ${alertPeriod("instant", now)}
                                                            WHEN 'daily' THEN ${alertPeriod("daily", now)} ELSE ${alertPeriod("weekly", now)} END)`,
    );
    result.capped += chunk.length - searches.length;
    const mails: { search: DueSearch; huntIds: number[]; departureIds: number[]; mail: PreparedEmail }[] = [];
    const bounced: number[] = [];
    for (const s of searches) {
      if (s.bounced) {
        bounced.push(Number(s.id));
        continue;
      }
      const since = new Date(s.checked_through).getTime();
      // Only the cards shown are built (the rest are counted): a weekly search may match thousands.
      const newHunts: PublicHunt[] = [];
      const newDepartures: [PublicHunt, NewDeparture[]][] = [];
      const newDeals: PublicHunt[] = [];
      const ids = bySearch.get(Number(s.id))!;
      const departureIds: number[] = [];
      for (const huntId of ids) {
        const hunt = hunts.get(huntId);
        if (!hunt) continue;
        if (createdMs.get(huntId)! > since) newHunts.push(hunt);
        else {
          const fresh = (departures.get(huntId) ?? []).filter((d) => new Date(d.created_at).getTime() > since);
          for (const d of fresh) departureIds.push(Number(d.id));
          const freshDeals = (liveDeals.get(huntId) ?? []).filter((d) => new Date(d.deal_marked_at).getTime() > since);
          for (const d of freshDeals) if (!fresh.some((f) => Number(f.id) === Number(d.id))) departureIds.push(Number(d.id));
          if (fresh.length || !freshDeals.length) newDepartures.push([hunt, fresh]);
          else newDeals.push(hunt);
        }
      }
      const shownHunts = newHunts.slice(0, ALERT_CARDS).map((hunt) => plainCard(hunt));
      const shownDepartures = newDepartures
        .slice(0, Math.max(0, ALERT_CARDS - shownHunts.length))
        .map(([hunt, fresh]) => cardOf(hunt, fresh, liveDeals.get(Number(hunt.id))));
      const shownDeals = newDeals.slice(0, Math.max(0, ALERT_CARDS - shownHunts.length - shownDepartures.length)).map(plainCard);
      const base = config().APP_URL;
      const mail = await write({
        firstName: s.first_name,
        searchName: s.name,
        searchUrl: `${base}${s.path}${s.query ? `?${s.query}` : ""}`,
        manageUrl: `${base}/hunter-dashboard#saved-searches`,
        unsubscribeUrl: unsubscribeUrl(Number(s.id)),
        newHunts: shownHunts,
        newDepartures: shownDepartures,
        newDeals: shownDeals,
        moreCount:
          newHunts.length + newDepartures.length + newDeals.length - shownHunts.length - shownDepartures.length - shownDeals.length,
      });
      mails.push({ search: s, huntIds: ids, departureIds, mail: { ...mail, headers: listUnsubscribeHeaders(Number(s.id)) } });
    }
    await db.transaction(async (tx) => {
      // The period's row is the cap: a run that raced this one for a search inserted it first and sends instead.
      const taken = mails.length
        ? await queryRows<{ saved_search_id: number }>(
            tx,
            sql`INSERT INTO saved_search_alerts (saved_search_id, period, hunt_ids, departure_ids)
                SELECT * FROM json_to_recordset(${JSON.stringify(
                  mails.map((m) => ({
                    id: Number(m.search.id),
                    period: alertPeriod(m.search.frequency, now),
                    hunts: m.huntIds,
                    departures: m.departureIds,
                  })),
                )}::json) AS x(id int, period text, hunts int[], departures int[])
                ON CONFLICT (saved_search_id, period) DO NOTHING RETURNING saved_search_id`,
          )
        : [];
      const sending = new Set(taken.map((t) => Number(t.saved_search_id)));
      const out = mails.filter((m) => sending.has(Number(m.search.id)));
      result.capped += mails.length - out.length;
      await enqueueEmails(
        tx,
        out.map((m) => ({ to: m.search.email, mail: m.mail, meta: { savedSearchId: Number(m.search.id) } })),
      );
      const sentIds = out.map((m) => Number(m.search.id));
      if (sentIds.length)
        await tx.execute(sql`UPDATE saved_searches SET checked_through = ${now.toISOString()}::timestamptz, last_alerted_at = ${now.toISOString()}::timestamptz
                             WHERE id = ANY(${intArray(sentIds)})`);
      if (bounced.length)
        await tx.execute(
          sql`UPDATE saved_searches SET checked_through = ${now.toISOString()}::timestamptz WHERE id = ANY(${intArray(bounced)})`,
        );
      result.sent += out.length;
      result.bounced += bounced.length;
    });
  }
  // Due searches with nothing new have looked up to now; one whose alert the period's cap held back keeps its changes for the next period.
  // (An anti-join on the matched ids: NOT (id = ANY(array)) compared every due search with every matched one.)
  await db.execute(sql`UPDATE saved_searches s SET checked_through = ${now.toISOString()}::timestamptz
                       WHERE ${due} AND s.checked_through < ${now.toISOString()}::timestamptz
                         AND NOT EXISTS (SELECT 1 FROM unnest(${intArray(searchIds)}) AS m(id) WHERE m.id = s.id)`);
  return result;
}
