-- The statuses an order can take (orderStatuses in schema/orders.ts), in the order of its life.
-- They are part of the schema: shop_order.status references them.
INSERT INTO "order_status" ("value", "position") VALUES
  ('AWAITING_PAYMENT', 1),
  ('PAID', 2),
  ('PAYMENT_FAILED', 3),
  ('PREPARING', 4),
  ('READY_FOR_PICKUP', 5),
  ('SHIPPED', 6),
  ('DELIVERED', 7),
  ('CANCELLED', 8),
  ('REFUNDED', 9)
ON CONFLICT ("value") DO NOTHING;
