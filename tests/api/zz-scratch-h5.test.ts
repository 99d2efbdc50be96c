import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { startTestShop } from './harness';

it('scratch', async () => {
  const shop = await startTestShop();
  if (process.env.H5_SQL) await shop.db.execute((await import('drizzle-orm')).sql.raw(process.env.H5_SQL));
  for (const [path, out, lang] of (process.env.H5_FETCH ?? '').split(' ').map((a) => a.split('|'))) {
    const t = performance.now();
    const res = await shop.app.request(`/api${path}`, { headers: lang ? { userLang: lang } : {} });
    const buf = Buffer.from(await res.arrayBuffer());
    console.log(path, res.status, res.headers.get('content-type'), res.headers.get('content-disposition'), buf.length, (performance.now() - t).toFixed(0) + 'ms');
    if (out) writeFileSync(out, buf);
    else console.log(buf.toString('utf8').slice(0, 3000));
  }
  await shop.close();
}, 120_000);
