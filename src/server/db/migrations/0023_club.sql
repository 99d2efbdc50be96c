CREATE TABLE "club_allocation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_allocation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"declination_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"stock" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"min_per_member" smallint DEFAULT 1 NOT NULL,
	"default_per_member" smallint DEFAULT 1 NOT NULL,
	"max_per_member" smallint NOT NULL,
	"rule" text DEFAULT 'SENIORITY' NOT NULL,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_allocation_status_check" CHECK ("club_allocation"."status" in ('OPEN', 'SHARED', 'CHARGED', 'CANCELLED')),
	CONSTRAINT "club_allocation_rule_check" CHECK ("club_allocation"."rule" in ('SENIORITY', 'RANDOM', 'PROPORTION')),
	CONSTRAINT "club_allocation_window_check" CHECK ("club_allocation"."opens_at" < "club_allocation"."closes_at"),
	CONSTRAINT "club_allocation_stock_check" CHECK ("club_allocation"."stock" >= 1),
	CONSTRAINT "club_allocation_price_check" CHECK ("club_allocation"."unit_price" > 0),
	CONSTRAINT "club_allocation_quantities_check" CHECK (1 <= "club_allocation"."min_per_member" and "club_allocation"."min_per_member" <= "club_allocation"."default_per_member" and "club_allocation"."default_per_member" <= "club_allocation"."max_per_member")
);
--> statement-breakpoint
CREATE TABLE "club_allocation_formula" (
	"allocation_id" integer NOT NULL,
	"formula_id" integer NOT NULL,
	CONSTRAINT "club_allocation_formula_allocation_id_formula_id_pk" PRIMARY KEY("allocation_id","formula_id")
);
--> statement-breakpoint
CREATE TABLE "club_allocation_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_allocation_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"allocation_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"more_if_possible" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ASKED' NOT NULL,
	"granted" smallint,
	"card_charge_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_allocation_request_status_check" CHECK ("club_allocation_request"."status" in ('ASKED', 'GRANTED', 'CHARGED', 'DECLINED', 'NONE')),
	CONSTRAINT "club_allocation_request_quantity_check" CHECK ("club_allocation_request"."quantity" >= 1),
	CONSTRAINT "club_allocation_request_granted_check" CHECK ("club_allocation_request"."granted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "club_box" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_box_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"status" text DEFAULT 'PLANNED' NOT NULL,
	"price" integer NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"delivery_mode" text NOT NULL,
	"address_id" integer,
	"skipped_at" timestamp with time zone,
	"card_charge_id" integer,
	"order_id" integer,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_box_status_check" CHECK ("club_box"."status" in ('PLANNED', 'SKIPPED', 'PENDING', 'CHARGED', 'DECLINED', 'AUTHENTICATION_REQUIRED', 'FAILED')),
	CONSTRAINT "club_box_delivery_check" CHECK ("club_box"."delivery_mode" in ('SHIPPING', 'COLLECTION')),
	CONSTRAINT "club_box_price_check" CHECK ("club_box"."price" >= 0),
	CONSTRAINT "club_box_fee_check" CHECK ("club_box"."delivery_fee" >= 0),
	CONSTRAINT "club_box_attempts_check" CHECK ("club_box"."attempts" >= 0),
	CONSTRAINT "club_box_charged_check" CHECK ("club_box"."status" <> 'CHARGED' or ("club_box"."card_charge_id" is not null and "club_box"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "club_box_line" (
	"box_id" integer NOT NULL,
	"declination_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_price" integer NOT NULL,
	CONSTRAINT "club_box_line_box_id_declination_id_pk" PRIMARY KEY("box_id","declination_id"),
	CONSTRAINT "club_box_line_quantity_check" CHECK ("club_box_line"."quantity" >= 1),
	CONSTRAINT "club_box_line_price_check" CHECK ("club_box_line"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "club_formula" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_formula_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"media_id" integer,
	"bottles_per_shipment" smallint NOT NULL,
	"shipments_per_year" smallint NOT NULL,
	"selection" text DEFAULT 'CURATED' NOT NULL,
	"choice_colours" text[] DEFAULT '{}'::text[] NOT NULL,
	"choice_budget" integer,
	"price_per_shipment" integer NOT NULL,
	"member_discount" integer DEFAULT 0 NOT NULL,
	"allows_shipping" boolean DEFAULT true NOT NULL,
	"allows_collection" boolean DEFAULT true NOT NULL,
	"shipping_rate" integer DEFAULT 0 NOT NULL,
	"member_cap" integer,
	"max_skips_per_year" smallint DEFAULT 1 NOT NULL,
	"gift_shipments" smallint,
	"gift_price" integer,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_formula_bottles_check" CHECK ("club_formula"."bottles_per_shipment" between 1 and 120),
	CONSTRAINT "club_formula_shipments_check" CHECK ("club_formula"."shipments_per_year" between 1 and 12),
	CONSTRAINT "club_formula_selection_check" CHECK ("club_formula"."selection" in ('CURATED', 'MEMBER_CHOICE')),
	CONSTRAINT "club_formula_price_check" CHECK ("club_formula"."price_per_shipment" > 0),
	CONSTRAINT "club_formula_discount_check" CHECK ("club_formula"."member_discount" between 0 and 10000),
	CONSTRAINT "club_formula_delivery_check" CHECK ("club_formula"."allows_shipping" or "club_formula"."allows_collection"),
	CONSTRAINT "club_formula_shipping_rate_check" CHECK ("club_formula"."shipping_rate" >= 0),
	CONSTRAINT "club_formula_cap_check" CHECK ("club_formula"."member_cap" >= 1),
	CONSTRAINT "club_formula_skips_check" CHECK ("club_formula"."max_skips_per_year" between 0 and 12),
	CONSTRAINT "club_formula_budget_check" CHECK ("club_formula"."choice_budget" > 0),
	CONSTRAINT "club_formula_gift_check" CHECK (("club_formula"."gift_shipments" is null) = ("club_formula"."gift_price" is null) and ("club_formula"."gift_shipments" is null or ("club_formula"."gift_shipments" >= 1 and "club_formula"."gift_price" > 0)))
);
--> statement-breakpoint
CREATE TABLE "club_formula_translation" (
	"formula_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "club_formula_translation_formula_id_lang_pk" PRIMARY KEY("formula_id","lang")
);
--> statement-breakpoint
CREATE TABLE "club_membership" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_membership_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"formula_id" integer NOT NULL,
	"status" text NOT NULL,
	"since" timestamp with time zone,
	"kept_card_id" integer,
	"delivery_mode" text NOT NULL,
	"address_id" integer,
	"paused_until" date,
	"cancel_requested_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"gift_shipments_left" smallint,
	"gift_from_user_id" integer,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"terms_version" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_membership_status_check" CHECK ("club_membership"."status" in ('WAITING', 'ACTIVE', 'PAUSED', 'ON_HOLD', 'CANCELLED')),
	CONSTRAINT "club_membership_delivery_check" CHECK ("club_membership"."delivery_mode" in ('SHIPPING', 'COLLECTION')),
	CONSTRAINT "club_membership_since_check" CHECK ("club_membership"."status" in ('WAITING', 'CANCELLED') or "club_membership"."since" is not null),
	CONSTRAINT "club_membership_paused_check" CHECK ("club_membership"."status" <> 'PAUSED' or "club_membership"."paused_until" is not null),
	CONSTRAINT "club_membership_gift_check" CHECK ("club_membership"."gift_shipments_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "club_shipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_shipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"formula_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"charge_on" date NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"price" integer NOT NULL,
	"first_reminder_at" timestamp with time zone,
	"last_reminder_at" timestamp with time zone,
	"run_started_at" timestamp with time zone,
	"run_ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_shipment_status_check" CHECK ("club_shipment"."status" in ('DRAFT', 'OPEN', 'CHARGING', 'DONE', 'CANCELLED')),
	CONSTRAINT "club_shipment_price_check" CHECK ("club_shipment"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "club_shipment_wine" (
	"shipment_id" integer NOT NULL,
	"declination_id" integer NOT NULL,
	"quantity" smallint DEFAULT 0 NOT NULL,
	"max_per_box" smallint,
	"unit_price" integer NOT NULL,
	CONSTRAINT "club_shipment_wine_shipment_id_declination_id_pk" PRIMARY KEY("shipment_id","declination_id"),
	CONSTRAINT "club_shipment_wine_quantity_check" CHECK ("club_shipment_wine"."quantity" >= 0),
	CONSTRAINT "club_shipment_wine_max_check" CHECK ("club_shipment_wine"."max_per_box" >= 1),
	CONSTRAINT "club_shipment_wine_price_check" CHECK ("club_shipment_wine"."unit_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "club_allocation" ADD CONSTRAINT "club_allocation_declination_id_declination_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."declination"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_allocation_formula" ADD CONSTRAINT "club_allocation_formula_allocation_id_club_allocation_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."club_allocation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_allocation_formula" ADD CONSTRAINT "club_allocation_formula_formula_id_club_formula_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."club_formula"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_allocation_request" ADD CONSTRAINT "club_allocation_request_allocation_id_club_allocation_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."club_allocation"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_allocation_request" ADD CONSTRAINT "club_allocation_request_membership_id_club_membership_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."club_membership"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_allocation_request" ADD CONSTRAINT "club_allocation_request_card_charge_id_card_charge_id_fk" FOREIGN KEY ("card_charge_id") REFERENCES "public"."card_charge"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_allocation_request" ADD CONSTRAINT "club_allocation_request_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_box" ADD CONSTRAINT "club_box_shipment_id_club_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."club_shipment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_box" ADD CONSTRAINT "club_box_membership_id_club_membership_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."club_membership"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_box" ADD CONSTRAINT "club_box_address_id_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."address"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_box" ADD CONSTRAINT "club_box_card_charge_id_card_charge_id_fk" FOREIGN KEY ("card_charge_id") REFERENCES "public"."card_charge"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_box" ADD CONSTRAINT "club_box_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_box_line" ADD CONSTRAINT "club_box_line_box_id_club_box_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."club_box"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_box_line" ADD CONSTRAINT "club_box_line_declination_id_declination_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."declination"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_formula" ADD CONSTRAINT "club_formula_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_formula_translation" ADD CONSTRAINT "club_formula_translation_formula_id_club_formula_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."club_formula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_formula_translation" ADD CONSTRAINT "club_formula_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "club_membership" ADD CONSTRAINT "club_membership_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_membership" ADD CONSTRAINT "club_membership_formula_id_club_formula_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."club_formula"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_membership" ADD CONSTRAINT "club_membership_kept_card_id_kept_card_id_fk" FOREIGN KEY ("kept_card_id") REFERENCES "public"."kept_card"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_membership" ADD CONSTRAINT "club_membership_address_id_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."address"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_membership" ADD CONSTRAINT "club_membership_gift_from_user_id_shop_user_id_fk" FOREIGN KEY ("gift_from_user_id") REFERENCES "public"."shop_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_membership" ADD CONSTRAINT "club_membership_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "club_shipment" ADD CONSTRAINT "club_shipment_formula_id_club_formula_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."club_formula"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_shipment_wine" ADD CONSTRAINT "club_shipment_wine_shipment_id_club_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."club_shipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_shipment_wine" ADD CONSTRAINT "club_shipment_wine_declination_id_declination_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."declination"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_allocation_request_one_per_member_uq" ON "club_allocation_request" USING btree ("allocation_id","membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_allocation_request_one_charge_uq" ON "club_allocation_request" USING btree ("card_charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_allocation_request_one_order_uq" ON "club_allocation_request" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_box_one_per_member_uq" ON "club_box" USING btree ("shipment_id","membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_box_one_charge_uq" ON "club_box" USING btree ("card_charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_box_one_order_uq" ON "club_box" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "club_box_membership_idx" ON "club_box" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "club_box_retry_idx" ON "club_box" USING btree ("status","next_retry_at");--> statement-breakpoint
CREATE INDEX "club_membership_formula_idx" ON "club_membership" USING btree ("formula_id","status");--> statement-breakpoint
CREATE INDEX "club_membership_user_idx" ON "club_membership" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_membership_one_live_uq" ON "club_membership" USING btree ("user_id") WHERE "club_membership"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "club_shipment_formula_idx" ON "club_shipment" USING btree ("formula_id","charge_on");--> statement-breakpoint
CREATE INDEX "club_shipment_due_idx" ON "club_shipment" USING btree ("status","charge_on");