CREATE TABLE "order_status_translation" (
	"status" text NOT NULL,
	"lang" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "order_status_translation_status_lang_pk" PRIMARY KEY("status","lang")
);
--> statement-breakpoint
ALTER TABLE "customization" ADD COLUMN "text_max_length" integer;--> statement-breakpoint
ALTER TABLE "order_status_translation" ADD CONSTRAINT "order_status_translation_status_order_status_value_fk" FOREIGN KEY ("status") REFERENCES "public"."order_status"("value") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "order_status_translation" ADD CONSTRAINT "order_status_translation_lang_language_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "customization" ADD CONSTRAINT "customization_text_max_length_check" CHECK ("customization"."text_max_length" > 0);