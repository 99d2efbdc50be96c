-- ORDER_REVIEW_DELAY asked for a review mail the shop never sends: the setting is gone, so that the
-- back office offers no choice that does nothing. Its translations go with it (ON DELETE CASCADE).
DELETE FROM "site_parameter" WHERE "type" = 'ORDER_REVIEW_DELAY';
