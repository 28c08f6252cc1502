-- Trips on a calendar (issue 27). Dates are plain calendar dates; "today" is the UTC calendar day,
-- the same day lib/departures/dates.ts computes in the application, whatever the session's TimeZone.
CREATE OR REPLACE FUNCTION calendar_today() RETURNS date
LANGUAGE sql STABLE AS $$ SELECT (now() AT TIME ZONE 'UTC')::date $$;
--> statement-breakpoint
-- hunt_dates_parse: reads the free-text dates of a hunt as date ranges, the one parser used by this
-- migration and by POST/PUT /api/hunts for a request without departures (lib/departures/parse.ts).
-- Ranges are separated by '·', ';', '|' or line breaks; each must be one of
--   'September 10 - September 16, 2027', 'Sep 28 - Oct 4, 2027', 'Dec 28, 2027 - Jan 3, 2028',
--   'Oct 3–9, 2027', '3-9 Oct 2027', '28 Sep - 4 Oct 2027', '2027-10-03 to 2027-10-09',
--   '10/3/2027 - 10/9/2027' (US order), or one start date ('Oct 3, 2027', '2027-10-03'), which
-- lasts p_duration days. A text with any part that does not read (a month alone, no year, "by
-- arrangement", an impossible date, an end before its start) gives no rows at all: that hunt's
-- dates are "on request". Tested with tests/integration/departures-parse.test.ts.
CREATE OR REPLACE FUNCTION hunt_safe_date(y int, m int, d int) RETURNS date
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF y IS NULL OR m IS NULL OR d IS NULL OR y < 1900 OR y > 2200 THEN RETURN NULL; END IF;
  RETURN make_date(y, m, d);
EXCEPTION WHEN others THEN
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hunt_month_number(p text) RETURNS int
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE left(lower(p), 3)
    WHEN 'jan' THEN 1 WHEN 'feb' THEN 2 WHEN 'mar' THEN 3 WHEN 'apr' THEN 4 WHEN 'may' THEN 5 WHEN 'jun' THEN 6
    WHEN 'jul' THEN 7 WHEN 'aug' THEN 8 WHEN 'sep' THEN 9 WHEN 'oct' THEN 10 WHEN 'nov' THEN 11 WHEN 'dec' THEN 12
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hunt_dates_parse(p_text text, p_duration int DEFAULT 1)
RETURNS TABLE(start_date date, end_date date)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  mon constant text := '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?';
  seg text;
  m text[];
  s date;
  e date;
  starts date[] := '{}';
  ends date[] := '{}';
  days int := greatest(coalesce(p_duration, 1), 1);
BEGIN
  IF p_text IS NULL OR btrim(p_text) = '' OR length(p_text) > 2000 THEN RETURN; END IF;
  FOREACH seg IN ARRAY regexp_split_to_array(lower(p_text), '\s*[·;|\n\r]+\s*') LOOP
    seg := btrim(seg, E' \t.');
    CONTINUE WHEN seg = '';
    s := NULL;
    e := NULL;
    -- ISO dates first: their hyphens are not range dashes.
    m := regexp_match(seg, '^(\d{4})-(\d{1,2})-(\d{1,2})(?:\s*(?:–|—|-|to|through|until)\s*(\d{4})-(\d{1,2})-(\d{1,2}))?$');
    IF m IS NOT NULL THEN
      s := hunt_safe_date(m[1]::int, m[2]::int, m[3]::int);
      e := CASE WHEN m[4] IS NULL THEN s + (days - 1) ELSE hunt_safe_date(m[4]::int, m[5]::int, m[6]::int) END;
    ELSE
      seg := regexp_replace(seg, '(\d)(st|nd|rd|th)\M', '\1', 'g');
      seg := regexp_replace(seg, '\s*(–|—|-|\mto\M|\mthrough\M|\mthru\M|\muntil\M)\s*', ' - ', 'g');
      seg := regexp_replace(seg, '\s*,\s*', ', ', 'g');
      seg := regexp_replace(seg, '\s+', ' ', 'g');
      -- 'sep 28, 2027 - oct 4, 2027' / 'sep 28 - oct 4, 2027' / 'september 10 - september 16, 2027'
      m := regexp_match(seg, '^' || mon || ' (\d{1,2})(?:,? (\d{4}))? - ' || mon || ' (\d{1,2}),? (\d{4})$');
      IF m IS NOT NULL THEN
        e := hunt_safe_date(m[6]::int, hunt_month_number(m[4]), m[5]::int);
        s := hunt_safe_date(coalesce(m[3]::int, m[6]::int), hunt_month_number(m[1]), m[2]::int);
        -- No start year and a later month than the end's: the range crosses New Year.
        IF m[3] IS NULL AND hunt_month_number(m[1]) > hunt_month_number(m[4]) THEN s := hunt_safe_date(m[6]::int - 1, hunt_month_number(m[1]), m[2]::int); END IF;
      END IF;
      -- 'oct 3 - 9, 2027'
      IF m IS NULL THEN
        m := regexp_match(seg, '^' || mon || ' (\d{1,2}) - (\d{1,2}),? (\d{4})$');
        IF m IS NOT NULL THEN
          s := hunt_safe_date(m[4]::int, hunt_month_number(m[1]), m[2]::int);
          e := hunt_safe_date(m[4]::int, hunt_month_number(m[1]), m[3]::int);
        END IF;
      END IF;
      -- 'oct 3, 2027' (one start date)
      IF m IS NULL THEN
        m := regexp_match(seg, '^' || mon || ' (\d{1,2}),? (\d{4})$');
        IF m IS NOT NULL THEN
          s := hunt_safe_date(m[3]::int, hunt_month_number(m[1]), m[2]::int);
          e := s + (days - 1);
        END IF;
      END IF;
      -- '3 - 9 oct 2027'
      IF m IS NULL THEN
        m := regexp_match(seg, '^(\d{1,2}) - (\d{1,2}) ' || mon || ',? (\d{4})$');
        IF m IS NOT NULL THEN
          s := hunt_safe_date(m[4]::int, hunt_month_number(m[3]), m[1]::int);
          e := hunt_safe_date(m[4]::int, hunt_month_number(m[3]), m[2]::int);
        END IF;
      END IF;
      -- '28 sep - 4 oct 2027' / '28 dec 2027 - 3 jan 2028'
      IF m IS NULL THEN
        m := regexp_match(seg, '^(\d{1,2}) ' || mon || '(?:,? (\d{4}))? - (\d{1,2}) ' || mon || ',? (\d{4})$');
        IF m IS NOT NULL THEN
          e := hunt_safe_date(m[6]::int, hunt_month_number(m[5]), m[4]::int);
          s := hunt_safe_date(coalesce(m[3]::int, m[6]::int), hunt_month_number(m[2]), m[1]::int);
          IF m[3] IS NULL AND hunt_month_number(m[2]) > hunt_month_number(m[5]) THEN s := hunt_safe_date(m[6]::int - 1, hunt_month_number(m[2]), m[1]::int); END IF;
        END IF;
      END IF;
      -- '10/3/2027 - 10/9/2027' (month first)
      IF m IS NULL THEN
        m := regexp_match(seg, '^(\d{1,2})/(\d{1,2})/(\d{4}) - (\d{1,2})/(\d{1,2})/(\d{4})$');
        IF m IS NOT NULL THEN
          s := hunt_safe_date(m[3]::int, m[1]::int, m[2]::int);
          e := hunt_safe_date(m[6]::int, m[4]::int, m[5]::int);
        END IF;
      END IF;
    END IF;
    IF s IS NULL OR e IS NULL OR e < s OR e - s > 366 OR cardinality(starts) >= 100 THEN RETURN; END IF;
    starts := starts || s;
    ends := ends || e;
  END LOOP;
  RETURN QUERY SELECT u.s, u.e FROM unnest(starts, ends) AS u(s, e);
END
$$;
--> statement-breakpoint
-- A hunt's availability (free spots of departures that have not started), its next departure and
-- its last departure's start, recomputed from hunt_departures. Called by the triggers below and by
-- the rollover job when a departure's day has come (lib/departures/rollover.ts).
CREATE OR REPLACE FUNCTION hunts_refresh_calendar(p_ids int[]) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  n int;
BEGIN
  UPDATE hunts h
     SET availability = c.free, next_departure_on = c.next_on, last_departure_on = c.last_on
    FROM (SELECT x.id,
                 coalesce(sum(d.spots_left) FILTER (WHERE d.start_date >= calendar_today()), 0)::int AS free,
                 min(d.start_date) FILTER (WHERE d.start_date >= calendar_today()) AS next_on,
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
CREATE OR REPLACE FUNCTION hunt_departures_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hunts_refresh_calendar(array(SELECT DISTINCT hunt_id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hunt_departures_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hunts_refresh_calendar(array(SELECT hunt_id FROM new_rows UNION SELECT hunt_id FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hunt_departures_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hunts_refresh_calendar(array(SELECT DISTINCT hunt_id FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunt_departures_ai ON hunt_departures;
--> statement-breakpoint
CREATE TRIGGER hunt_departures_ai AFTER INSERT ON hunt_departures REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION hunt_departures_after_insert();
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunt_departures_au ON hunt_departures;
--> statement-breakpoint
CREATE TRIGGER hunt_departures_au AFTER UPDATE ON hunt_departures REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION hunt_departures_after_update();
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunt_departures_ad ON hunt_departures;
--> statement-breakpoint
CREATE TRIGGER hunt_departures_ad AFTER DELETE ON hunt_departures REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION hunt_departures_after_delete();
--> statement-breakpoint
-- A hunt whose departures have all started leaves search (search_rank 0) like a paused one; its page
-- stays. The rank is recomputed whenever last_departure_on changes (the triggers above, the rollover).
CREATE OR REPLACE FUNCTION hunts_set_search_fields() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN NEW.is_active AND u.role = 'outfitter' AND u.is_approved AND u.is_active
                   AND (NEW.last_departure_on IS NULL OR NEW.last_departure_on >= calendar_today())
              THEN CASE WHEN u.is_top_tier THEN 2 ELSE 1 END
              ELSE 0 END
    INTO NEW.search_rank
    FROM users u WHERE u.id = NEW.outfitter_id;
  NEW.search_rank := coalesce(NEW.search_rank, 0);
  NEW.search_tags := hunt_search_tags(NEW.title, NEW.description, NEW.dates, NEW.difficulty::text);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunts_search_fields_biu ON hunts;
--> statement-breakpoint
CREATE TRIGGER hunts_search_fields_biu
BEFORE INSERT OR UPDATE OF is_active, outfitter_id, title, description, dates, difficulty, search_rank, search_tags, last_departure_on ON hunts
FOR EACH ROW EXECUTE FUNCTION hunts_set_search_fields();
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunts_species_au ON hunts;
--> statement-breakpoint
CREATE TRIGGER hunts_species_au
AFTER UPDATE OF species, search_rank, is_active, outfitter_id, price_cents, duration_days, search_tags, title, description, dates, difficulty, location, last_departure_on ON hunts
FOR EACH ROW EXECUTE FUNCTION hunts_species_after_update();
--> statement-breakpoint
-- Existing hunts: departures from their dates text where it reads. The first departure also holds
-- the spots of the hunt's open bookings (which are assigned to it), so spots = free + held;
-- further departures of a several-range text get the hunt's free spots each. A sold-out hunt
-- keeps 0 free (spots at least 1). Texts that do not read stay "dates on request".
INSERT INTO hunt_departures (hunt_id, start_date, end_date, spots, spots_left)
SELECT h.id, p.start_date, p.end_date,
       greatest(h.availability + CASE WHEN p.n = 1 THEN coalesce(b.held, 0) ELSE 0 END, 1),
       greatest(h.availability, 0)
  FROM hunts h
  CROSS JOIN LATERAL (SELECT q.start_date, q.end_date, row_number() OVER (ORDER BY q.start_date, q.end_date) AS n
                        FROM hunt_dates_parse(h.dates, h.duration_days) q) p
  LEFT JOIN (SELECT hunt_id, count(*)::int AS held FROM bookings WHERE holds_spot GROUP BY hunt_id) b ON b.hunt_id = h.id;
--> statement-breakpoint
UPDATE bookings b SET departure_id = d.id
  FROM (SELECT DISTINCT ON (hunt_id) id, hunt_id FROM hunt_departures ORDER BY hunt_id, start_date, end_date, id) d
 WHERE d.hunt_id = b.hunt_id AND b.departure_id IS NULL AND b.source = 'direct';
--> statement-breakpoint
-- Hunts left "dates on request" have no departure, so nothing is bookable online: availability 0.
UPDATE hunts SET availability = 0 WHERE last_departure_on IS NULL AND availability <> 0;
