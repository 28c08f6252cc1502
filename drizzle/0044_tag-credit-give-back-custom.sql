-- Hand-written (issue 47): a failed-draw credit spent at checkout goes back to the hunter, once, when
-- that booking ends with none of its money kept: an unpaid reservation released, a held card
-- released (denied, unanswered, cancelled before acceptance) or a captured payment wholly refunded.
-- A trigger, so every path that ends a booking (the reservation sweep's single UPDATE included)
-- gives it back; returned_at makes a second firing a no-op.
CREATE OR REPLACE FUNCTION bookings_give_back_tag_credit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH back AS (
    UPDATE tag_credit_spends s SET returned_at = now()
     WHERE s.booking_id = NEW.id AND s.returned_at IS NULL
    RETURNING s.credit_id, s.amount_cents
  ), per_credit AS (
    SELECT credit_id, sum(amount_cents)::int AS n FROM back GROUP BY credit_id
  )
  UPDATE tag_credits c SET spent_cents = c.spent_cents - per_credit.n
    FROM per_credit WHERE c.id = per_credit.credit_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_give_back_tag_credit_au
AFTER UPDATE OF status, payment_status ON bookings
FOR EACH ROW
-- Compared as text: a fresh database runs every migration in one transaction, and enum values
-- added earlier in it may not be named as literals yet.
WHEN (NEW.status::text IN ('cancelled', 'denied')
      AND NEW.payment_status::text IN ('unpaid', 'processing', 'failed', 'released', 'refunded'))
EXECUTE FUNCTION bookings_give_back_tag_credit();
