import { sql } from 'drizzle-orm';
import type { OrderFigures, ReportPeriod, SalesReport } from '~/lib/admin/reports';
import { samePeriodLastYear, type DayRange } from '~/lib/rules/report-period';
import type { Database } from '../../../db/connection';
import { creditNotesCte, instantsOf, num } from './books-sql';

// The period's invoices by how they were delivered (mode and carrier) and by the discount code
// they used, each less the credit notes issued in the period for those orders; the gift cards sold
// (issued for the period's invoices) and used (what they paid of the period's invoices, the FEC's
// 4191). One grouping-sets query per period, one for the gift cards.

const none = (): OrderFigures => ({ orders: 0, shipping: 0, discount: 0, revenue: { invoiced: 0, credited: 0, net: 0 } });

type Row = Record<string, unknown>;
const figuresOf = (row: Row): OrderFigures => {
  const invoiced = num(row.invoiced);
  const credited = num(row.credited);
  return { orders: num(row.orders), shipping: num(row.shipping), discount: num(row.discount), revenue: { invoiced, credited, net: invoiced - credited } };
};

async function grouped(db: Database, period: DayRange) {
  const { start, end } = instantsOf(period);
  const { rows } = await db.execute(sql`
    with ${creditNotesCte(period)},
    -- Added up per delivery, carrier and code first: the grouping sets then read a few rows.
    moves as (
      select o.delivery_type, o.carrier_id, o.carrier_service_name, case when o.discount is null then '-' else coalesce(o.discount->>'code', '') end as code,
        count(*) as orders, sum(o.total) as invoiced, 0 as credited, sum(o.shipping_fees) as shipping, sum(o.discount_total) as discount_total
      from shop_order o
      where o.invoice_number is not null and o.paid_at >= ${start}::timestamptz and o.paid_at < ${end}::timestamptz
      group by 1, 2, 3, 4
      union all
      select o.delivery_type, o.carrier_id, o.carrier_service_name, case when o.discount is null then '-' else coalesce(o.discount->>'code', '') end,
        0, 0, sum(n.amount), 0, 0
      from notes n join shop_order o on o.id = n.order_id
      group by 1, 2, 3, 4
    )
    select grouping(m.delivery_type) as by_code, m.delivery_type, coalesce(c.name, m.carrier_service_name) as carrier, m.code,
      sum(orders) as orders, sum(invoiced) as invoiced, sum(credited) as credited, sum(shipping) as shipping, sum(discount_total) as discount
    from moves m left join carrier c on c.id = m.carrier_id
    group by grouping sets ((m.delivery_type, coalesce(c.name, m.carrier_service_name)), (m.code))`);
  const all = rows as Row[];
  return {
    delivery: all
      .filter((row) => num(row.by_code) === 0)
      .map((row) => ({ deliveryType: row.delivery_type as SalesReport['delivery'][number]['deliveryType'], carrier: (row.carrier as string | null) ?? null, figures: figuresOf(row) })),
    // '-' is the orders without a discount: they are not a code's.
    codes: all.filter((row) => num(row.by_code) === 1 && row.code !== '-').map((row) => ({ code: row.code === '' ? null : String(row.code), figures: figuresOf(row) })),
  };
}

async function giftCards(db: Database, period: DayRange): Promise<SalesReport['giftCards']> {
  const { start, end } = instantsOf(period);
  const { rows } = await db.execute(sql`
    with paid as (select id, gift_card_total from shop_order where invoice_number is not null and paid_at >= ${start}::timestamptz and paid_at < ${end}::timestamptz)
    select
      (select count(*) from gift_card g join paid p on p.id = g.order_id where g.kind = 'GIFT_CARD') as sold,
      (select coalesce(sum(g.value), 0) from gift_card g join paid p on p.id = g.order_id where g.kind = 'GIFT_CARD') as sold_value,
      (select count(*) from paid where gift_card_total > 0) as used_orders,
      (select coalesce(sum(gift_card_total), 0) from paid) as used`);
  const row = (rows as Row[])[0] ?? {};
  return { sold: num(row.sold), soldValue: num(row.sold_value), usedOrders: num(row.used_orders), used: num(row.used) };
}

function add(to: OrderFigures, from: OrderFigures) {
  to.orders += from.orders;
  to.shipping += from.shipping;
  to.discount += from.discount;
  to.revenue.invoiced += from.revenue.invoiced;
  to.revenue.credited += from.revenue.credited;
  to.revenue.net += from.revenue.net;
}

/** Rows of this period with last year's at their side, and last year's rows that have none now. */
function beside<T extends { figures: OrderFigures }>(now: T[], before: T[], key: (row: T) => string): (T & { lastYear: OrderFigures })[] {
  const earlier = new Map(before.map((row) => [key(row), row.figures]));
  const seen = new Set(now.map(key));
  return [...now.map((row) => ({ ...row, lastYear: earlier.get(key(row)) ?? none() })), ...before.filter((row) => !seen.has(key(row))).map((row) => ({ ...row, figures: none(), lastYear: row.figures }))].sort(
    (a, b) => b.figures.revenue.net - a.figures.revenue.net || b.lastYear.revenue.net - a.lastYear.revenue.net,
  );
}

export async function salesReport(db: Database, period: ReportPeriod): Promise<SalesReport> {
  const lastYear = samePeriodLastYear(period);
  const [now, before, cards, cardsBefore] = await Promise.all([grouped(db, period), grouped(db, lastYear), giftCards(db, period), giftCards(db, lastYear)]);
  const total = none();
  for (const row of now.delivery) add(total, row.figures);
  return {
    period: { from: period.from, to: period.to },
    lastYear,
    delivery: beside(now.delivery, before.delivery, (row) => `${row.deliveryType}|${row.carrier ?? ''}`),
    codes: beside(now.codes, before.codes, (row) => row.code ?? ''),
    giftCards: cards,
    giftCardsLastYear: cardsBefore,
    total,
  };
}
