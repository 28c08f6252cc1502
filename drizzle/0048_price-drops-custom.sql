-- Price drops (issue 50): a hunt's charged price going down (a cut, or a discount starting) is
-- recorded whatever path wrote it; the daily price-drop alert (lib/price-drops/run.ts) reads them.
CREATE OR REPLACE FUNCTION hunts_record_price_drop() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO hunt_price_drops (hunt_id, old_price_cents, new_price_cents) VALUES (NEW.id, OLD.price_cents, NEW.price_cents);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunts_price_drop_au ON hunts;
--> statement-breakpoint
CREATE TRIGGER hunts_price_drop_au AFTER UPDATE OF price_cents ON hunts
FOR EACH ROW WHEN (NEW.price_cents < OLD.price_cents) EXECUTE FUNCTION hunts_record_price_drop();
