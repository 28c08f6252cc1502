-- users.outfitter_review_count / _total: an outfitter's approved outfitter reviews, how many and
-- the sum of their stars, so a list of hunt cards reads each outfitter's rating in the same query
-- as its hunts (lib/hunts/public-rows.ts) instead of a second query per list. The trigger that
-- already keeps hunts.outfitter_rating (drizzle/0021) keeps them too, by adding and taking away
-- what a review changes: an increment waits for the outfitter's row and adds to its latest
-- value, so two reviews approved at the same time both count.
ALTER TABLE "users" ADD COLUMN "outfitter_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "outfitter_review_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION outfitter_reviews_propagate_rating() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'DELETE' THEN ids := ARRAY[OLD.outfitter_id];
  ELSIF TG_OP = 'INSERT' THEN ids := ARRAY[NEW.outfitter_id];
  ELSE ids := ARRAY[OLD.outfitter_id, NEW.outfitter_id];
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'approved' THEN
    UPDATE users SET outfitter_review_count = outfitter_review_count - 1, outfitter_review_total = outfitter_review_total - OLD.rating
     WHERE id = OLD.outfitter_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'approved' THEN
    UPDATE users SET outfitter_review_count = outfitter_review_count + 1, outfitter_review_total = outfitter_review_total + NEW.rating
     WHERE id = NEW.outfitter_id;
  END IF;
  UPDATE hunts h SET outfitter_rating = outfitter_rating_x100(h.outfitter_id)
   WHERE h.outfitter_id = ANY(ids) AND h.outfitter_rating IS DISTINCT FROM outfitter_rating_x100(h.outfitter_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE users u SET outfitter_review_count = r.n, outfitter_review_total = r.total
  FROM (SELECT outfitter_id, count(*)::int AS n, sum(rating)::int AS total FROM outfitter_reviews WHERE status = 'approved' GROUP BY outfitter_id) r
 WHERE u.id = r.outfitter_id;
