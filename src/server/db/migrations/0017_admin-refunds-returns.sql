CREATE TABLE "order_refund" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"return_id" integer,
	"amount" integer NOT NULL,
	"note" text,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refund_amount_check" CHECK ("order_refund"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_return" DROP CONSTRAINT "order_return_status_check";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_asked_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A payment marked REFUNDED before this column existed was to be given back whole.
UPDATE "payment" SET "refund_asked_amount" = "amount" WHERE "status" = 'REFUNDED';--> statement-breakpoint
ALTER TABLE "order_return" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "order_return" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_return_id_order_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_return"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_by_user_id_shop_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."shop_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refund_order_idx" ON "order_refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refund_payment_idx" ON "order_refund" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "order_refund_return_idx" ON "order_refund" USING btree ("return_id");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refund_asked_amount_check" CHECK ("payment"."refund_asked_amount" between "payment"."refunded_amount" and "payment"."amount");--> statement-breakpoint
ALTER TABLE "order_return" ADD CONSTRAINT "order_return_status_check" CHECK ("order_return"."status" in ('ASKED', 'ACCEPTED', 'LABEL_SENT', 'PRODUCT_RECEIVED', 'REFUNDED', 'REFUSED'));