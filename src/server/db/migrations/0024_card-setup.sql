CREATE TABLE "card_setup" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_setup_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"return_mac" text,
	"back" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"kept_card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_setup_token_uq" UNIQUE("token"),
	CONSTRAINT "card_setup_provider_reference_uq" UNIQUE("provider","provider_reference"),
	CONSTRAINT "card_setup_status_check" CHECK ("card_setup"."status" in ('OPEN', 'KEPT', 'FAILED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment" DROP CONSTRAINT "sandbox_payment_amount_check";--> statement-breakpoint
ALTER TABLE "card_setup" ADD CONSTRAINT "card_setup_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_setup" ADD CONSTRAINT "card_setup_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "card_setup" ADD CONSTRAINT "card_setup_kept_card_id_kept_card_id_fk" FOREIGN KEY ("kept_card_id") REFERENCES "public"."kept_card"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_setup_user_idx" ON "card_setup" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD CONSTRAINT "sandbox_payment_amount_check" CHECK ("sandbox_payment"."amount" >= 0 and "sandbox_payment"."refunded_amount" between 0 and "sandbox_payment"."amount");