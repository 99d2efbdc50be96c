DROP INDEX "shop_order_click_and_collect_idx";--> statement-breakpoint
ALTER TABLE "company_address" ADD COLUMN "calendar_id" integer;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "calendar_slot_id" integer;--> statement-breakpoint
ALTER TABLE "company_address" ADD CONSTRAINT "company_address_calendar_id_calendar_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendar"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_calendar_slot_id_calendar_slot_id_fk" FOREIGN KEY ("calendar_slot_id") REFERENCES "public"."calendar_slot"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_address_calendar_uq" ON "company_address" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "shop_order_click_and_collect_idx" ON "shop_order" USING btree ("calendar_slot_id","click_and_collect_date");--> statement-breakpoint
-- Click and collect moves from pickup_schedule and closed_day onto the calendar tables: each
-- address that had pick-up slots gets a calendar holding them and its closed days (those of every
-- address included), and the orders point at the matching calendar slot. A fresh database has
-- nothing to move: the seed creates the calendar.
DO $$
DECLARE
  address record;
  created integer;
BEGIN
  FOR address IN SELECT DISTINCT ca.id, ca.name FROM company_address ca JOIN pickup_schedule ps ON ps.company_address_id = ca.id LOOP
    INSERT INTO calendar (name) VALUES ('Retrait : ' || address.name) RETURNING id INTO created;
    UPDATE company_address SET calendar_id = created WHERE id = address.id;
    INSERT INTO calendar_slot (calendar_id, weekday, start_time, end_time, capacity)
      SELECT created, weekday, start_time, end_time, capacity FROM pickup_schedule WHERE company_address_id = address.id AND is_active;
    INSERT INTO calendar_closure (calendar_id, starts_on, ends_on, reason)
      SELECT created, date, date, reason FROM closed_day WHERE company_address_id = address.id OR company_address_id IS NULL;
  END LOOP;
END $$;--> statement-breakpoint
UPDATE shop_order o SET calendar_slot_id = cs.id
  FROM pickup_schedule ps
  JOIN company_address ca ON ca.id = ps.company_address_id
  JOIN calendar_slot cs ON cs.calendar_id = ca.calendar_id AND cs.weekday = ps.weekday AND cs.start_time = ps.start_time AND cs.end_time = ps.end_time
  WHERE o.pickup_schedule_id = ps.id;
