import "server-only";
import { sql } from "drizzle-orm";
import { db as defaultDb, queryRows, type DbOrTx } from "@/db";
import { config } from "@/lib/config";
import { enqueueEmails, prepareEmail } from "@/lib/email";
import { priceDropAlert } from "@/lib/email/templates/price-drop-alert";
import { formatUsd } from "@/lib/format/money";
import { HUNT_WITH_OUTFITTER_COLUMNS, publicHuntOf, type HuntJoinedRow } from "@/lib/hunts/public-rows";
import { alertPeriod, cardOf } from "@/lib/saved-searches/run";

/** Drops older than this are no alert's any more (the run looks back 8 days at most): housekeeping deletes them. */
export const PRICE_DROPS_KEPT_DAYS = 30;

export async function pruneOldPriceDrops(now = new Date(), db: DbOrTx = defaultDb): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM hunt_price_drops WHERE created_at < ${now.toISOString()}::timestamptz - make_interval(days => ${PRICE_DROPS_KEPT_DAYS}) RETURNING id`,
  );
  return rows.length;
}

/** Cards in one price-drop e-mail. */
export const PRICE_DROP_CARDS = 10;

type Follower = {
  hunter_id: number;
  email: string;
  first_name: string;
  frequency: "daily" | "weekly";
  drops: { hunt_id: number; old_price_cents: number }[];
};

export type PriceDropRunResult = { hunters: number; sent: number; capped: number };

/**
 * The price-drop alert (issue 50), in the daily digest job: each hunter following (favouriting) an
 * outfitter whose listed hunts dropped in price since the hunter's last such e-mail gets one e-mail
 * listing them, at the pace of their saved searches (weekly when all of theirs are weekly, else
 * daily), at most one per period, none to a bounced address. A price back up since is left out.
 */
export async function runPriceDropAlerts(now = new Date(), db: DbOrTx = defaultDb): Promise<PriceDropRunResult> {
  const at = now.toISOString();
  const followers = await queryRows<Follower>(
    db,
    sql`WITH paced AS (
          SELECT u.id, u.email, u.first_name,
                 CASE WHEN EXISTS (SELECT 1 FROM saved_searches s WHERE s.hunter_id = u.id AND s.alerts_on)
                       AND NOT EXISTS (SELECT 1 FROM saved_searches s WHERE s.hunter_id = u.id AND s.alerts_on AND s.frequency <> 'weekly')
                      THEN 'weekly' ELSE 'daily' END AS frequency
            FROM users u
           WHERE u.role = 'hunter' AND u.is_active
             AND NOT EXISTS (SELECT 1 FROM email_bounces b WHERE b.email = lower(u.email))
             AND EXISTS (SELECT 1 FROM favorites f JOIN hunts h ON h.outfitter_id = f.outfitter_id
                           JOIN hunt_price_drops d ON d.hunt_id = h.id
                          WHERE f.hunter_id = u.id AND d.created_at > ${at}::timestamptz - interval '8 days'))
        SELECT p.id AS hunter_id, p.email, p.first_name, p.frequency,
               json_agg(json_build_object('hunt_id', x.hunt_id, 'old_price_cents', x.old_price_cents) ORDER BY x.hunt_id) AS drops
          FROM paced p
          CROSS JOIN LATERAL (
            SELECT d.hunt_id, max(d.old_price_cents) AS old_price_cents
              FROM favorites f JOIN hunts h ON h.outfitter_id = f.outfitter_id AND h.search_rank > 0
              JOIN hunt_price_drops d ON d.hunt_id = h.id
             WHERE f.hunter_id = p.id AND d.created_at <= ${at}::timestamptz
               AND d.created_at > coalesce((SELECT max(a.created_at) FROM price_drop_alerts a WHERE a.hunter_id = p.id),
                                           ${at}::timestamptz - CASE p.frequency WHEN 'weekly' THEN interval '7 days' ELSE interval '1 day' END)
             GROUP BY d.hunt_id, h.price_cents
            HAVING h.price_cents < max(d.old_price_cents)) x
         GROUP BY p.id, p.email, p.first_name, p.frequency`,
  );
  const result: PriceDropRunResult = { hunters: followers.length, sent: 0, capped: 0 };
  if (!followers.length) return result;
  const huntIds = [...new Set(followers.flatMap((f) => f.drops.map((d) => Number(d.hunt_id))))];
  const rows = await queryRows<HuntJoinedRow>(
    db,
    sql`SELECT ${HUNT_WITH_OUTFITTER_COLUMNS} FROM hunts h JOIN users u ON u.id = h.outfitter_id
         WHERE h.id = ANY(${`{${huntIds.join(",")}}`}::int[])`,
  );
  const hunts = new Map(rows.map((r) => [Number(r.id), publicHuntOf(r)]));
  const base = config().APP_URL;
  for (const f of followers) {
    const cards = f.drops.flatMap((d) => {
      const hunt = hunts.get(Number(d.hunt_id));
      return hunt ? [{ ...cardOf(hunt, []), originalPriceText: formatUsd(Number(d.old_price_cents)) }] : [];
    });
    if (!cards.length) continue;
    const mail = await prepareEmail(
      priceDropAlert.build({
        firstName: f.first_name,
        hunts: cards.slice(0, PRICE_DROP_CARDS),
        manageUrl: `${base}/hunter-dashboard`,
        browseUrl: `${base}/browse-hunts`,
      }),
    );
    await db.transaction(async (tx) => {
      // The period's row is the cap: a run racing this one for the hunter inserted it first and sends instead.
      const [taken] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO price_drop_alerts (hunter_id, period, hunt_ids, created_at)
            VALUES (${f.hunter_id}, ${alertPeriod(f.frequency, now)}, ${`{${f.drops.map((d) => Number(d.hunt_id)).join(",")}}`}::int[], ${at}::timestamptz)
            ON CONFLICT (hunter_id, period) DO NOTHING RETURNING id`,
      );
      if (!taken) {
        result.capped += 1;
        return;
      }
      await enqueueEmails(tx, [{ to: f.email, mail, meta: { priceDropAlert: Number(taken.id) } }]);
      result.sent += 1;
    });
  }
  return result;
}
