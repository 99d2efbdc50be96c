-- What no code reads any more: orders and click and collect use the calendar tables (0008), towns
-- come from the official commune dataset in memory and relay points from the carrier's network.
-- The order column goes first: dropping its table with CASCADE would take the constraint with it.
ALTER TABLE "shop_order" DROP CONSTRAINT "shop_order_pickup_schedule_id_pickup_schedule_id_fk";--> statement-breakpoint
ALTER TABLE "shop_order" DROP COLUMN "pickup_schedule_id";--> statement-breakpoint
DROP TABLE "city" CASCADE;--> statement-breakpoint
DROP TABLE "access_point" CASCADE;--> statement-breakpoint
DROP TABLE "closed_day" CASCADE;--> statement-breakpoint
DROP TABLE "pickup_schedule" CASCADE;
