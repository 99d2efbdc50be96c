CREATE TABLE "media_variant" (
	"media_id" integer NOT NULL,
	"width" smallint NOT NULL,
	"format" text NOT NULL,
	"drawn_width" smallint NOT NULL,
	"drawn_height" smallint NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_variant_media_id_width_format_pk" PRIMARY KEY("media_id","width","format"),
	CONSTRAINT "media_variant_format_check" CHECK ("media_variant"."format" in ('avif', 'webp', 'jpeg'))
);
--> statement-breakpoint
ALTER TABLE "media_variant" ADD CONSTRAINT "media_variant_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;