import { it } from 'vitest';
import { startTestShop } from './harness';

it('scratch list', async () => {
  const shop = await startTestShop();
  for (const line of (process.env.H5_LIST ?? '').split(' ')) {
    const [path, lang] = line.split('|');
    const r = await shop.get(path, { lang });
    if (!r.json.success) { console.log(path, r.status, r.json.message); continue; }
    const d = r.json.data;
    console.log(path, r.status, 'total', d.total, '\n  ' + d.products.map((p: any) => `${p.id}:${p.name}:${p.priceFrom}${p.priceBefore ? '<' + p.priceBefore : ''}:${p.years.join('/')}${p.rank !== null ? ':r' + p.rank : ''}`).join(' | '), '\n  facets', JSON.stringify(d.facets));
  }
  await shop.close();
}, 120_000);
