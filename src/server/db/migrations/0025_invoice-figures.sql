CREATE TABLE "invoice_rate" (
	"order_id" integer NOT NULL,
	"rate" integer NOT NULL,
	"total" integer NOT NULL,
	"base" integer NOT NULL,
	"vat" integer NOT NULL,
	"shipping" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_rate_order_id_rate_pk" PRIMARY KEY("order_id","rate"),
	CONSTRAINT "invoice_rate_total_check" CHECK ("invoice_rate"."total" = "invoice_rate"."base" + "invoice_rate"."vat")
);
--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "invoiced_amount" integer;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_rate" ADD CONSTRAINT "invoice_rate_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_rate_paid_at_idx" ON "invoice_rate" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "shop_order_paid_at_idx" ON "shop_order" USING btree ("paid_at") WHERE "shop_order"."invoice_number" is not null;--> statement-breakpoint
CREATE INDEX "order_line_invoiced_at_idx" ON "order_line" USING btree ("invoiced_at") WHERE "order_line"."invoiced_at" is not null;
--> statement-breakpoint
-- Invoice figures of the invoices already issued: each invoice's amounts per VAT rate, cut as the
-- invoice cuts them (src/lib/rules/vat.ts): the discount shared between the rates in proportion to
-- their goods, the shipping fee between the rates of the goods shipped (of all the goods when none
-- is shipped), each share the whole cents of its exact part and the cents left over one each to
-- the largest remainders, the lowest rate first on a tie; a SHIPPING_FEES code lowers the fee, not
-- the goods; the VAT of a rate rounded half up.
INSERT INTO "invoice_rate" ("order_id", "rate", "total", "base", "vat", "shipping", "paid_at")
WITH paid AS (
  SELECT o.id, o.paid_at,
    (o.discount_total - CASE WHEN o.discount->>'detailType' = 'SHIPPING_FEES' THEN o.discount_total ELSE 0 END)::bigint AS discount,
    (o.shipping_fees - CASE WHEN o.discount->>'detailType' = 'SHIPPING_FEES' THEN o.discount_total ELSE 0 END)::bigint AS shipping
  FROM "shop_order" o
  WHERE o.invoice_number IS NOT NULL AND o.paid_at IS NOT NULL
),
rate_goods AS (
  SELECT l.order_id, l.vat_rate AS rate, sum(l.total)::bigint AS goods,
    sum(CASE WHEN l.is_dematerialized THEN 0 ELSE l.total END)::bigint AS shipped
  FROM "order_line" l JOIN paid p ON p.id = l.order_id
  GROUP BY l.order_id, l.vat_rate
),
rate_weights AS (
  SELECT g.*, p.paid_at, p.discount, p.shipping,
    (CASE WHEN sum(g.goods) OVER o > 0 THEN g.goods ELSE 1 END)::bigint AS dw,
    (CASE WHEN sum(g.shipped) OVER o > 0 THEN g.shipped WHEN sum(g.goods) OVER o > 0 THEN g.goods ELSE 1 END)::bigint AS fw
  FROM rate_goods g JOIN paid p ON p.id = g.order_id
  WINDOW o AS (PARTITION BY g.order_id)
),
rate_exact AS (
  SELECT w.*, w.discount * w.dw / (sum(w.dw) OVER o)::bigint AS d0, w.discount * w.dw % (sum(w.dw) OVER o)::bigint AS dr,
    w.shipping * w.fw / (sum(w.fw) OVER o)::bigint AS f0, w.shipping * w.fw % (sum(w.fw) OVER o)::bigint AS fr
  FROM rate_weights w
  WINDOW o AS (PARTITION BY w.order_id)
),
rate_left AS (
  SELECT e.*, e.discount - sum(e.d0) OVER o AS dleft, e.shipping - sum(e.f0) OVER o AS fleft,
    row_number() OVER (PARTITION BY e.order_id ORDER BY e.dr DESC, e.rate) AS dn,
    row_number() OVER (PARTITION BY e.order_id ORDER BY e.fr DESC, e.rate) AS fn
  FROM rate_exact e
  WINDOW o AS (PARTITION BY e.order_id)
),
rate_amounts AS (
  SELECT order_id, rate, paid_at,
    goods - (d0 + CASE WHEN dn <= dleft THEN 1 ELSE 0 END) + (f0 + CASE WHEN fn <= fleft THEN 1 ELSE 0 END) AS total,
    f0 + CASE WHEN fn <= fleft THEN 1 ELSE 0 END AS shipping
  FROM rate_left
),
rate_vat AS (
  SELECT order_id, rate, paid_at, total, shipping, floor(total::numeric * rate / (10000 + rate) + 0.5)::bigint AS vat FROM rate_amounts
)
SELECT order_id, rate, total, total - vat, vat, shipping, paid_at FROM rate_vat;
--> statement-breakpoint
-- Invoice figures of the invoices already issued: each line's amount after its share of its rate's
-- discount (src/lib/rules/credit-note.ts, invoiceParts), shared in proportion to the lines' totals,
-- the cents left over to the largest remainders, the first line on a tie.
UPDATE "order_line" SET "invoiced_amount" = s.amount, "invoiced_at" = s.paid_at
FROM (
  WITH line_rates AS (
    SELECT l.id, l.order_id, l.vat_rate, r.paid_at, l.total::bigint AS total,
      (sum(l.total) OVER g - (r.total - r.shipping))::bigint AS off,
      (CASE WHEN sum(l.total) OVER g > 0 THEN l.total ELSE 1 END)::bigint AS w
    FROM "order_line" l JOIN "invoice_rate" r ON r.order_id = l.order_id AND r.rate = l.vat_rate
    WINDOW g AS (PARTITION BY l.order_id, l.vat_rate)
  ),
  line_exact AS (
    SELECT x.*, x.off * x.w / (sum(x.w) OVER g)::bigint AS q, x.off * x.w % (sum(x.w) OVER g)::bigint AS qr
    FROM line_rates x
    WINDOW g AS (PARTITION BY x.order_id, x.vat_rate)
  ),
  line_left AS (
    SELECT e.*, e.off - sum(e.q) OVER g AS qleft, row_number() OVER (PARTITION BY e.order_id, e.vat_rate ORDER BY e.qr DESC, e.id) AS qn
    FROM line_exact e
    WINDOW g AS (PARTITION BY e.order_id, e.vat_rate)
  )
  SELECT id, paid_at, total - q - CASE WHEN qn <= qleft THEN 1 ELSE 0 END AS amount FROM line_left
) s
WHERE s.id = "order_line".id;
--> statement-breakpoint
-- The invoice's day is its order's paid_at: the copies the reports read (invoice_rate.paid_at,
-- order_line.invoiced_at) follow any change to it, whoever makes it.
CREATE FUNCTION invoice_paid_at_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "invoice_rate" SET "paid_at" = NEW.paid_at WHERE "order_id" = NEW.id;
  UPDATE "order_line" SET "invoiced_at" = NEW.paid_at WHERE "order_id" = NEW.id AND "invoiced_at" IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shop_order_paid_at_follow AFTER UPDATE OF paid_at ON "shop_order"
FOR EACH ROW WHEN (OLD.paid_at IS DISTINCT FROM NEW.paid_at AND NEW.paid_at IS NOT NULL)
EXECUTE FUNCTION invoice_paid_at_follow();
