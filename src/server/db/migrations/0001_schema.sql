CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "address_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "address_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"value" text NOT NULL,
	CONSTRAINT "address_type_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "city" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "city_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"postal_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_address" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"type" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"address_part2" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_id" integer NOT NULL,
	"phone" text,
	"email" text,
	"lat" double precision,
	"lng" double precision,
	"is_valid" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "country_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alpha_two" char(2) NOT NULL,
	"alpha_three" char(3) NOT NULL,
	"num_code" smallint NOT NULL,
	"zone" text DEFAULT 'WORLD' NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	CONSTRAINT "country_alpha_two_unique" UNIQUE("alpha_two"),
	CONSTRAINT "country_alpha_three_unique" UNIQUE("alpha_three"),
	CONSTRAINT "country_zone_check" CHECK ("country"."zone" in ('FRANCE_METROPOLITAN', 'FRANCE_OVERSEAS', 'EUROPEAN_UNION', 'WORLD'))
);
--> statement-breakpoint
CREATE TABLE "country_translation" (
	"country_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "country_translation_country_id_lang_pk" PRIMARY KEY("country_id","lang")
);
--> statement-breakpoint
CREATE TABLE "external_app" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_app_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"public_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"private_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_app_app_unique" UNIQUE("app")
);
--> statement-breakpoint
CREATE TABLE "language" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "language_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"label" text NOT NULL,
	"deepl_code" text,
	"country_id" integer,
	"is_valid" boolean DEFAULT true NOT NULL,
	CONSTRAINT "language_code_unique" UNIQUE("code"),
	CONSTRAINT "language_code_check" CHECK ("language"."code" ~ '^[a-z]{2}_[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opening_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer,
	"company_address_id" integer,
	"weekday" smallint NOT NULL,
	"opens_at" time,
	"closes_at" time,
	"is_closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "opening_hours_owner_check" CHECK (num_nonnulls("opening_hours"."site_id", "opening_hours"."company_address_id") = 1),
	CONSTRAINT "opening_hours_weekday_check" CHECK ("opening_hours"."weekday" between 1 and 7),
	CONSTRAINT "opening_hours_range_check" CHECK ("opening_hours"."is_closed" or ("opening_hours"."opens_at" is not null and "opening_hours"."closes_at" is not null and "opening_hours"."opens_at" < "opening_hours"."closes_at"))
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "site" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"dev_url" text,
	"prod_url" text,
	"url" text NOT NULL,
	"is_winemaker" boolean DEFAULT true NOT NULL,
	"is_e_commerce" boolean DEFAULT true NOT NULL,
	"is_building" boolean DEFAULT false NOT NULL,
	"technical_file_model" text,
	"dashboard_type" text,
	"default_lang" text DEFAULT 'fr_FR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_font" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_font_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"family" text NOT NULL,
	"color" text,
	"size" text,
	"weight" smallint,
	"style" text,
	CONSTRAINT "site_font_type_check" CHECK ("site_font"."type" in ('TITLE', 'CONTENT', 'MENU'))
);
--> statement-breakpoint
CREATE TABLE "site_parameter" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"label" text,
	"value" text,
	CONSTRAINT "site_parameter_type_check" CHECK ("site_parameter"."type" ~ '^[A-Z][A-Z0-9_]*$'),
	CONSTRAINT "site_parameter_kind_check" CHECK ("site_parameter"."kind" in ('STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK'))
);
--> statement-breakpoint
CREATE TABLE "site_parameter_translation" (
	"parameter_id" integer NOT NULL,
	"lang" text NOT NULL,
	"value" text,
	CONSTRAINT "site_parameter_translation_parameter_id_lang_pk" PRIMARY KEY("parameter_id","lang")
);
--> statement-breakpoint
CREATE TABLE "visit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"from" text NOT NULL,
	"path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent_hash" text
);
--> statement-breakpoint
CREATE TABLE "font_file" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "font_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"family" text NOT NULL,
	"filename" text NOT NULL,
	"weight" smallint DEFAULT 400 NOT NULL,
	"style" text DEFAULT 'normal' NOT NULL,
	"media_id" integer,
	"url" text,
	CONSTRAINT "font_file_source_check" CHECK ("font_file"."media_id" is not null or "font_file"."url" is not null),
	CONSTRAINT "font_file_weight_check" CHECK ("font_file"."weight" between 100 and 900)
);
--> statement-breakpoint
CREATE TABLE "logo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "logo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "logo_type_check" CHECK ("logo"."type" in ('LOGO', 'LOGO_LIGHT_THEME', 'LOGO_DARK_THEME', 'LOGO_FOOTER', 'LOGO_FAVICON'))
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"byte_size" integer,
	"sha256" text,
	"width" integer,
	"height" integer,
	"external_id" text,
	"external_type" text,
	"external_path" text,
	"url" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('IMAGE', 'VIDEO', 'FONT', 'FILE')),
	CONSTRAINT "media_byte_size_check" CHECK ("media"."byte_size" is null or "media"."byte_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_content" (
	"media_id" integer PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_translation" (
	"media_id" integer NOT NULL,
	"lang" text NOT NULL,
	"alt" text,
	"title" text,
	CONSTRAINT "media_translation_media_id_lang_pk" PRIMARY KEY("media_id","lang")
);
--> statement-breakpoint
CREATE TABLE "address" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company" text,
	"address" text NOT NULL,
	"address_part2" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_id" integer NOT NULL,
	"phone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_kind_check" CHECK ("address"."kind" in ('SHIPPING', 'BILLING'))
);
--> statement-breakpoint
CREATE TABLE "email_confirmation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_confirmation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_confirmation_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "newsletter_list" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_list_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_list_translation" (
	"list_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "newsletter_list_translation_list_id_lang_pk" PRIMARY KEY("list_id","lang")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscription" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscription_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"lang" text DEFAULT 'fr_FR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_token_hash" text,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscription_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash"),
	CONSTRAINT "newsletter_subscription_email_lower_check" CHECK ("newsletter_subscription"."email" = lower("newsletter_subscription"."email"))
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	CONSTRAINT "session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "shop_user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'CUSTOMER' NOT NULL,
	"firstname" text,
	"lastname" text,
	"phone" text,
	"birthdate" date,
	"lang" text DEFAULT 'fr_FR' NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"email_confirmed_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "shop_user_email_lower_check" CHECK ("shop_user"."email" = lower("shop_user"."email")),
	CONSTRAINT "shop_user_role_check" CHECK ("shop_user"."role" in ('CUSTOMER', 'ADMIN', 'SUPER_ADMIN'))
);
--> statement-breakpoint
CREATE TABLE "declination" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "declination_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"year" smallint,
	"capacity" numeric(8, 3),
	"capacity_unit" text,
	"price" integer NOT NULL,
	"fixed_price" integer,
	"quantity" integer,
	"tracks_stock" boolean DEFAULT true NOT NULL,
	"set_quantity" integer,
	"sell_by_multiple_of" integer DEFAULT 1 NOT NULL,
	"media_id" integer,
	"variation1" text,
	"variation2" text,
	"variation3" text,
	"variation_detail1_id" integer,
	"variation_detail2_id" integer,
	"variation_detail3_id" integer,
	"reference" text,
	"is_valid" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declination_reference_unique" UNIQUE("reference"),
	CONSTRAINT "declination_price_check" CHECK ("declination"."price" >= 0),
	CONSTRAINT "declination_fixed_price_check" CHECK ("declination"."fixed_price" >= 0),
	CONSTRAINT "declination_quantity_check" CHECK ("declination"."quantity" >= 0),
	CONSTRAINT "declination_tracked_stock_check" CHECK (not "declination"."tracks_stock" or "declination"."quantity" is not null),
	CONSTRAINT "declination_sell_by_multiple_of_check" CHECK ("declination"."sell_by_multiple_of" >= 1),
	CONSTRAINT "declination_set_quantity_check" CHECK ("declination"."set_quantity" >= 1),
	CONSTRAINT "declination_capacity_check" CHECK ("declination"."capacity" > 0),
	CONSTRAINT "declination_capacity_unit_check" CHECK (("declination"."capacity" is null) = ("declination"."capacity_unit" is null)),
	CONSTRAINT "declination_capacity_unit_value_check" CHECK ("declination"."capacity_unit" in ('LITER', 'CENTILITRE')),
	CONSTRAINT "declination_year_check" CHECK ("declination"."year" between 1800 and 2200)
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"subtype_type" text,
	"is_dematerialized" boolean DEFAULT false NOT NULL,
	"has_shipping_fees" boolean DEFAULT true NOT NULL,
	"reference" text,
	"is_valid" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"colour" text,
	"appellation" text,
	"alcohol_degree" numeric(4, 2),
	"serving_temperature_min" smallint,
	"serving_temperature_max" smallint,
	"ageing_potential_min" smallint,
	"ageing_potential_max" smallint,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reference_unique" UNIQUE("reference"),
	CONSTRAINT "product_type_check" CHECK ("product"."type" in ('WINE', 'BOX', 'OTHER')),
	CONSTRAINT "product_colour_check" CHECK ("product"."colour" in ('RED', 'WHITE', 'ROSE', 'SPARKLING', 'SWEET')),
	CONSTRAINT "product_alcohol_degree_check" CHECK ("product"."alcohol_degree" between 0 and 100),
	CONSTRAINT "product_serving_temperature_check" CHECK ("product"."serving_temperature_min" <= "product"."serving_temperature_max"),
	CONSTRAINT "product_ageing_potential_check" CHECK ("product"."ageing_potential_min" <= "product"."ageing_potential_max")
);
--> statement-breakpoint
CREATE TABLE "product_grape" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_grape_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"variety" text NOT NULL,
	"percent" smallint,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_grape_percent_check" CHECK ("product_grape"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"product_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_media_product_id_media_id_pk" PRIMARY KEY("product_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "product_recommendation" (
	"product_id" integer NOT NULL,
	"recommended_product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_recommendation_product_id_recommended_product_id_pk" PRIMARY KEY("product_id","recommended_product_id"),
	CONSTRAINT "product_recommendation_other_check" CHECK ("product_recommendation"."product_id" <> "product_recommendation"."recommended_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_translation" (
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"short_description" text,
	"description" text,
	"tasting_eye" text,
	"tasting_nose" text,
	"tasting_mouth" text,
	"food_pairing" text,
	"vinification" text,
	"terroir" text,
	"meta_description" text,
	CONSTRAINT "product_translation_product_id_lang_pk" PRIMARY KEY("product_id","lang")
);
--> statement-breakpoint
CREATE TABLE "product_variation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"variation_id" integer NOT NULL,
	CONSTRAINT "product_variation_position_check" CHECK ("product_variation"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "product_variation_translation" (
	"product_variation_id" integer NOT NULL,
	"lang" text NOT NULL,
	"label" text NOT NULL,
	"display_label" text,
	CONSTRAINT "product_variation_translation_product_variation_id_lang_pk" PRIMARY KEY("product_variation_id","lang")
);
--> statement-breakpoint
CREATE TABLE "variation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variation_detail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variation_detail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variation_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variation_detail_translation" (
	"detail_id" integer NOT NULL,
	"lang" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "variation_detail_translation_detail_id_lang_pk" PRIMARY KEY("detail_id","lang")
);
--> statement-breakpoint
CREATE TABLE "variation_translation" (
	"variation_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "variation_translation_variation_id_lang_pk" PRIMARY KEY("variation_id","lang")
);
--> statement-breakpoint
CREATE TABLE "award" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"competition" text NOT NULL,
	"medal" text,
	"year" smallint,
	"score" numeric(5, 2),
	"score_out_of" smallint,
	"media_id" integer,
	CONSTRAINT "award_medal_check" CHECK ("award"."medal" in ('PLATINUM', 'DOUBLE_GOLD', 'GOLD', 'SILVER', 'BRONZE', 'COMMENDED')),
	CONSTRAINT "award_score_check" CHECK ("award"."score" >= 0 and "award"."score" <= "award"."score_out_of")
);
--> statement-breakpoint
CREATE TABLE "award_translation" (
	"award_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "award_translation_award_id_lang_pk" PRIMARY KEY("award_id","lang")
);
--> statement-breakpoint
CREATE TABLE "feature" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feature_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"icon" text,
	"media_id" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_translation" (
	"feature_id" integer NOT NULL,
	"lang" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "feature_translation_feature_id_lang_pk" PRIMARY KEY("feature_id","lang")
);
--> statement-breakpoint
CREATE TABLE "meal_icon" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meal_icon_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "meal_icon_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "meal_icon_translation" (
	"meal_icon_id" integer NOT NULL,
	"lang" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "meal_icon_translation_meal_icon_id_lang_pk" PRIMARY KEY("meal_icon_id","lang")
);
--> statement-breakpoint
CREATE TABLE "nutrition" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nutrition_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"declination_id" integer,
	"year" smallint,
	"energy_kj" numeric(7, 2),
	"energy_kcal" numeric(7, 2),
	"fat" numeric(7, 2),
	"saturated_fat" numeric(7, 2),
	"carbohydrates" numeric(7, 2),
	"sugars" numeric(7, 2),
	"protein" numeric(7, 2),
	"salt" numeric(7, 2)
);
--> statement-breakpoint
CREATE TABLE "nutrition_translation" (
	"nutrition_id" integer NOT NULL,
	"lang" text NOT NULL,
	"ingredients" text,
	"allergens" text,
	CONSTRAINT "nutrition_translation_nutrition_id_lang_pk" PRIMARY KEY("nutrition_id","lang")
);
--> statement-breakpoint
CREATE TABLE "product_award" (
	"product_id" integer NOT NULL,
	"award_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_award_product_id_award_id_pk" PRIMARY KEY("product_id","award_id")
);
--> statement-breakpoint
CREATE TABLE "product_feature" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_feature_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_feature_translation" (
	"product_feature_id" integer NOT NULL,
	"lang" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_feature_translation_product_feature_id_lang_pk" PRIMARY KEY("product_feature_id","lang")
);
--> statement-breakpoint
CREATE TABLE "product_meal_icon" (
	"product_id" integer NOT NULL,
	"meal_icon_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_meal_icon_product_id_meal_icon_id_pk" PRIMARY KEY("product_id","meal_icon_id")
);
--> statement-breakpoint
CREATE TABLE "decreasing_discount" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "decreasing_discount_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer,
	"declination_id" integer,
	"min_quantity" integer NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "decreasing_discount_target_check" CHECK (num_nonnulls("decreasing_discount"."product_id", "decreasing_discount"."declination_id") = 1),
	CONSTRAINT "decreasing_discount_min_quantity_check" CHECK ("decreasing_discount"."min_quantity" >= 1),
	CONSTRAINT "decreasing_discount_type_check" CHECK ("decreasing_discount"."type" in ('EURO', 'PERCENT')),
	CONSTRAINT "decreasing_discount_amount_check" CHECK ("decreasing_discount"."amount" > 0 and ("decreasing_discount"."type" <> 'PERCENT' or "decreasing_discount"."amount" <= 10000))
);
--> statement-breakpoint
CREATE TABLE "discount" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"detail_type" text NOT NULL,
	"product_id" integer,
	"declination_id" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"one_per_customer" boolean DEFAULT false NOT NULL,
	"minimum_amount" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_type_check" CHECK ("discount"."type" in ('EURO', 'PERCENT')),
	CONSTRAINT "discount_detail_type_check" CHECK ("discount"."detail_type" in ('PRODUCT', 'SHIPPING_FEES', 'CART')),
	CONSTRAINT "discount_amount_check" CHECK ("discount"."amount" > 0 and ("discount"."type" <> 'PERCENT' or "discount"."amount" <= 10000)),
	CONSTRAINT "discount_code_upper_check" CHECK ("discount"."code" = upper("discount"."code")),
	CONSTRAINT "discount_period_check" CHECK ("discount"."starts_at" < "discount"."ends_at"),
	CONSTRAINT "discount_uses_check" CHECK ("discount"."uses_count" >= 0 and ("discount"."max_uses" is null or "discount"."uses_count" <= "discount"."max_uses")),
	CONSTRAINT "discount_minimum_amount_check" CHECK ("discount"."minimum_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customization" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customization_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"input_type" text,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"form_id" integer,
	"accepted_mimes" text[],
	"max_bytes" integer,
	"min_width" integer,
	"min_height" integer,
	CONSTRAINT "customization_type_check" CHECK ("customization"."type" in ('SIMPLE', 'DYNAMIC_FORM')),
	CONSTRAINT "customization_input_type_check" CHECK ("customization"."input_type" in ('TEXT', 'SELECT', 'CHECKBOX', 'FILE')),
	CONSTRAINT "customization_shape_check" CHECK (case "customization"."type" when 'SIMPLE' then "customization"."input_type" is not null and "customization"."form_id" is null else "customization"."form_id" is not null end),
	CONSTRAINT "customization_file_rules_check" CHECK ("customization"."max_bytes" > 0 and "customization"."min_width" >= 0 and "customization"."min_height" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customization_translation" (
	"customization_id" integer NOT NULL,
	"lang" text NOT NULL,
	"label" text NOT NULL,
	"description" text,
	CONSTRAINT "customization_translation_customization_id_lang_pk" PRIMARY KEY("customization_id","lang")
);
--> statement-breakpoint
CREATE TABLE "customization_value" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customization_value_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customization_id" integer NOT NULL,
	"text_number_of_char" integer,
	"select_key" text,
	"cost_type" text DEFAULT 'NONE' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customization_value_cost_type_check" CHECK ("customization_value"."cost_type" in ('NONE', 'EURO', 'PERCENT')),
	CONSTRAINT "customization_value_amount_check" CHECK ("customization_value"."amount" >= 0),
	CONSTRAINT "customization_value_text_number_of_char_check" CHECK ("customization_value"."text_number_of_char" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customization_value_translation" (
	"value_id" integer NOT NULL,
	"lang" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "customization_value_translation_value_id_lang_pk" PRIMARY KEY("value_id","lang")
);
--> statement-breakpoint
CREATE TABLE "form" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_answer" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_answer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"user_id" integer,
	"lang" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_field" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_field_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "form_field_type_check" CHECK ("form_field"."type" in ('TEXT', 'TEXTAREA', 'EMAIL', 'PHONE', 'NUMBER', 'DATE', 'SELECT', 'RADIO', 'CHECKBOX', 'FILE'))
);
--> statement-breakpoint
CREATE TABLE "form_field_translation" (
	"field_id" integer NOT NULL,
	"lang" text NOT NULL,
	"label" text NOT NULL,
	"placeholder" text,
	"help_text" text,
	CONSTRAINT "form_field_translation_field_id_lang_pk" PRIMARY KEY("field_id","lang")
);
--> statement-breakpoint
CREATE TABLE "form_file" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"answer_id" integer NOT NULL,
	"field_name" text NOT NULL,
	"media_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_translation" (
	"form_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"submit_label" text,
	"success_message" text,
	CONSTRAINT "form_translation_form_id_lang_pk" PRIMARY KEY("form_id","lang")
);
--> statement-breakpoint
CREATE TABLE "cart" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text DEFAULT 'MAIN_CART' NOT NULL,
	"user_id" integer,
	"guest_token_hash" text,
	"discount_code" text,
	"ordered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_guest_token_hash_unique" UNIQUE("guest_token_hash"),
	CONSTRAINT "cart_type_check" CHECK ("cart"."type" in ('MAIN_CART')),
	CONSTRAINT "cart_owner_check" CHECK ("cart"."user_id" is not null or "cart"."guest_token_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "cart_file" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_product_id" integer NOT NULL,
	"customization_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"declination_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"customizations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_product_quantity_check" CHECK ("cart_product"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "access_point" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_point_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"network" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"add_line1" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"icon" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "access_point_network_external_id_uq" UNIQUE("network","external_id")
);
--> statement-breakpoint
CREATE TABLE "carrier" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"service_code" text NOT NULL,
	"delivery_type" text NOT NULL,
	"site_type" text,
	"zone" text DEFAULT 'FRANCE_METROPOLITAN' NOT NULL,
	"price" integer NOT NULL,
	"free_above" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_service_code_unique" UNIQUE("service_code"),
	CONSTRAINT "carrier_delivery_type_check" CHECK ("carrier"."delivery_type" in ('DELIVERY', 'PICKUP')),
	CONSTRAINT "carrier_zone_check" CHECK ("carrier"."zone" in ('FRANCE_METROPOLITAN', 'FRANCE_OVERSEAS', 'EUROPEAN_UNION', 'WORLD')),
	CONSTRAINT "carrier_price_check" CHECK ("carrier"."price" >= 0),
	CONSTRAINT "carrier_free_above_check" CHECK ("carrier"."free_above" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carrier_rate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_rate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrier_id" integer NOT NULL,
	"min_bottles" integer NOT NULL,
	"max_bottles" integer,
	"price" integer NOT NULL,
	CONSTRAINT "carrier_rate_range_check" CHECK ("carrier_rate"."min_bottles" >= 0 and "carrier_rate"."min_bottles" <= "carrier_rate"."max_bottles"),
	CONSTRAINT "carrier_rate_price_check" CHECK ("carrier_rate"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "closed_day" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closed_day_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_address_id" integer,
	"date" date NOT NULL,
	"reason" text,
	CONSTRAINT "closed_day_address_date_uq" UNIQUE NULLS NOT DISTINCT("company_address_id","date")
);
--> statement-breakpoint
CREATE TABLE "pickup_schedule" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pickup_schedule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_address_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"capacity" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pickup_schedule_weekday_check" CHECK ("pickup_schedule"."weekday" between 1 and 7),
	CONSTRAINT "pickup_schedule_range_check" CHECK ("pickup_schedule"."start_time" < "pickup_schedule"."end_time"),
	CONSTRAINT "pickup_schedule_capacity_check" CHECK ("pickup_schedule"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "discount_redemption" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_redemption_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"discount_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"user_id" integer,
	"cart_id" integer,
	"status" text DEFAULT 'AWAITING_PAYMENT' NOT NULL,
	"lang" text NOT NULL,
	"delivery_type" text NOT NULL,
	"carrier_id" integer,
	"carrier_service_name" text,
	"carrier_service_code" text,
	"carrier_price" integer,
	"access_point" jsonb,
	"click_and_collect_date" date,
	"pickup_schedule_id" integer,
	"click_and_collect_address_id" integer,
	"shipping_address" jsonb,
	"billing_address" jsonb NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"message" text,
	"discount_id" integer,
	"discount" jsonb,
	"products_total" integer NOT NULL,
	"discount_total" integer DEFAULT 0 NOT NULL,
	"shipping_fees" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"sales_terms_accepted_at" timestamp with time zone NOT NULL,
	"payment_provider" text,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	"stock_held_until" timestamp with time zone,
	"stock_released_at" timestamp with time zone,
	"tracking_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_order_number_unique" UNIQUE("number"),
	CONSTRAINT "shop_order_delivery_type_check" CHECK ("shop_order"."delivery_type" in ('DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT', 'NO_DELIVERY')),
	CONSTRAINT "shop_order_products_total_check" CHECK ("shop_order"."products_total" >= 0),
	CONSTRAINT "shop_order_discount_total_check" CHECK ("shop_order"."discount_total" >= 0),
	CONSTRAINT "shop_order_shipping_fees_check" CHECK ("shop_order"."shipping_fees" >= 0),
	CONSTRAINT "shop_order_carrier_price_check" CHECK ("shop_order"."carrier_price" >= 0),
	CONSTRAINT "shop_order_total_check" CHECK ("shop_order"."total" >= 0 and "shop_order"."total" = "shop_order"."products_total" - "shop_order"."discount_total" + "shop_order"."shipping_fees"),
	CONSTRAINT "shop_order_click_and_collect_check" CHECK ("shop_order"."delivery_type" <> 'CLICK_AND_COLLECT' or "shop_order"."click_and_collect_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer,
	"declination_id" integer,
	"product_type" text NOT NULL,
	"name" text NOT NULL,
	"reference" text,
	"year" smallint,
	"capacity" numeric(8, 3),
	"capacity_unit" text,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total" integer NOT NULL,
	"customizations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_dematerialized" boolean DEFAULT false NOT NULL,
	"has_shipping_fees" boolean DEFAULT true NOT NULL,
	CONSTRAINT "order_line_product_type_check" CHECK ("order_line"."product_type" in ('WINE', 'BOX', 'OTHER')),
	CONSTRAINT "order_line_capacity_unit_check" CHECK ("order_line"."capacity_unit" in ('LITER', 'CENTILITRE')),
	CONSTRAINT "order_line_unit_price_check" CHECK ("order_line"."unit_price" >= 0),
	CONSTRAINT "order_line_total_check" CHECK ("order_line"."total" >= 0),
	CONSTRAINT "order_line_quantity_check" CHECK ("order_line"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_status" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"amount" integer NOT NULL,
	"raw_status" text,
	"checkout_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_reference_uq" UNIQUE("provider","provider_reference"),
	CONSTRAINT "payment_status_check" CHECK ("payment"."status" in ('PENDING', 'AUTHORIZED', 'CAPTURED', 'FAILED', 'CANCELLED', 'REFUNDED')),
	CONSTRAINT "payment_amount_check" CHECK ("payment"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"notification_id" text NOT NULL,
	"payment_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"payload" jsonb NOT NULL,
	CONSTRAINT "payment_notification_provider_notification_uq" UNIQUE("provider","notification_id")
);
--> statement-breakpoint
CREATE TABLE "order_back_setting" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_back_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_back_setting_site_id_unique" UNIQUE("site_id")
);
--> statement-breakpoint
CREATE TABLE "order_back_setting_translation" (
	"setting_id" integer NOT NULL,
	"lang" text NOT NULL,
	"message" text,
	"return_ask_description" text,
	"label_sent_description" text,
	"product_received_description" text,
	CONSTRAINT "order_back_setting_translation_setting_id_lang_pk" PRIMARY KEY("setting_id","lang")
);
--> statement-breakpoint
CREATE TABLE "order_generic_value" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_generic_value_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_generic_value_type_check" CHECK ("order_generic_value"."type" ~ '^[A-Z][A-Z0-9_]*$')
);
--> statement-breakpoint
CREATE TABLE "order_generic_value_translation" (
	"value_id" integer NOT NULL,
	"lang" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "order_generic_value_translation_value_id_lang_pk" PRIMARY KEY("value_id","lang")
);
--> statement-breakpoint
CREATE TABLE "order_return" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_return_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'ASKED' NOT NULL,
	"reason" text,
	"label_media_id" integer,
	"refund_amount" integer,
	"label_sent_at" timestamp with time zone,
	"product_received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_return_status_check" CHECK ("order_return"."status" in ('ASKED', 'LABEL_SENT', 'PRODUCT_RECEIVED', 'REFUNDED', 'REFUSED')),
	CONSTRAINT "order_return_refund_amount_check" CHECK ("order_return"."refund_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_return_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_return_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text,
	CONSTRAINT "order_return_line_quantity_check" CHECK ("order_return_line"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "component_conf" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "component_conf_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"conf" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "component_conf_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "google_review" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "google_review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" text,
	"author" text NOT NULL,
	"author_photo_url" text,
	"rating" smallint NOT NULL,
	"text" text,
	"lang" text,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_review_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "google_review_rating_check" CHECK ("google_review"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text,
	"body" text NOT NULL,
	"lang" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "page" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"menu_icon" text,
	"is_valid" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_text" boolean DEFAULT false NOT NULL,
	"type" text,
	"show_in_menu" boolean DEFAULT true NOT NULL,
	"is_fixed_on_right" boolean DEFAULT false NOT NULL,
	"use_absolute_menu" boolean DEFAULT false NOT NULL,
	"reload" boolean DEFAULT false NOT NULL,
	"is_cms_page" boolean DEFAULT true NOT NULL,
	"cms_route" text,
	"is_custom_header" boolean DEFAULT false NOT NULL,
	"is_custom_footer" boolean DEFAULT false NOT NULL,
	"is_ecommerce_page" boolean DEFAULT false NOT NULL,
	"link_type" text,
	"link_url" text,
	"link_js_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_layout" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_layout_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"lang" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"hash" text NOT NULL,
	"preview_html" text,
	"preview_media_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_translation" (
	"page_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"menu_title" text,
	"meta_description" text,
	"content" text,
	CONSTRAINT "page_translation_page_id_lang_pk" PRIMARY KEY("page_id","lang")
);
--> statement-breakpoint
CREATE TABLE "popup" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "popup_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_valid" boolean DEFAULT true NOT NULL,
	"show_on_every_reload" boolean DEFAULT false NOT NULL,
	"delay_seconds" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"media_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popup_delay_check" CHECK ("popup"."delay_seconds" >= 0),
	CONSTRAINT "popup_period_check" CHECK ("popup"."starts_at" < "popup"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "popup_translation" (
	"popup_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"content" text,
	"button_label" text,
	"button_link" text,
	CONSTRAINT "popup_translation_popup_id_lang_pk" PRIMARY KEY("popup_id","lang")
);
--> statement-breakpoint
CREATE TABLE "album" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "album_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer DEFAULT 0 NOT NULL,
	"cover_media_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "album_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"album_id" integer NOT NULL,
	"media_id" integer,
	"video_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "album_media_source_check" CHECK (num_nonnulls("album_media"."media_id", "album_media"."video_url") = 1)
);
--> statement-breakpoint
CREATE TABLE "album_media_translation" (
	"album_media_id" integer NOT NULL,
	"lang" text NOT NULL,
	"caption" text,
	CONSTRAINT "album_media_translation_album_media_id_lang_pk" PRIMARY KEY("album_media_id","lang")
);
--> statement-breakpoint
CREATE TABLE "album_translation" (
	"album_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	CONSTRAINT "album_translation_album_id_lang_pk" PRIMARY KEY("album_id","lang")
);
--> statement-breakpoint
CREATE TABLE "blog_folder" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_folder_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"media_id" integer,
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_folder_parent_check" CHECK ("blog_folder"."parent_id" <> "blog_folder"."id")
);
--> statement-breakpoint
CREATE TABLE "blog_folder_translation" (
	"folder_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	CONSTRAINT "blog_folder_translation_folder_id_lang_pk" PRIMARY KEY("folder_id","lang")
);
--> statement-breakpoint
CREATE TABLE "blog_post" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"folder_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"media_id" integer,
	"author_name" text,
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post_translation" (
	"post_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"content" text,
	"meta_description" text,
	CONSTRAINT "blog_post_translation_post_id_lang_pk" PRIMARY KEY("post_id","lang")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promoted" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"media_id" integer,
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_translation" (
	"news_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"content" text,
	"meta_description" text,
	CONSTRAINT "news_translation_news_id_lang_pk" PRIMARY KEY("news_id","lang")
);
--> statement-breakpoint
CREATE TABLE "element" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "element_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"media_id" integer,
	"link" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"location" text,
	"price" integer,
	"capacity" integer,
	"registered_seats" integer DEFAULT 0 NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "element_price_check" CHECK ("element"."price" >= 0),
	CONSTRAINT "element_period_check" CHECK ("element"."starts_at" <= "element"."ends_at"),
	CONSTRAINT "element_seats_check" CHECK ("element"."registered_seats" >= 0 and ("element"."capacity" is null or "element"."registered_seats" <= "element"."capacity"))
);
--> statement-breakpoint
CREATE TABLE "element_list" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "element_list_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"route" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "element_list_route_unique" UNIQUE("route")
);
--> statement-breakpoint
CREATE TABLE "element_registration" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "element_registration_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"element_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"seats" integer DEFAULT 1 NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "element_registration_seats_check" CHECK ("element_registration"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "element_translation" (
	"element_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"subtitle" text,
	"description" text,
	"link_label" text,
	CONSTRAINT "element_translation_element_id_lang_pk" PRIMARY KEY("element_id","lang")
);
--> statement-breakpoint
CREATE TABLE "booking" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"calendar_slot_id" integer,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"seats" integer NOT NULL,
	"status" text DEFAULT 'CONFIRMED' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"user_id" integer,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_status_check" CHECK ("booking"."status" in ('CONFIRMED', 'CANCELLED')),
	CONSTRAINT "booking_seats_check" CHECK ("booking"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "calendar" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"time_zone" text DEFAULT 'Europe/Paris' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_closure" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_closure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"calendar_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text,
	CONSTRAINT "calendar_closure_range_check" CHECK ("calendar_closure"."starts_on" <= "calendar_closure"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "calendar_slot" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_slot_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"calendar_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"capacity" integer,
	"valid_from" date,
	"valid_until" date,
	CONSTRAINT "calendar_slot_weekday_check" CHECK ("calendar_slot"."weekday" between 1 and 7),
	CONSTRAINT "calendar_slot_range_check" CHECK ("calendar_slot"."start_time" < "calendar_slot"."end_time"),
	CONSTRAINT "calendar_slot_capacity_check" CHECK ("calendar_slot"."capacity" > 0),
	CONSTRAINT "calendar_slot_validity_check" CHECK ("calendar_slot"."valid_from" <= "calendar_slot"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "service" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"price" integer,
	"duration_minutes" integer,
	"capacity" integer,
	"media_id" integer,
	"calendar_id" integer,
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_price_check" CHECK ("service"."price" >= 0),
	CONSTRAINT "service_duration_check" CHECK ("service"."duration_minutes" > 0),
	CONSTRAINT "service_capacity_check" CHECK ("service"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_translation" (
	"service_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"short_description" text,
	"description" text,
	"meta_description" text,
	CONSTRAINT "service_translation_service_id_lang_pk" PRIMARY KEY("service_id","lang")
);
--> statement-breakpoint
ALTER TABLE "city" ADD CONSTRAINT "city_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_address" ADD CONSTRAINT "company_address_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_address" ADD CONSTRAINT "company_address_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_translation" ADD CONSTRAINT "country_translation_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_translation" ADD CONSTRAINT "country_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "language" ADD CONSTRAINT "language_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_company_address_id_company_address_id_fk" FOREIGN KEY ("company_address_id") REFERENCES "public"."company_address"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site" ADD CONSTRAINT "site_default_lang_language_code_fk" FOREIGN KEY ("default_lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "site_font" ADD CONSTRAINT "site_font_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_parameter" ADD CONSTRAINT "site_parameter_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_parameter_translation" ADD CONSTRAINT "site_parameter_translation_parameter_id_site_parameter_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."site_parameter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_parameter_translation" ADD CONSTRAINT "site_parameter_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "font_file" ADD CONSTRAINT "font_file_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo" ADD CONSTRAINT "logo_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo" ADD CONSTRAINT "logo_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_content" ADD CONSTRAINT "media_content_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_translation" ADD CONSTRAINT "media_translation_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_translation" ADD CONSTRAINT "media_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_confirmation" ADD CONSTRAINT "email_confirmation_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_list_translation" ADD CONSTRAINT "newsletter_list_translation_list_id_newsletter_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."newsletter_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_list_translation" ADD CONSTRAINT "newsletter_list_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD CONSTRAINT "newsletter_subscription_list_id_newsletter_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."newsletter_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD CONSTRAINT "newsletter_subscription_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD CONSTRAINT "newsletter_subscription_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_user" ADD CONSTRAINT "shop_user_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_variation_detail1_id_variation_detail_id_fk" FOREIGN KEY ("variation_detail1_id") REFERENCES "public"."variation_detail"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_variation_detail2_id_variation_detail_id_fk" FOREIGN KEY ("variation_detail2_id") REFERENCES "public"."variation_detail"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_variation_detail3_id_variation_detail_id_fk" FOREIGN KEY ("variation_detail3_id") REFERENCES "public"."variation_detail"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_grape" ADD CONSTRAINT "product_grape_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_recommendation" ADD CONSTRAINT "product_recommendation_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_recommendation" ADD CONSTRAINT "product_recommendation_recommended_product_id_product_id_fk" FOREIGN KEY ("recommended_product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translation" ADD CONSTRAINT "product_translation_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translation" ADD CONSTRAINT "product_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_variation" ADD CONSTRAINT "product_variation_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variation" ADD CONSTRAINT "product_variation_variation_id_variation_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variation"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variation_translation" ADD CONSTRAINT "product_variation_translation_product_variation_id_product_variation_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variation_translation" ADD CONSTRAINT "product_variation_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "variation_detail" ADD CONSTRAINT "variation_detail_variation_id_variation_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_detail_translation" ADD CONSTRAINT "variation_detail_translation_detail_id_variation_detail_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."variation_detail"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_detail_translation" ADD CONSTRAINT "variation_detail_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "variation_translation" ADD CONSTRAINT "variation_translation_variation_id_variation_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_translation" ADD CONSTRAINT "variation_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "award" ADD CONSTRAINT "award_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_translation" ADD CONSTRAINT "award_translation_award_id_award_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."award"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_translation" ADD CONSTRAINT "award_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "feature" ADD CONSTRAINT "feature_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_translation" ADD CONSTRAINT "feature_translation_feature_id_feature_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."feature"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_translation" ADD CONSTRAINT "feature_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "meal_icon_translation" ADD CONSTRAINT "meal_icon_translation_meal_icon_id_meal_icon_id_fk" FOREIGN KEY ("meal_icon_id") REFERENCES "public"."meal_icon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_icon_translation" ADD CONSTRAINT "meal_icon_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "nutrition" ADD CONSTRAINT "nutrition_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition" ADD CONSTRAINT "nutrition_declination_id_declination_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."declination"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_translation" ADD CONSTRAINT "nutrition_translation_nutrition_id_nutrition_id_fk" FOREIGN KEY ("nutrition_id") REFERENCES "public"."nutrition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_translation" ADD CONSTRAINT "nutrition_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_award" ADD CONSTRAINT "product_award_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_award" ADD CONSTRAINT "product_award_award_id_award_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."award"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_feature" ADD CONSTRAINT "product_feature_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_feature" ADD CONSTRAINT "product_feature_feature_id_feature_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."feature"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_feature_translation" ADD CONSTRAINT "product_feature_translation_product_feature_id_product_feature_id_fk" FOREIGN KEY ("product_feature_id") REFERENCES "public"."product_feature"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_feature_translation" ADD CONSTRAINT "product_feature_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_meal_icon" ADD CONSTRAINT "product_meal_icon_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_meal_icon" ADD CONSTRAINT "product_meal_icon_meal_icon_id_meal_icon_id_fk" FOREIGN KEY ("meal_icon_id") REFERENCES "public"."meal_icon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decreasing_discount" ADD CONSTRAINT "decreasing_discount_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decreasing_discount" ADD CONSTRAINT "decreasing_discount_declination_id_declination_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."declination"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount" ADD CONSTRAINT "discount_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount" ADD CONSTRAINT "discount_declination_id_declination_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."declination"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization" ADD CONSTRAINT "customization_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization" ADD CONSTRAINT "customization_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization_translation" ADD CONSTRAINT "customization_translation_customization_id_customization_id_fk" FOREIGN KEY ("customization_id") REFERENCES "public"."customization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization_translation" ADD CONSTRAINT "customization_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "customization_value" ADD CONSTRAINT "customization_value_customization_id_customization_id_fk" FOREIGN KEY ("customization_id") REFERENCES "public"."customization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization_value_translation" ADD CONSTRAINT "customization_value_translation_value_id_customization_value_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."customization_value"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization_value_translation" ADD CONSTRAINT "customization_value_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "form_answer" ADD CONSTRAINT "form_answer_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer" ADD CONSTRAINT "form_answer_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer" ADD CONSTRAINT "form_answer_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "form_field" ADD CONSTRAINT "form_field_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_field_translation" ADD CONSTRAINT "form_field_translation_field_id_form_field_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."form_field"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_field_translation" ADD CONSTRAINT "form_field_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "form_file" ADD CONSTRAINT "form_file_answer_id_form_answer_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."form_answer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_file" ADD CONSTRAINT "form_file_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_translation" ADD CONSTRAINT "form_translation_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_translation" ADD CONSTRAINT "form_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_file" ADD CONSTRAINT "cart_file_cart_product_id_cart_product_id_fk" FOREIGN KEY ("cart_product_id") REFERENCES "public"."cart_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_file" ADD CONSTRAINT "cart_file_customization_id_customization_id_fk" FOREIGN KEY ("customization_id") REFERENCES "public"."customization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_file" ADD CONSTRAINT "cart_file_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_product" ADD CONSTRAINT "cart_product_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_product" ADD CONSTRAINT "cart_product_declination_id_declination_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."declination"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_point" ADD CONSTRAINT "access_point_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_rate" ADD CONSTRAINT "carrier_rate_carrier_id_carrier_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carrier"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_day" ADD CONSTRAINT "closed_day_company_address_id_company_address_id_fk" FOREIGN KEY ("company_address_id") REFERENCES "public"."company_address"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_schedule" ADD CONSTRAINT "pickup_schedule_company_address_id_company_address_id_fk" FOREIGN KEY ("company_address_id") REFERENCES "public"."company_address"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemption" ADD CONSTRAINT "discount_redemption_discount_id_discount_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemption" ADD CONSTRAINT "discount_redemption_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemption" ADD CONSTRAINT "discount_redemption_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_status_order_status_value_fk" FOREIGN KEY ("status") REFERENCES "public"."order_status"("value") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_carrier_id_carrier_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carrier"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_pickup_schedule_id_pickup_schedule_id_fk" FOREIGN KEY ("pickup_schedule_id") REFERENCES "public"."pickup_schedule"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_click_and_collect_address_id_company_address_id_fk" FOREIGN KEY ("click_and_collect_address_id") REFERENCES "public"."company_address"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_discount_id_discount_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_declination_id_declination_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."declination"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_status_order_status_value_fk" FOREIGN KEY ("status") REFERENCES "public"."order_status"("value") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_by_user_id_shop_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."shop_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notification" ADD CONSTRAINT "payment_notification_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_back_setting" ADD CONSTRAINT "order_back_setting_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_back_setting_translation" ADD CONSTRAINT "order_back_setting_translation_setting_id_order_back_setting_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."order_back_setting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_back_setting_translation" ADD CONSTRAINT "order_back_setting_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "order_generic_value_translation" ADD CONSTRAINT "order_generic_value_translation_value_id_order_generic_value_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."order_generic_value"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_generic_value_translation" ADD CONSTRAINT "order_generic_value_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "order_return" ADD CONSTRAINT "order_return_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return" ADD CONSTRAINT "order_return_label_media_id_media_id_fk" FOREIGN KEY ("label_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_line" ADD CONSTRAINT "order_return_line_return_id_order_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_return"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_line" ADD CONSTRAINT "order_return_line_order_line_id_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page" ADD CONSTRAINT "page_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page" ADD CONSTRAINT "page_parent_id_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."page"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layout" ADD CONSTRAINT "page_layout_page_id_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layout" ADD CONSTRAINT "page_layout_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "page_layout" ADD CONSTRAINT "page_layout_preview_media_id_media_id_fk" FOREIGN KEY ("preview_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translation" ADD CONSTRAINT "page_translation_page_id_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translation" ADD CONSTRAINT "page_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "popup" ADD CONSTRAINT "popup_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_translation" ADD CONSTRAINT "popup_translation_popup_id_popup_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_translation" ADD CONSTRAINT "popup_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "album" ADD CONSTRAINT "album_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_media" ADD CONSTRAINT "album_media_album_id_album_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."album"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_media" ADD CONSTRAINT "album_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_media_translation" ADD CONSTRAINT "album_media_translation_album_media_id_album_media_id_fk" FOREIGN KEY ("album_media_id") REFERENCES "public"."album_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_media_translation" ADD CONSTRAINT "album_media_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "album_translation" ADD CONSTRAINT "album_translation_album_id_album_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."album"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_translation" ADD CONSTRAINT "album_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "blog_folder" ADD CONSTRAINT "blog_folder_parent_id_blog_folder_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_folder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_folder" ADD CONSTRAINT "blog_folder_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_folder_translation" ADD CONSTRAINT "blog_folder_translation_folder_id_blog_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."blog_folder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_folder_translation" ADD CONSTRAINT "blog_folder_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_folder_id_blog_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."blog_folder"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_translation" ADD CONSTRAINT "blog_post_translation_post_id_blog_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_translation" ADD CONSTRAINT "blog_post_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_translation" ADD CONSTRAINT "news_translation_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_translation" ADD CONSTRAINT "news_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "element" ADD CONSTRAINT "element_list_id_element_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."element_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element" ADD CONSTRAINT "element_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_registration" ADD CONSTRAINT "element_registration_element_id_element_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."element"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_registration" ADD CONSTRAINT "element_registration_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_registration" ADD CONSTRAINT "element_registration_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "element_translation" ADD CONSTRAINT "element_translation_element_id_element_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."element"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_translation" ADD CONSTRAINT "element_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_calendar_slot_id_calendar_slot_id_fk" FOREIGN KEY ("calendar_slot_id") REFERENCES "public"."calendar_slot"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_user_id_shop_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "calendar_closure" ADD CONSTRAINT "calendar_closure_calendar_id_calendar_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_slot" ADD CONSTRAINT "calendar_slot_calendar_id_calendar_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_calendar_id_calendar_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendar"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_translation" ADD CONSTRAINT "service_translation_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_translation" ADD CONSTRAINT "service_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "city_country_postal_code_idx" ON "city" USING btree ("country_id","postal_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "city_name_trgm_idx" ON "city" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_address_site_idx" ON "company_address" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "company_address_type_idx" ON "company_address" USING gin ("type");--> statement-breakpoint
CREATE INDEX "opening_hours_site_idx" ON "opening_hours" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "opening_hours_company_address_idx" ON "opening_hours" USING btree ("company_address_id");--> statement-breakpoint
CREATE INDEX "rate_limit_window_start_idx" ON "rate_limit" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "site_font_site_type_uq" ON "site_font" USING btree ("site_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "site_parameter_site_type_uq" ON "site_parameter" USING btree ("site_id","type");--> statement-breakpoint
CREATE INDEX "visit_at_idx" ON "visit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visit_from_idx" ON "visit" USING btree ("from");--> statement-breakpoint
CREATE INDEX "font_file_family_idx" ON "font_file" USING btree ("family");--> statement-breakpoint
CREATE UNIQUE INDEX "logo_site_type_uq" ON "logo" USING btree ("site_id","type");--> statement-breakpoint
CREATE INDEX "media_sha256_idx" ON "media" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "address_user_idx" ON "address" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "address_user_kind_default_uq" ON "address" USING btree ("user_id","kind") WHERE "address"."is_default";--> statement-breakpoint
CREATE INDEX "email_confirmation_user_idx" ON "email_confirmation" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscription_list_email_uq" ON "newsletter_subscription" USING btree ("list_id","email");--> statement-breakpoint
CREATE INDEX "newsletter_subscription_user_idx" ON "newsletter_subscription" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_user_idx" ON "password_reset" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_expires_at_idx" ON "session" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_user_email_uq" ON "shop_user" USING btree ("email") WHERE "shop_user"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "declination_product_idx" ON "declination" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_listing_idx" ON "product" USING btree ("is_valid","type","position");--> statement-breakpoint
CREATE INDEX "product_tags_idx" ON "product" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "product_grape_product_idx" ON "product_grape" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_translation_slug_idx" ON "product_translation" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "product_translation_name_trgm_idx" ON "product_translation" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "product_variation_product_position_uq" ON "product_variation" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "variation_detail_variation_idx" ON "variation_detail" USING btree ("variation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nutrition_declination_uq" ON "nutrition" USING btree ("declination_id") WHERE "nutrition"."declination_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "nutrition_product_year_uq" ON "nutrition" USING btree ("product_id","year") WHERE "nutrition"."declination_id" is null and "nutrition"."year" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "nutrition_product_uq" ON "nutrition" USING btree ("product_id") WHERE "nutrition"."declination_id" is null and "nutrition"."year" is null;--> statement-breakpoint
CREATE INDEX "product_award_award_idx" ON "product_award" USING btree ("award_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_feature_product_feature_uq" ON "product_feature" USING btree ("product_id","feature_id");--> statement-breakpoint
CREATE INDEX "decreasing_discount_product_idx" ON "decreasing_discount" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "decreasing_discount_declination_idx" ON "decreasing_discount" USING btree ("declination_id");--> statement-breakpoint
CREATE INDEX "discount_product_idx" ON "discount" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "discount_declination_idx" ON "discount" USING btree ("declination_id");--> statement-breakpoint
CREATE INDEX "customization_product_idx" ON "customization" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "customization_value_customization_idx" ON "customization_value" USING btree ("customization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customization_value_select_key_uq" ON "customization_value" USING btree ("customization_id","select_key") WHERE "customization_value"."select_key" is not null;--> statement-breakpoint
CREATE INDEX "form_answer_form_idx" ON "form_answer" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "form_answer_user_idx" ON "form_answer" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_field_form_name_uq" ON "form_field" USING btree ("form_id","name");--> statement-breakpoint
CREATE INDEX "form_file_answer_idx" ON "form_file" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "cart_user_idx" ON "cart" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_user_current_uq" ON "cart" USING btree ("user_id","type") WHERE "cart"."ordered_at" is null;--> statement-breakpoint
CREATE INDEX "cart_updated_at_idx" ON "cart" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "cart_file_cart_product_idx" ON "cart_file" USING btree ("cart_product_id");--> statement-breakpoint
CREATE INDEX "cart_file_media_idx" ON "cart_file" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "cart_product_cart_idx" ON "cart_product" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_product_declination_idx" ON "cart_product" USING btree ("declination_id");--> statement-breakpoint
CREATE INDEX "access_point_zip_code_idx" ON "access_point" USING btree ("country_id","zip_code");--> statement-breakpoint
CREATE INDEX "carrier_rate_carrier_idx" ON "carrier_rate" USING btree ("carrier_id","min_bottles");--> statement-breakpoint
CREATE INDEX "pickup_schedule_company_address_idx" ON "pickup_schedule" USING btree ("company_address_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemption_discount_order_uq" ON "discount_redemption" USING btree ("discount_id","order_id");--> statement-breakpoint
CREATE INDEX "discount_redemption_discount_user_idx" ON "discount_redemption" USING btree ("discount_id","user_id");--> statement-breakpoint
CREATE INDEX "discount_redemption_discount_email_idx" ON "discount_redemption" USING btree ("discount_id","email");--> statement-breakpoint
CREATE INDEX "discount_redemption_order_idx" ON "discount_redemption" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "discount_redemption_user_idx" ON "discount_redemption" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_order_user_idx" ON "shop_order" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_order_cart_idx" ON "shop_order" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "shop_order_status_idx" ON "shop_order" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shop_order_created_at_idx" ON "shop_order" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shop_order_payment_reference_idx" ON "shop_order" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "shop_order_stock_held_idx" ON "shop_order" USING btree ("stock_held_until") WHERE "shop_order"."stock_released_at" is null;--> statement-breakpoint
CREATE INDEX "shop_order_click_and_collect_idx" ON "shop_order" USING btree ("click_and_collect_date","pickup_schedule_id");--> statement-breakpoint
CREATE INDEX "order_line_order_idx" ON "order_line" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_line_declination_idx" ON "order_line" USING btree ("declination_id");--> statement-breakpoint
CREATE INDEX "order_line_product_idx" ON "order_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_status_history_by_user_idx" ON "order_status_history" USING btree ("by_user_id");--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_notification_payment_idx" ON "payment_notification" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "order_generic_value_type_idx" ON "order_generic_value" USING btree ("type","position");--> statement-breakpoint
CREATE INDEX "order_return_order_idx" ON "order_return" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_return_status_idx" ON "order_return" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "order_return_line_return_line_uq" ON "order_return_line" USING btree ("return_id","order_line_id");--> statement-breakpoint
CREATE INDEX "order_return_line_order_line_idx" ON "order_return_line" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "google_review_published_at_idx" ON "google_review" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "message_created_at_idx" ON "message" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "message_user_idx" ON "message" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "page_site_parent_idx" ON "page" USING btree ("site_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "page_layout_page_idx" ON "page_layout" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_translation_url_uq" ON "page_translation" USING btree ("lang","url");--> statement-breakpoint
CREATE INDEX "album_listing_idx" ON "album" USING btree ("is_valid","position");--> statement-breakpoint
CREATE INDEX "album_media_album_idx" ON "album_media" USING btree ("album_id","position");--> statement-breakpoint
CREATE INDEX "blog_folder_parent_idx" ON "blog_folder" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "blog_folder_translation_slug_idx" ON "blog_folder_translation" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "blog_post_folder_idx" ON "blog_post" USING btree ("folder_id","published_at");--> statement-breakpoint
CREATE INDEX "blog_post_translation_slug_idx" ON "blog_post_translation" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "news_published_at_idx" ON "news" USING btree ("is_valid","published_at");--> statement-breakpoint
CREATE INDEX "news_promoted_idx" ON "news" USING btree ("promoted") WHERE "news"."promoted";--> statement-breakpoint
CREATE INDEX "news_translation_slug_idx" ON "news_translation" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "element_list_idx" ON "element" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "element_starts_at_idx" ON "element" USING btree ("list_id","starts_at");--> statement-breakpoint
CREATE INDEX "element_registration_element_idx" ON "element_registration" USING btree ("element_id");--> statement-breakpoint
CREATE INDEX "element_registration_user_idx" ON "element_registration" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booking_service_date_idx" ON "booking" USING btree ("service_id","date");--> statement-breakpoint
CREATE INDEX "booking_user_idx" ON "booking" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_closure_calendar_idx" ON "calendar_closure" USING btree ("calendar_id","starts_on");--> statement-breakpoint
CREATE INDEX "calendar_slot_calendar_idx" ON "calendar_slot" USING btree ("calendar_id","weekday");--> statement-breakpoint
CREATE INDEX "service_listing_idx" ON "service" USING btree ("is_valid","position");--> statement-breakpoint
CREATE INDEX "service_tags_idx" ON "service" USING gin ("tags");