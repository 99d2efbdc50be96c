CREATE TABLE "invoice_counter" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
-- Orders paid before invoices had their own numbers get them now, in the order they were paid.
WITH numbered AS (
	SELECT id, extract(year FROM paid_at AT TIME ZONE 'Europe/Paris')::smallint AS year,
		row_number() OVER (PARTITION BY extract(year FROM paid_at AT TIME ZONE 'Europe/Paris') ORDER BY paid_at, id) AS n
	FROM "shop_order" WHERE paid_at IS NOT NULL
)
UPDATE "shop_order" o SET invoice_number = 'F' || numbered.year || '-' || lpad(numbered.n::text, 6, '0')
FROM numbered WHERE o.id = numbered.id;--> statement-breakpoint
INSERT INTO "invoice_counter" (year, last)
SELECT extract(year FROM paid_at AT TIME ZONE 'Europe/Paris')::smallint, count(*) FROM "shop_order" WHERE paid_at IS NOT NULL GROUP BY 1;
