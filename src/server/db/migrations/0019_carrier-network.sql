ALTER TABLE "carrier" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "carrier" ADD COLUMN "network" text DEFAULT 'DEMO' NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier" ADD CONSTRAINT "carrier_network_check" CHECK ("carrier"."network" in ('DEMO', 'MONDIAL_RELAY', 'COLISSIMO'));--> statement-breakpoint
-- Existing shops: the services named after a carrier are that carrier's (its relay network once its account is set).
UPDATE "carrier" SET "network" = 'MONDIAL_RELAY' WHERE "service_code" LIKE 'MONDIAL_RELAY%';--> statement-breakpoint
UPDATE "carrier" SET "network" = 'COLISSIMO' WHERE "service_code" LIKE 'COLISSIMO%';
