CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"french" "tsvector" NOT NULL,
	"english" "tsvector" NOT NULL,
	"keywords" text NOT NULL,
	"keywords_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, keywords)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_french_idx" ON "product_search" USING gin ("french");--> statement-breakpoint
CREATE INDEX "product_search_english_idx" ON "product_search" USING gin ("english");--> statement-breakpoint
CREATE INDEX "product_search_keywords_idx" ON "product_search" USING gin ("keywords_vector");--> statement-breakpoint
CREATE INDEX "product_search_keywords_trgm_idx" ON "product_search" USING gin ("keywords" gin_trgm_ops);