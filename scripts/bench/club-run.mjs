// The wine club's charge run on PostgreSQL (docs/club.md, "The charge run"): CLUB_MEMBERS members,
// each with a card kept at the sandbox (nine in ten pay, one in ten is declined), written straight
// into the database with an OPEN shipment due today and their PLANNED boxes; then the owner's "Run
// now" charges them all against the sandbox while a few clients read the cached wine page, whose
// latency (p50, p99) says whether charging blocks the storefront. The goals: the run under a minute.
import pg from 'pg';
import { owner } from './owner-reports.mjs';
import { processCpuMs } from './processes.mjs';

export const CLUB_MEMBERS = 2_000;
export const CLUB_RUN_GOAL_S = 60;

/** The members, their cards, the shipment and the boxes; answers the shipment's id. */
export async function seedClubRun(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const wine = (await db.query(`select d.id, d.price from declination d join product p on p.id = d.product_id where p.type = 'WINE' and d.price > 0 order by d.id limit 1`)).rows[0];
    await db.query('update declination set quantity = $2, tracks_stock = true where id = $1', [wine.id, CLUB_MEMBERS * 6 + 100]);
    const formula = (await db.query(`insert into club_formula (bottles_per_shipment, shipments_per_year, price_per_shipment, shipping_rate) values (6, 3, $1, 1200) returning id`, [wine.price * 6])).rows[0].id;
    await db.query(`insert into club_formula_translation (formula_id, lang, name) values ($1, 'fr_FR', 'Banc d’essai'), ($1, 'en_US', 'Bench')`, [formula]);
    const shipment = (await db.query(`insert into club_shipment (formula_id, title, status, charge_on, cutoff_at, price) values ($1, 'Banc d’essai', 'OPEN', $2, now(), $3) returning id`, [formula, today, wine.price * 6])).rows[0].id;
    await db.query(`insert into club_shipment_wine (shipment_id, declination_id, quantity, unit_price) values ($1, $2, 6, $3)`, [shipment, wine.id, wine.price]);
    await db.query(
      `with members as (
         insert into shop_user (email, role, firstname, lastname, email_confirmed_at, terms_accepted_at)
         select 'bench-club-' || g || '-' || $4::text || '@example.fr', 'CUSTOMER', 'Camille', 'Membre ' || g, now(), now() from generate_series(1, $1::int) g
         returning id),
       cards as (
         insert into sandbox_card (token, behaviour, brand, last4, exp_month, exp_year)
         select 'sbx_bench_' || m.id, case when m.id % 10 = 0 then 'DECLINE_LATER' else 'KEEP' end, 'Visa', '4242', 12, extract(year from now())::int + 3 from members m
         returning token),
       kept as (
         insert into kept_card (user_id, provider, card_reference, brand, last4, exp_month, exp_year, is_default, lang)
         select m.id, 'sandbox', 'sbx_bench_' || m.id, 'Visa', '4242', 12, extract(year from now())::int + 3, true, 'fr_FR' from members m
         returning id, user_id),
       memberships as (
         insert into club_membership (user_id, formula_id, status, since, kept_card_id, delivery_mode, terms_accepted_at, terms_version, lang)
         select k.user_id, $2::int, 'ACTIVE', now(), k.id, 'COLLECTION', now(), 'bench', 'fr_FR' from kept k
         returning id),
       boxes as (
         insert into club_box (shipment_id, membership_id, price, delivery_fee, delivery_mode)
         select $3::int, m.id, $5::int * 6, 0, 'COLLECTION' from memberships m
         returning id)
       insert into club_box_line (box_id, declination_id, quantity, unit_price) select b.id, $6::int, 6, $5::int from boxes b`,
      [CLUB_MEMBERS, formula, shipment, String(Date.now()), wine.price, wine.id],
    );
    await db.query('analyze');
    return shipment;
  } finally {
    await db.end();
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * "Run now" on the shipment, timed until the run is DONE, while `readers` clients read `pageUrl`
 * again and again: the run's time, its counts, the page's p50 and p99, and the CPU time the shop's
 * process `shopPid` used meanwhile (null where /proc is not there).
 */
export async function measureClubRun(base, dataDir, databaseUrl, shipmentId, pageUrl, shopPid, readers = 2) {
  const headers = await owner(base, dataDir, databaseUrl);
  const times = [];
  let running = true;
  const read = async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(pageUrl, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
  };
  const clients = Array.from({ length: readers }, read);
  const cpuBefore = await processCpuMs(shopPid);
  const started = performance.now();
  // "Run now" answers within seconds and the run goes on: the owner's view is asked until it is DONE.
  const answer = await fetch(`${base}/api/admin/club/run/${shipmentId}/start`, { method: 'POST', headers, body: '{}' });
  if (answer.status !== 200) throw new Error(`the run answered ${answer.status}: ${(await answer.json()).message}`);
  let view;
  for (;;) {
    view = (await (await fetch(`${base}/api/admin/club/run/${shipmentId}`, { headers })).json()).data;
    if (view.status === 'DONE' && view.counts.planned === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const runMs = performance.now() - started;
  const cpuAfter = await processCpuMs(shopPid);
  running = false;
  await Promise.all(clients);
  const sorted = times.sort((a, b) => a - b);
  return { runMs, shopCpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore, counts: view.counts, reads: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
}
