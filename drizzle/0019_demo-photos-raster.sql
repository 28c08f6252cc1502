-- The demo photos are raster files now (public/demo, made by scripts/make-demo-images.ts): point
-- databases seeded before at them, so no page links an SVG that no longer exists. Hand-written.
UPDATE "hunts"
SET "images" = ARRAY(
  SELECT regexp_replace(t.src, '^/demo/hunts/([a-z0-9-]+)\.svg$', '/demo/hunts/\1.photo.webp')
  FROM unnest("images") WITH ORDINALITY AS t(src, n)
  ORDER BY t.n
)
WHERE EXISTS (SELECT 1 FROM unnest("images") AS s(src) WHERE s.src ~ '^/demo/hunts/[a-z0-9-]+\.svg$');
--> statement-breakpoint
UPDATE "users"
SET "cover_photo" = regexp_replace("cover_photo", '^/demo/outfitters/([a-z0-9-]+)-cover\.svg$', '/demo/outfitters/\1-cover.photo.webp')
WHERE "cover_photo" ~ '^/demo/outfitters/[a-z0-9-]+-cover\.svg$';
--> statement-breakpoint
UPDATE "users"
SET "profile_image" = regexp_replace("profile_image", '^/demo/outfitters/avatar-([0-9]+)\.svg$', '/demo/outfitters/avatar-\1.webp')
WHERE "profile_image" ~ '^/demo/outfitters/avatar-[0-9]+\.svg$';
