// The owner's reports on large books (PostgreSQL only): a year of 100,000 invoiced orders written
// straight into the database in a few statements (two or three lines each, one in ten with a
// discount code, one in twenty with a second VAT rate, a credit note for one in twenty-five),
// then their invoice figures filled in as the migration that made them fills a live shop's, then
// each report of the back office asked a few times by an administrator. The goal: each answers in
// under 300 ms. Then the year's FEC is downloaded and the books checked to the cent: the FEC's
// totals are the invoices' and credit notes' in the database, and the reports' are the FEC's.
import { readdir, readFile } from 'node:fs/promises';
import pg from 'pg';
import { customer } from './order-creation.mjs';

export const REPORT_ORDERS = 100_000;
export const REPORT_GOAL_MS = 300;
const CALLS = 5;

const MIGRATIONS = new URL('../../src/server/db/migrations/', import.meta.url);

/**
 * The statements of the migrations that fill in the invoice figures of the invoices already issued
 * (src/server/services/orders/invoice-figures.ts): the orders written here skip the payment that
 * writes them.
 */
export async function invoiceFiguresFill() {
  const statements = [];
  for (const file of (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql')).sort()) {
    const text = await readFile(new URL(file, MIGRATIONS), 'utf8');
    statements.push(...text.split('--> statement-breakpoint').filter((statement) => statement.includes('-- Invoice figures of the invoices already issued')));
  }
  if (!statements.length) throw new Error('No migration fills in the invoice figures.');
  return statements;
}

/** The year of orders, in the year before the bench runs (so that "this year" has its own). */
export async function generateOrders(databaseUrl, year) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const product = (await db.query('select p.id as product_id, min(d.id) as declination_id from product p join declination d on d.product_id = p.id group by p.id order by p.id limit 1')).rows[0];
    // Every five minutes or so from 1 January: 100,000 orders fill the year.
    const minutes = Math.floor((365 * 24 * 60) / REPORT_ORDERS);
    await db.query(
      `insert into shop_order (number, status, lang, delivery_type, billing_address, email, products_total, discount_total, shipping_fees, total,
         sales_terms_accepted_at, paid_at, invoice_number, created_at, updated_at, discount, carrier_service_name)
       select 'BENCH-' || g, 'DELIVERED', 'fr_FR', (array['DELIVERY','PICKUP'])[1 + g % 2], '{"firstname":"Camille","lastname":"Moreau"}'::jsonb,
         'client' || (g % 20000) || '@example.fr', case when g % 20 = 0 then 10001 else 9000 end, case when g % 10 = 0 then 901 else 0 end, 1990,
         (case when g % 20 = 0 then 10001 else 9000 end) - (case when g % 10 = 0 then 901 else 0 end) + 1990, ts, ts, 'FBENCH-' || g, ts, ts,
         case when g % 10 = 0 then '{"id":1,"code":"BIENVENUE10","type":"PERCENT","amount":1000,"detailType":"PRODUCTS"}'::jsonb end, 'Colissimo'
       from generate_series(1, $1::int) g, lateral (select ($2::text || '-01-01 08:00 Europe/Paris')::timestamptz + g * ($3::text || ' minutes')::interval as ts) t`,
      [REPORT_ORDERS, String(year), String(minutes)],
    );
    await db.query(
      `insert into order_line (order_id, product_type, name, year, unit_price, quantity, total, vat_rate, declination_id, product_id)
       select o.id, 'WINE', 'Cuvée ' || (o.id % 30), 2020 + o.id % 4, 1000, 6, 6000, 2000, $1::int, $2::int from shop_order o where o.number like 'BENCH-%'
       union all
       select o.id, 'WINE', 'Réserve ' || (o.id % 30), 2021, 1500, 2, 3000, 2000, null, null from shop_order o where o.number like 'BENCH-%'
       union all
       select o.id, 'OTHER', 'Jus de raisin', null, 1001, 1, 1001, 550, null, null from shop_order o where o.number like 'BENCH-%' and substr(o.number, 7)::int % 20 = 0`,
      [product.declination_id, product.product_id],
    );
    await db.query(
      `insert into credit_note (number, order_id, invoice_number, amount, parts, rates, issued_at)
       select 'ABENCH-' || o.id, o.id, o.invoice_number, 1000,
         jsonb_build_array(jsonb_build_object('key', 'line:' || (select min(l.id) from order_line l where l.order_id = o.id), 'rate', 2000, 'amount', 1000)),
         '[{"rate":2000,"base":833,"vat":167,"total":1000}]'::jsonb, o.paid_at + interval '3 days'
       from shop_order o where o.number like 'BENCH-%' and substr(o.number, 7)::int % 25 = 0`,
    );
    // The planner's figures of the new rows first: without them it reads the orders' lines once per
    // order (minutes instead of seconds), which a live shop's statistics never ask of it.
    await db.query('analyze');
    for (const statement of await invoiceFiguresFill()) await db.query(statement);
    await db.query('analyze');
  } finally {
    await db.end();
  }
}

/** An administrator: a customer signed up, then raised to ADMIN in the database. */
export async function owner(base, dataDir, databaseUrl) {
  const headers = await customer(base, dataDir, 'owner');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`update shop_user set role = 'ADMIN' where email like 'bench-owner-%'`);
  } finally {
    await db.end();
  }
  return headers;
}

