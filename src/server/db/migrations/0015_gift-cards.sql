CREATE TABLE "gift_card" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_card_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_end" text NOT NULL,
	"name" text NOT NULL,
	"value" integer NOT NULL,
	"balance" integer NOT NULL,
	"order_id" integer,
	"order_line_id" integer,
	"unit" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_card_kind_check" CHECK ("gift_card"."kind" in ('GIFT_CARD', 'VISIT_VOUCHER')),
	CONSTRAINT "gift_card_value_check" CHECK ("gift_card"."value" > 0),
	CONSTRAINT "gift_card_balance_check" CHECK ("gift_card"."balance" >= 0 and "gift_card"."balance" <= "gift_card"."value"),
	CONSTRAINT "gift_card_unit_check" CHECK ("gift_card"."unit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "gift_card_use" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_card_use_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gift_card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "gift_card_use_amount_check" CHECK ("gift_card_use"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "gift_kind" text;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "gift_card_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card" ADD CONSTRAINT "gift_card_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card" ADD CONSTRAINT "gift_card_order_line_id_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_line"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_use" ADD CONSTRAINT "gift_card_use_gift_card_id_gift_card_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_use" ADD CONSTRAINT "gift_card_use_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_order_line_unit_uq" ON "gift_card" USING btree ("order_line_id","unit");--> statement-breakpoint
CREATE INDEX "gift_card_order_idx" ON "gift_card" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_use_order_uq" ON "gift_card_use" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_card_use_card_idx" ON "gift_card_use" USING btree ("gift_card_id");--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_gift_kind_check" CHECK ("product"."gift_kind" in ('GIFT_CARD', 'VISIT_VOUCHER'));--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_gift_kind_dematerialized_check" CHECK ("product"."gift_kind" is null or "product"."is_dematerialized");--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_gift_card_total_check" CHECK ("shop_order"."gift_card_total" between 0 and "shop_order"."total");