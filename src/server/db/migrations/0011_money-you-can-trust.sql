CREATE TABLE "sandbox_payment" (
	"reference" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"lang" text NOT NULL,
	"email" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"settles_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_status_check" CHECK ("sandbox_payment"."status" in ('PENDING', 'PAID', 'FAILED', 'CANCELLED')),
	CONSTRAINT "sandbox_payment_amount_check" CHECK ("sandbox_payment"."amount" > 0 and "sandbox_payment"."refunded_amount" between 0 and "sandbox_payment"."amount")
);
--> statement-breakpoint
CREATE TABLE "instance_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "mail_outbox_attempts_check" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "vat_rate" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "vat_rate" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD CONSTRAINT "sandbox_payment_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."failed_at" is null;--> statement-breakpoint
-- A code once limited to one use per customer keeps that limit.
UPDATE "discount" SET "max_uses_per_customer" = 1 WHERE "one_per_customer";--> statement-breakpoint
ALTER TABLE "discount" DROP COLUMN "one_per_customer";--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_vat_rate_check" CHECK ("product"."vat_rate" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "discount" ADD CONSTRAINT "discount_max_uses_per_customer_check" CHECK ("discount"."max_uses_per_customer" >= 1);--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_vat_rate_check" CHECK ("order_line"."vat_rate" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refunded_amount_check" CHECK ("payment"."refunded_amount" between 0 and "payment"."amount");