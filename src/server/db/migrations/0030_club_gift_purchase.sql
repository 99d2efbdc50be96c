ALTER TABLE "cart" ADD COLUMN "club_gifts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "club_gifts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "club_gift" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
ALTER TABLE "club_gift" ADD CONSTRAINT "club_gift_order_line_id_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_line"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_gift_order_line_uq" ON "club_gift" USING btree ("order_line_id");