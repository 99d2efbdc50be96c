CREATE TABLE "shipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"return_id" integer,
	"network" text NOT NULL,
	"state" text DEFAULT 'CREATING' NOT NULL,
	"tracking_number" text,
	"tracking_link" text,
	"parcels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label_media_id" integer,
	"next_check_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_network_check" CHECK ("shipment"."network" in ('DEMO', 'MONDIAL_RELAY', 'COLISSIMO')),
	CONSTRAINT "shipment_state_check" CHECK ("shipment"."state" in ('CREATING', 'CREATED', 'DELIVERED'))
);
--> statement-breakpoint
CREATE TABLE "shipment_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"parcel_number" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declination" ADD COLUMN "shipping_weight" integer;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_return_id_order_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_return"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_label_media_id_media_id_fk" FOREIGN KEY ("label_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_event" ADD CONSTRAINT "shipment_event_shipment_id_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_order_uq" ON "shipment" USING btree ("order_id") WHERE "shipment"."return_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_return_uq" ON "shipment" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "shipment_next_check_idx" ON "shipment" USING btree ("next_check_at") WHERE "shipment"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "shipment_label_media_idx" ON "shipment" USING btree ("label_media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_event_uq" ON "shipment_event" USING btree ("shipment_id","parcel_number","at","code");--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_shipping_weight_check" CHECK ("declination"."shipping_weight" > 0);