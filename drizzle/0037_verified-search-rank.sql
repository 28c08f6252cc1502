-- Verified outfitters rank first within their tier (issue 49): search_rank is now 0 hidden,
-- 1 listed, 2 listed and verified, 3 top-tier, 4 top-tier and verified. "Verified" is an approved
-- licence whose expiry day has not come (UTC calendar day, as calendar_today()).
CREATE OR REPLACE FUNCTION outfitter_is_verified(p_outfitter_id integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM outfitter_credentials c
                  WHERE c.outfitter_id = p_outfitter_id AND c.kind = 'licence' AND c.status = 'approved'
                    AND (c.expires_on IS NULL OR c.expires_on > calendar_today()))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hunts_set_search_fields() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN NEW.is_active AND u.role = 'outfitter' AND u.is_approved AND u.is_active
                   AND (NEW.last_departure_on IS NULL OR NEW.last_departure_on >= hunt_today(location_time_zone(NEW.location)))
              THEN (CASE WHEN u.is_top_tier THEN 3 ELSE 1 END) + (CASE WHEN outfitter_is_verified(u.id) THEN 1 ELSE 0 END)
              ELSE 0 END
    INTO NEW.search_rank
    FROM users u WHERE u.id = NEW.outfitter_id;
  NEW.search_rank := coalesce(NEW.search_rank, 0);
  NEW.search_tags := hunt_search_tags(NEW.title, NEW.description, NEW.dates, NEW.difficulty::text);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A credential decided, edited, expired or removed re-ranks its outfitter's hunts (touching
-- search_rank fires hunts_search_fields_biu, which recomputes it).
CREATE OR REPLACE FUNCTION outfitter_credentials_rerank() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  o integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.outfitter_id ELSE NEW.outfitter_id END;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.status, NEW.kind, NEW.expires_on) IS NOT DISTINCT FROM (OLD.status, OLD.kind, OLD.expires_on) THEN
    RETURN NULL;
  END IF;
  UPDATE hunts SET search_rank = 0 WHERE outfitter_id = o;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS outfitter_credentials_rerank_aiud ON outfitter_credentials;
--> statement-breakpoint
CREATE TRIGGER outfitter_credentials_rerank_aiud AFTER INSERT OR UPDATE OR DELETE ON outfitter_credentials
FOR EACH ROW EXECUTE FUNCTION outfitter_credentials_rerank();
--> statement-breakpoint
UPDATE hunts SET search_rank = 0 WHERE is_active;
