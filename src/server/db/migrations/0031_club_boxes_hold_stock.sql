-- The club's boxes hold their bottles from the announcement (docs/club.md, "The stock of the boxes").
-- A shop that has boxes waiting to be charged (PLANNED, PENDING, DECLINED, AUTHENTICATION_REQUIRED:
-- an OPEN shipment's, or a run's still retried) wrote them when the stock was taken at the charge:
-- their bottles are taken now, per wine, as announcing takes them, so that their orders (which no
-- longer take stock) and the storefront count them once. A wine the shop counts with fewer bottles
-- than its boxes hold goes to zero (the stock cannot be negative, declination_quantity_check): the
-- storefront sells none of it, and the owner, who had announced more than the cellar held, sees the
-- wine at zero before the charge day.
UPDATE "declination" AS d
SET "quantity" = GREATEST(d."quantity" - held."bottles", 0)
FROM (
  SELECT l."declination_id", SUM(l."quantity")::integer AS "bottles"
  FROM "club_box_line" AS l
  JOIN "club_box" AS b ON b."id" = l."box_id"
  WHERE b."status" IN ('PLANNED', 'PENDING', 'DECLINED', 'AUTHENTICATION_REQUIRED')
  GROUP BY l."declination_id"
) AS held
WHERE d."id" = held."declination_id" AND d."tracks_stock";
