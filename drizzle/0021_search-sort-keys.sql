-- Search orders (GET /api/hunts?sort=…, lib/hunts/search-sorted.ts): each is one key and the id,
-- walked through a partial index over listed hunts with the same expression, so a page is an
-- ordered index walk that stops at its limit. Absent values sort last through the coalesce.
CREATE INDEX IF NOT EXISTS "hunts_listed_price_idx" ON "hunts" ("price_cents", "id") WHERE "search_rank" > 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hunts_listed_soonest_idx" ON "hunts" ((coalesce("next_departure_on", '9999-12-31'::date)), "id") WHERE "search_rank" > 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hunts_listed_rating_idx" ON "hunts" ((coalesce("outfitter_rating", -1)), "id") WHERE "search_rank" > 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hunts_listed_id_idx" ON "hunts" ("id") WHERE "search_rank" > 0;
--> statement-breakpoint
-- hunts.outfitter_rating: the average of the outfitter's approved outfitter reviews × 100 (null
-- without any), the value the cards show (lib/reviews/public.ts), copied onto each hunt so
-- sort=rating is an index walk.
CREATE OR REPLACE FUNCTION outfitter_rating_x100(p_outfitter_id int) RETURNS smallint
LANGUAGE sql STABLE AS $$
  SELECT round(avg(r.rating) * 100)::smallint FROM outfitter_reviews r WHERE r.outfitter_id = p_outfitter_id AND r.status = 'approved'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION outfitter_reviews_propagate_rating() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'DELETE' THEN ids := ARRAY[OLD.outfitter_id];
  ELSIF TG_OP = 'INSERT' THEN ids := ARRAY[NEW.outfitter_id];
  ELSE ids := ARRAY[OLD.outfitter_id, NEW.outfitter_id];
  END IF;
  UPDATE hunts h SET outfitter_rating = outfitter_rating_x100(h.outfitter_id)
   WHERE h.outfitter_id = ANY(ids) AND h.outfitter_rating IS DISTINCT FROM outfitter_rating_x100(h.outfitter_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS outfitter_reviews_rating_aiud ON outfitter_reviews;
--> statement-breakpoint
CREATE TRIGGER outfitter_reviews_rating_aiud AFTER INSERT OR DELETE OR UPDATE OF status, rating, outfitter_id ON outfitter_reviews
FOR EACH ROW EXECUTE FUNCTION outfitter_reviews_propagate_rating();
--> statement-breakpoint
-- A new hunt (or one moved to another outfitter) takes its outfitter's current rating.
CREATE OR REPLACE FUNCTION hunts_set_outfitter_rating() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.outfitter_rating := outfitter_rating_x100(NEW.outfitter_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunts_outfitter_rating_biu ON hunts;
--> statement-breakpoint
CREATE TRIGGER hunts_outfitter_rating_biu BEFORE INSERT OR UPDATE OF outfitter_id ON hunts
FOR EACH ROW EXECUTE FUNCTION hunts_set_outfitter_rating();
--> statement-breakpoint
UPDATE hunts h SET outfitter_rating = r.x100
  FROM (SELECT outfitter_id, round(avg(rating) * 100)::smallint AS x100 FROM outfitter_reviews WHERE status = 'approved' GROUP BY outfitter_id) r
 WHERE h.outfitter_id = r.outfitter_id;
--> statement-breakpoint
-- next_departure_on is now the next departure a hunter can book (not started, a free spot), which
-- is what sort=soonest and the cards mean by "next departure"; a full one no longer counts.
CREATE OR REPLACE FUNCTION hunts_refresh_calendar(p_ids int[]) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  n int;
BEGIN
  UPDATE hunts h
     SET availability = c.free, next_departure_on = c.next_on, last_departure_on = c.last_on
    FROM (SELECT x.id,
                 coalesce(sum(d.spots_left) FILTER (WHERE d.start_date >= calendar_today()), 0)::int AS free,
                 min(d.start_date) FILTER (WHERE d.start_date >= calendar_today() AND d.spots_left > 0) AS next_on,
                 max(d.start_date) AS last_on
            FROM (SELECT DISTINCT unnest(p_ids) AS id) x
            LEFT JOIN hunt_departures d ON d.hunt_id = x.id
           GROUP BY x.id) c
   WHERE h.id = c.id
     AND (h.availability, h.next_departure_on, h.last_departure_on) IS DISTINCT FROM (c.free, c.next_on, c.last_on);
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END
$$;
--> statement-breakpoint
SELECT hunts_refresh_calendar(array(SELECT id FROM hunts WHERE last_departure_on IS NOT NULL));
