-- A hunt's dates are plain calendar dates in the hunt's own place (issue 27): "today" for booking a
-- departure, a refund's days before the start and the season's end is the calendar day where the
-- hunt is, not the UTC day. The time zone is read from the location text ("Bitterroot Valley,
-- Montana, USA" → America/Denver): its comma-separated parts are searched from the last to the
-- first for a US state, Canadian province or country; a state or province wins over a country
-- spanning several zones ("Montana, USA" is Montana's, "Texas Hill Country, USA" Texas's); a
-- country alone that spans several zones gets its main hunting zone; a place not listed is UTC.
CREATE OR REPLACE FUNCTION location_time_zone(p_location text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  parts text[] := string_to_array(lower(coalesce(p_location, '')), ',');
  w text[];
  n int;
  gram text;
  zone text;
  fallback text;
BEGIN
  -- From the last part to the first; in a part, three-word names before two and one ("west
  -- virginia" before "virginia"). One regular expression and key lookups in constants written in
  -- the expressions (parsed once per session; a jsonb variable's default is parsed on every call,
  -- 75 µs; and one regular expression per name recompiled them per row, 7 ms: PostgreSQL caches
  -- only a few compiled expressions).
  FOR i IN REVERSE coalesce(array_length(parts, 1), 0) .. 1 LOOP
    w := regexp_split_to_array(trim(parts[i]), '[^a-z]+');
    n := coalesce(array_length(w, 1), 0);
    FOR k IN REVERSE 2 .. 0 LOOP
      FOR s IN 1 .. n - k LOOP
        gram := array_to_string(w[s:s + k], ' ');
        -- US states (the zone of most of the state), Canadian provinces and territories, countries in one zone.
        zone := '{
            "alaska": "America/Anchorage", "hawaii": "Pacific/Honolulu", "washington": "America/Los_Angeles",
            "oregon": "America/Los_Angeles", "california": "America/Los_Angeles", "nevada": "America/Los_Angeles",
            "idaho": "America/Boise", "montana": "America/Denver", "wyoming": "America/Denver",
            "utah": "America/Denver", "colorado": "America/Denver", "new mexico": "America/Denver",
            "arizona": "America/Phoenix", "north dakota": "America/Chicago", "south dakota": "America/Chicago",
            "nebraska": "America/Chicago", "kansas": "America/Chicago", "oklahoma": "America/Chicago",
            "texas": "America/Chicago", "minnesota": "America/Chicago", "iowa": "America/Chicago",
            "missouri": "America/Chicago", "arkansas": "America/Chicago", "louisiana": "America/Chicago",
            "wisconsin": "America/Chicago", "illinois": "America/Chicago", "mississippi": "America/Chicago",
            "alabama": "America/Chicago", "tennessee": "America/Chicago", "michigan": "America/Detroit",
            "indiana": "America/Indiana/Indianapolis", "kentucky": "America/New_York", "ohio": "America/New_York",
            "georgia": "America/New_York", "florida": "America/New_York", "south carolina": "America/New_York",
            "north carolina": "America/New_York", "virginia": "America/New_York",
            "west virginia": "America/New_York", "maryland": "America/New_York", "delaware": "America/New_York",
            "pennsylvania": "America/New_York", "new jersey": "America/New_York", "new york": "America/New_York",
            "connecticut": "America/New_York", "rhode island": "America/New_York",
            "massachusetts": "America/New_York", "vermont": "America/New_York", "new hampshire": "America/New_York",
            "maine": "America/New_York", "yukon": "America/Whitehorse", "british columbia": "America/Vancouver",
            "alberta": "America/Edmonton", "northwest territories": "America/Yellowknife",
            "nunavut": "America/Iqaluit", "saskatchewan": "America/Regina", "manitoba": "America/Winnipeg",
            "ontario": "America/Toronto", "quebec": "America/Toronto", "new brunswick": "America/Moncton",
            "nova scotia": "America/Halifax", "prince edward island": "America/Halifax",
            "newfoundland": "America/St_Johns", "labrador": "America/Goose_Bay", "mexico": "America/Mexico_City",
            "argentina": "America/Argentina/Buenos_Aires", "chile": "America/Santiago",
            "uruguay": "America/Montevideo", "uk": "Europe/London", "united kingdom": "Europe/London",
            "scotland": "Europe/London", "england": "Europe/London", "wales": "Europe/London",
            "ireland": "Europe/Dublin", "spain": "Europe/Madrid", "portugal": "Europe/Lisbon",
            "france": "Europe/Paris", "germany": "Europe/Berlin", "austria": "Europe/Vienna",
            "switzerland": "Europe/Zurich", "italy": "Europe/Rome", "poland": "Europe/Warsaw",
            "hungary": "Europe/Budapest", "czech republic": "Europe/Prague", "slovakia": "Europe/Bratislava",
            "slovenia": "Europe/Ljubljana", "croatia": "Europe/Zagreb", "serbia": "Europe/Belgrade",
            "bulgaria": "Europe/Sofia", "romania": "Europe/Bucharest", "sweden": "Europe/Stockholm",
            "norway": "Europe/Oslo", "finland": "Europe/Helsinki", "estonia": "Europe/Tallinn",
            "latvia": "Europe/Riga", "iceland": "Atlantic/Reykjavik", "turkey": "Europe/Istanbul",
            "south africa": "Africa/Johannesburg", "namibia": "Africa/Windhoek", "botswana": "Africa/Gaborone",
            "zimbabwe": "Africa/Harare", "zambia": "Africa/Lusaka", "mozambique": "Africa/Maputo",
            "tanzania": "Africa/Dar_es_Salaam", "cameroon": "Africa/Douala", "ethiopia": "Africa/Addis_Ababa",
            "kyrgyzstan": "Asia/Bishkek", "tajikistan": "Asia/Dushanbe", "mongolia": "Asia/Ulaanbaatar",
            "nepal": "Asia/Kathmandu", "pakistan": "Asia/Karachi", "new zealand": "Pacific/Auckland"
          }'::jsonb ->> gram;
        IF zone IS NOT NULL THEN
          RETURN zone;
        END IF;
        -- Countries spanning several zones, when nothing more precise is written.
        IF fallback IS NULL THEN
          fallback := '{
            "usa": "America/Denver", "united states": "America/Denver", "us": "America/Denver",
            "canada": "America/Edmonton", "russia": "Europe/Moscow", "australia": "Australia/Sydney",
            "brazil": "America/Sao_Paulo"
          }'::jsonb ->> gram;
        END IF;
      END LOOP;
    END LOOP;
  END LOOP;
  RETURN coalesce(fallback, 'UTC');
END
$$;
--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "time_zone" text GENERATED ALWAYS AS (location_time_zone(location)) STORED NOT NULL;
--> statement-breakpoint
-- Today's calendar day in a time zone; calendar_today() (the UTC day) stays for what has no place.
CREATE OR REPLACE FUNCTION hunt_today(p_time_zone text) RETURNS date
LANGUAGE sql STABLE AS $$ SELECT (now() AT TIME ZONE p_time_zone)::date $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hunts_refresh_calendar(p_ids int[]) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  n int;
BEGIN
  UPDATE hunts h
     SET availability = c.free, next_departure_on = c.next_on, last_departure_on = c.last_on
    FROM (SELECT x.id,
                 coalesce(sum(d.spots_left) FILTER (WHERE d.start_date >= hunt_today(x.time_zone)), 0)::int AS free,
                 min(d.start_date) FILTER (WHERE d.start_date >= hunt_today(x.time_zone) AND d.spots_left > 0) AS next_on,
                 max(d.start_date) AS last_on
            FROM (SELECT hh.id, hh.time_zone FROM hunts hh WHERE hh.id = ANY (p_ids)) x
            LEFT JOIN hunt_departures d ON d.hunt_id = x.id
           GROUP BY x.id, x.time_zone) c
   WHERE h.id = c.id
     AND (h.availability, h.next_departure_on, h.last_departure_on) IS DISTINCT FROM (c.free, c.next_on, c.last_on);
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END
$$;
--> statement-breakpoint
-- A BEFORE trigger sees no generated column yet: the zone is read from the location itself.
CREATE OR REPLACE FUNCTION hunts_set_search_fields() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN NEW.is_active AND u.role = 'outfitter' AND u.is_approved AND u.is_active
                   AND (NEW.last_departure_on IS NULL OR NEW.last_departure_on >= hunt_today(location_time_zone(NEW.location)))
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
BEFORE INSERT OR UPDATE OF is_active, outfitter_id, title, description, dates, difficulty, location, search_rank, search_tags, last_departure_on ON hunts
FOR EACH ROW EXECUTE FUNCTION hunts_set_search_fields();
--> statement-breakpoint
-- A hunt whose location moves to another zone: its days are counted there from now on.
CREATE OR REPLACE FUNCTION hunts_time_zone_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hunts_refresh_calendar(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunts_time_zone_au ON hunts;
--> statement-breakpoint
CREATE TRIGGER hunts_time_zone_au AFTER UPDATE OF location ON hunts
FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION hunts_time_zone_after_update();
--> statement-breakpoint
-- Only a departure starting within a day of today's UTC date can count differently in its own zone.
SELECT hunts_refresh_calendar(array(SELECT DISTINCT hunt_id FROM hunt_departures
                                     WHERE start_date BETWEEN calendar_today() - 1 AND calendar_today() + 1));
--> statement-breakpoint
UPDATE hunts SET search_rank = search_rank WHERE last_departure_on BETWEEN calendar_today() - 1 AND calendar_today() + 1;
