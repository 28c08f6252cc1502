-- hunt_pricing.application_fee_cents (0050): the draw application fee every save so far added to
-- all_in_from_cents (lib/hunts/fees.ts counted it whatever the date). Recorded here, so the hourly
-- tags.draw-fee-expiry job takes it out of the figure of each hunt whose draw results are out.
UPDATE hunt_pricing hp
   SET application_fee_cents = t.application_fee_cents
  FROM hunt_tags t
 WHERE t.hunt_id = hp.hunt_id
   AND t.tag_type = 'draw'
   AND t.outfitter_applies
   AND t.application_fee_cents > 0;