/** Each report of the year, CALLS times: the median and the slowest, in ms, and its last answer. */
export async function measureReports(base, headers, year) {
  const period = `from=${year}-01-01&to=${year}-12-31`;
  const reports = {
    'revenue per month': `/api/admin/reports/revenue?${period}&grain=month`,
    'revenue per day': `/api/admin/reports/revenue?${period}&grain=day`,
    'wines and vintages': `/api/admin/reports/wines?${period}`,
    'delivery, codes, gift cards': `/api/admin/reports/sales?${period}`,
    'customers per week': `/api/admin/reports/customers?${period}&grain=week`,
    stock: '/api/admin/reports/stock',
    'VAT summary': `/api/admin/books/vat?${period}`,
  };
  const results = [];
  for (const [name, path] of Object.entries(reports)) {
    const times = [];
    let body;
    for (let call = 0; call < CALLS; call += 1) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      body = await response.json();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`${path}: ${response.status} ${body.message}`);
      if (name === 'revenue per month' && body.data.total.orders < REPORT_ORDERS) throw new Error(`${path}: ${body.data.total.orders} orders, not ${REPORT_ORDERS}`);
    }
    times.sort((a, b) => a - b);
    results.push({ name, p50: times[Math.floor(CALLS / 2)], max: times[CALLS - 1], data: body.data });
  }
  return results;
}

const cents = (amount) => {
  if (!/^\d+,\d{2}$/.test(amount)) throw new Error(`FEC amount ${amount}`);
  return Math.round(Number(amount.replace(',', '.')) * 100);
};
const sumOf = (rows, pick) => rows.reduce((total, row) => total + pick(row), 0);

/**
 * The year's FEC downloaded (its time, its lines) and the books checked to the cent: every entry
 * balanced, the sales journal's totals those of the invoices and credit notes in the database, the
 * reports' totals the FEC's. Returns the differences found, none when the books agree.
 */
export async function checkBooks(base, headers, databaseUrl, year, reports) {
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/books/fec?from=${year}-01-01&to=${year}-12-31`, { headers });
  if (!response.ok) throw new Error(`FEC: ${response.status}`);
  const [header, ...lines] = new TextDecoder('latin1').decode(await response.arrayBuffer()).split('\r\n').filter(Boolean);
  const fecMs = performance.now() - started;
  const columns = header.split('\t');
  const rows = lines.map((line) => Object.fromEntries(line.split('\t').map((cell, i) => [columns[i], cell])));
  const differences = [];
  const expectEqual = (what, found, wanted) => {
    if (found !== wanted) differences.push(`${what}: ${found} against ${wanted}`);
  };
  const unbalanced = [...Map.groupBy(rows, (row) => row.EcritureNum).values()].filter((entry) => sumOf(entry, (row) => cents(row.Debit)) !== sumOf(entry, (row) => cents(row.Credit)));
  expectEqual('unbalanced entries', unbalanced.length, 0);
  const sales = rows.filter((row) => row.JournalCode === 'VE');
  const owed = sumOf(sales, (row) => (row.PieceRef.startsWith('F') && (row.CompteNum === '411' || row.CompteNum === '4191') ? cents(row.Debit) : 0));
  const givenBack = sumOf(sales, (row) => (row.PieceRef.startsWith('A') && row.CompteNum === '411' ? cents(row.Credit) : 0));
  const vat = sumOf(sales, (row) => (row.CompteNum.startsWith('4457') ? cents(row.Credit) - cents(row.Debit) : 0));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const bounds = [`${year}-01-01 00:00 Europe/Paris`, `${year + 1}-01-01 00:00 Europe/Paris`];
    const invoiced = (await db.query('select count(*)::int as count, coalesce(sum(total), 0)::bigint as total from shop_order where invoice_number is not null and paid_at >= $1::timestamptz and paid_at < $2::timestamptz', bounds)).rows[0];
    const credited = (await db.query('select count(*)::int as count, coalesce(sum(amount), 0)::bigint as total from credit_note where issued_at >= $1::timestamptz and issued_at < $2::timestamptz', bounds)).rows[0];
    expectEqual('invoices in the FEC', new Set(sales.filter((row) => row.PieceRef.startsWith('F')).map((row) => row.PieceRef)).size, invoiced.count);
    expectEqual('credit notes in the FEC', new Set(sales.filter((row) => row.PieceRef.startsWith('A')).map((row) => row.PieceRef)).size, credited.count);
    expectEqual("the FEC's invoiced total", owed, Number(invoiced.total));
    expectEqual("the FEC's credited total", givenBack, Number(credited.total));
  } finally {
    await db.end();
  }
  const { revenue, wines, sales: bySales, vat: summary } = reports;
  expectEqual('revenue report, orders', revenue.total.orders, new Set(sales.filter((row) => row.PieceRef.startsWith('F')).map((row) => row.PieceRef)).size);
  expectEqual('revenue report, invoiced', revenue.total.invoiced.total, owed);
  expectEqual('revenue report, credited', revenue.total.credited.total, givenBack);
  expectEqual('VAT summary, VAT due', summary.due.vat, vat);
  expectEqual('VAT summary, net', summary.due.total, owed - givenBack);
  expectEqual('wines report, net with shipping', wines.goods.net + wines.shipping.net, owed - givenBack);
  expectEqual('delivery report, net', sumOf(bySales.delivery, (d) => d.figures.revenue.net), owed - givenBack);
  return { fecMs, lines: rows.length, differences };
}
