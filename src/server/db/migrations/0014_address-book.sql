ALTER TABLE "address" DROP CONSTRAINT "address_kind_check";--> statement-breakpoint
DROP INDEX "address_user_kind_default_uq";--> statement-breakpoint
ALTER TABLE "address" ADD COLUMN "is_default_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "address" ADD COLUMN "is_default_billing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "address_user_default_delivery_uq" ON "address" USING btree ("user_id") WHERE "address"."is_default_delivery";--> statement-breakpoint
CREATE UNIQUE INDEX "address_user_default_billing_uq" ON "address" USING btree ("user_id") WHERE "address"."is_default_billing";--> statement-breakpoint
ALTER TABLE "address" DROP COLUMN "kind";--> statement-breakpoint
ALTER TABLE "address" DROP COLUMN "is_default";