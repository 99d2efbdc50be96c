CREATE TABLE "credit_note" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_note_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"return_id" integer,
	"amount" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"rates" jsonb NOT NULL,
	"note" text,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_note_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_note_amount_check" CHECK ("credit_note"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_note_counter" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_return_id_order_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_return"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_order_idx" ON "credit_note" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_note_issued_at_idx" ON "credit_note" USING btree ("issued_at");