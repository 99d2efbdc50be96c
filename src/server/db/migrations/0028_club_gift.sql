CREATE TABLE "club_gift" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_gift_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_hash" text NOT NULL,
	"code_end" text NOT NULL,
	"formula_id" integer NOT NULL,
	"shipments" smallint NOT NULL,
	"price" integer NOT NULL,
	"order_id" integer,
	"from_user_id" integer,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"lang" text NOT NULL,
	"membership_id" integer,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_gift_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "club_gift_shipments_check" CHECK ("club_gift"."shipments" >= 1),
	CONSTRAINT "club_gift_price_check" CHECK ("club_gift"."price" > 0),
	CONSTRAINT "club_gift_redeemed_check" CHECK (("club_gift"."membership_id" is null) or ("club_gift"."redeemed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "club_gift" ADD CONSTRAINT "club_gift_formula_id_club_formula_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."club_formula"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_gift" ADD CONSTRAINT "club_gift_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_gift" ADD CONSTRAINT "club_gift_from_user_id_shop_user_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."shop_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_gift" ADD CONSTRAINT "club_gift_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "club_gift" ADD CONSTRAINT "club_gift_membership_id_club_membership_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."club_membership"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_gift_order_idx" ON "club_gift" USING btree ("order_id");