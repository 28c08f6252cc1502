-- Reliability in the open (issue 49).
-- 1. Backfill who ended a booking and when the outfitter answered it, as well as the rows allow:
--    an accepted booking's commission is written in the transaction that accepts it, so its
--    created_at is the moment of the answer; a denial is the booking's last change; a claim's
--    booking is answered when it is made. Unknown moments stay null (such rows count as answered
--    for the cancellation share but never enter the response time).
UPDATE bookings b SET answered_at = c.created_at
  FROM commissions c
 WHERE c.booking_id = b.id AND b.source = 'direct' AND b.answered_at IS NULL
   AND b.status IN ('accepted', 'completed', 'cancelled') AND b.expired_at IS NULL;
--> statement-breakpoint
UPDATE bookings SET answered_at = updated_at WHERE status = 'denied' AND answered_at IS NULL;
--> statement-breakpoint
UPDATE bookings SET answered_at = created_at WHERE source = 'claim' AND answered_at IS NULL;
--> statement-breakpoint
-- 2. Who cancelled: the answer-deadline expiry and an unpaid reservation's release are the system's;
--    an accepted booking whose hunter was told "The outfitter cancelled your booking" is the
--    outfitter's; every other cancellation was the hunter's own.
UPDATE bookings b SET
  cancelled_at = coalesce(b.expired_at, b.updated_at),
  cancelled_by = CASE
    WHEN b.expired_at IS NOT NULL THEN 'system'
    WHEN b.answered_at IS NULL AND b.paid_at IS NULL AND b.reservation_expires_at IS NOT NULL AND b.reservation_expires_at <= b.updated_at THEN 'system'
    WHEN b.answered_at IS NOT NULL AND EXISTS (
      SELECT 1 FROM notifications n
       WHERE n.user_id = b.hunter_id AND n.title = 'Booking Cancelled' AND n.message LIKE 'The outfitter cancelled your booking%'
         AND n.created_at >= b.answered_at) THEN 'outfitter'
    ELSE 'hunter' END
 WHERE b.status = 'cancelled' AND b.cancelled_by IS NULL;
--> statement-breakpoint
-- 3. Ranking: search_rank is now 2 × level + verified, where level is 1 for an outfitter whose
--    cancellation share is 5% or more (reliability_penalized, kept by lib/reliability/figures.ts;
--    it also loses Top-Tier's place), 2 listed, 3 top-tier. So: 0 hidden, 2/3 penalized, 4/5
--    listed, 6/7 top-tier; odd ranks are verified outfitters.
CREATE OR REPLACE FUNCTION hunts_set_search_fields() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN NEW.is_active AND u.role = 'outfitter' AND u.is_approved AND u.is_active
                   AND (NEW.last_departure_on IS NULL OR NEW.last_departure_on >= hunt_today(location_time_zone(NEW.location)))
              THEN 2 * (CASE WHEN u.reliability_penalized THEN 1 WHEN u.is_top_tier THEN 3 ELSE 2 END)
                   + (CASE WHEN outfitter_is_verified(u.id) THEN 1 ELSE 0 END)
              ELSE 0 END
    INTO NEW.search_rank
    FROM users u WHERE u.id = NEW.outfitter_id;
  NEW.search_rank := coalesce(NEW.search_rank, 0);
  NEW.search_tags := hunt_search_tags(NEW.title, NEW.description, NEW.dates, NEW.difficulty::text);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_propagate_search_rank() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.role, NEW.is_approved, NEW.is_active, NEW.is_top_tier, NEW.reliability_penalized)
     IS DISTINCT FROM (OLD.role, OLD.is_approved, OLD.is_active, OLD.is_top_tier, OLD.reliability_penalized) THEN
    UPDATE hunts SET search_rank = 0 WHERE outfitter_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_rank_au ON users;
--> statement-breakpoint
CREATE TRIGGER users_search_rank_au AFTER UPDATE OF role, is_approved, is_active, is_top_tier, reliability_penalized ON users
FOR EACH ROW EXECUTE FUNCTION users_propagate_search_rank();
--> statement-breakpoint
UPDATE hunts SET search_rank = 0 WHERE is_active;
