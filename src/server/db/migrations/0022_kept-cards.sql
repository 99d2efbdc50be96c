CREATE TABLE "sandbox_card" (
	"token" text PRIMARY KEY NOT NULL,
	"behaviour" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_card_behaviour_check" CHECK ("sandbox_card"."behaviour" in ('KEEP', 'DECLINE_LATER', 'AUTHENTICATE_LATER', 'EXPIRES'))
);
--> statement-breakpoint
CREATE TABLE "card_charge" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_charge_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kept_card_id" integer,
	"order_id" integer,
	"label" text NOT NULL,
	"lang" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'DUE' NOT NULL,
	"due_at" timestamp with time zone,
	"provider_reference" text,
	"decline_reason" text,
	"authenticate_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_charge_status_check" CHECK ("card_charge"."status" in ('DUE', 'PENDING', 'PAID', 'DECLINED', 'AUTHENTICATION_REQUIRED')),
	CONSTRAINT "card_charge_amount_check" CHECK ("card_charge"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "kept_card" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kept_card_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"customer_reference" text,
	"card_reference" text NOT NULL,
	"first_payment_reference" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"lang" text NOT NULL,
	"expiry_warned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kept_card_provider_card_uq" UNIQUE("provider","card_reference"),
	CONSTRAINT "kept_card_last4_check" CHECK ("kept_card"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "kept_card_expiry_check" CHECK ("kept_card"."exp_month" between 1 and 12 and "kept_card"."exp_year" between 2000 and 2200)
);
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "keep_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "kept_card_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD COLUMN "keep_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD COLUMN "card_token" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "card_charge" ADD CONSTRAINT "card_charge_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_charge" ADD CONSTRAINT "card_charge_kept_card_id_kept_card_id_fk" FOREIGN KEY ("kept_card_id") REFERENCES "public"."kept_card"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_charge" ADD CONSTRAINT "card_charge_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_charge" ADD CONSTRAINT "card_charge_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "kept_card" ADD CONSTRAINT "kept_card_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_card" ADD CONSTRAINT "kept_card_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "card_charge_card_idx" ON "card_charge" USING btree ("kept_card_id","status");--> statement-breakpoint
CREATE INDEX "card_charge_user_idx" ON "card_charge" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kept_card_user_idx" ON "kept_card" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kept_card_one_default_uq" ON "kept_card" USING btree ("user_id") WHERE "kept_card"."is_default";--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_kept_card_id_kept_card_id_fk" FOREIGN KEY ("kept_card_id") REFERENCES "public"."kept_card"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD CONSTRAINT "sandbox_payment_idempotency_uq" UNIQUE("idempotency_key");