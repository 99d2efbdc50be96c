import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cmsPageSchema, componentConfSchema, elementItemSchema, elementListSchema, inlineSvgSchema, newsArticleSchema, newsItemSchema, newsListSchema } from '~/lib/contracts/content';
import { pageNodeSchema } from '~/lib/contracts/site';
import { media, mediaContent } from '~/server/db/schema';
import { sanitizeSvg } from '~/server/services/components';
import { startTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

async function storeFile(mime: string, body: string, isPublic = true): Promise<string> {
  const [row] = await shop.db
    .insert(media)
    .values({ kind: 'IMAGE', filename: mime === 'image/png' ? 'picto.png' : 'picto.svg', mime, isPublic })
    .returning({ id: media.id, filename: media.filename });
  await shop.db.insert(mediaContent).values({ mediaId: row.id, bytes: Buffer.from(body, 'utf8') });
  return `/api/media/${row.id}/${row.filename}`;
}

describe('GET /component/conf/{slug}', () => {
  it('gives the settings of a component', async () => {
    const answer = await shop.get('/component/conf/product-tags');
    expect(answer.status).toBe(200);
    expect(answer.json.data.slug).toBe('product-tags');
    expect(answer.json.data.conf.tags.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown component and 400 for a malformed slug', async () => {
    expect((await shop.get('/component/conf/no-such-component')).status).toBe(404);
    expect((await shop.get('/component/conf/Not_A_Slug!')).status).toBe(400);
  });
});

describe('POST /image/load-svg', () => {
  it('gives the markup of a stored SVG, from its path or its address on the shop', async () => {
    const cover = (await shop.get('/album')).json.data.albums[0].cover.url as string;
    const byPath = await shop.post('/image/load-svg', { url: cover });
    expect(byPath.status).toBe(200);
    expect(byPath.json.data.svg).toMatch(/^<svg[\s>]/);
    const byAddress = await shop.post('/image/load-svg', { url: `http://shop.test${cover}` });
    expect(byAddress.json.data.svg).toBe(byPath.json.data.svg);
  });

  it('never reaches outside the shop (no server-side request forgery)', async () => {
    const cover = (await shop.get('/album')).json.data.albums[0].cover.url as string;
    for (const url of [
      `https://evil.example${cover}`,
      `//evil.example${cover}`,
      'http://127.0.0.1:5432/',
      'http://169.254.169.254/latest/meta-data/',
      `http://user:secret@shop.test${cover}`,
      'file:///etc/passwd',
      '/api/parameter',
      '/api/media/abc/x.svg',
    ]) {
      const answer = await shop.post('/image/load-svg', { url }, { lang: 'en_US' });
      expect(answer.status, url).toBe(400);
      expect(answer.json.message).toBe('Only images stored on the site can be loaded.');
    }
  });

  it('refuses what is not a public SVG, and bad input', async () => {
    expect((await shop.post('/image/load-svg', { url: await storeFile('image/png', 'PNG') })).status).toBe(400);
    expect((await shop.post('/image/load-svg', { url: await storeFile('image/svg+xml', '<svg/>', false) })).status).toBe(404);
    expect((await shop.post('/image/load-svg', { url: '/api/media/999999/none.svg' })).status).toBe(404);
    expect((await shop.post('/image/load-svg', {})).status).toBe(400);
    expect((await shop.post('/image/load-svg', { url: 12 })).status).toBe(400);
    expect((await shop.post('/image/load-svg', 'not json')).status).toBe(400);
  });

  it('takes scripts and event handlers out of the markup', async () => {
    const url = await storeFile(
      'image/svg+xml',
      '<?xml version="1.0"?><!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><path d="M0 0h4" onclick=\'x()\'/></a><foreignObject><div>hi</div></foreignObject></svg>',
    );
    const { svg } = (await shop.post('/image/load-svg', { url })).json.data;
    expect(svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"><a><path d="M0 0h4"/></a></svg>');
    expect(() => sanitizeSvg('<html><body>not an icon</body></html>')).toThrow();
  });
});

describe('news in both languages', () => {
  it('gives each item its slug in every language, for its address in the other one', async () => {
    const { news } = (await shop.get('/news?promoted=true', { lang: 'en_US' })).json.data;
    expect(news).toHaveLength(2);
    expect(news[0]).toMatchObject({
      slug: 'our-gift-boxes-for-the-holidays-2026',
      slugs: { fr_FR: 'nos-coffrets-pour-les-fetes-2026', en_US: 'our-gift-boxes-for-the-holidays-2026' },
    });
    const item = await shop.get(`/news/${news[0].id}`);
    expect(item.json.data).toMatchObject({ slug: 'nos-coffrets-pour-les-fetes-2026', slugs: news[0].slugs });
  });
});

describe('the content contract (src/lib/contracts/content.ts) and the tree of pages (src/lib/contracts/site.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // pages' types do not know, and every field they know, of the type they expect.
  const exact = <T extends z.ZodType>(schema: T, answer: unknown) => expect(schema.parse(answer)).toEqual(answer);

  it('describes exactly the pages, the news, the element lists and the components', async () => {
    const tree = (await shop.get('/page')).json.data;
    expect(tree.some((node: { children: unknown[] }) => node.children.length > 0)).toBe(true);
    exact(z.array(pageNodeSchema), tree);
    exact(cmsPageSchema, (await shop.get('/page/home', { lang: 'en_US' })).json.data);
    exact(cmsPageSchema, (await shop.get('/page/url/le-domaine')).json.data);

    const list = (await shop.get('/news')).json.data;
    exact(newsListSchema, list);
    const article = (await shop.get(`/news/${list.news[0].id}`)).json.data;
    exact(newsArticleSchema, article);
    expect(newsItemSchema.parse(article)).not.toEqual(article);

    const events = (await shop.get('/element/evenements')).json.data;
    expect(events.items.some((item: { startsAt: string | null }) => item.startsAt !== null)).toBe(true);
    exact(elementListSchema, events);
    exact(elementListSchema, (await shop.get('/element/logo-footer')).json.data);
    exact(elementItemSchema, (await shop.get(`/element/evenements/${events.items[0].id}`)).json.data);
    exact(componentConfSchema, (await shop.get('/component/conf/product-tags')).json.data);
    exact(inlineSvgSchema, (await shop.post('/image/load-svg', { url: await storeFile('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>') })).json.data);

    expect(elementItemSchema.safeParse({ ...events.items[0], startsAt: 'samedi prochain' }).success).toBe(false);
    expect(pageNodeSchema.safeParse({ ...tree[0], children: [{ ...tree[0], children: undefined }] }).success).toBe(false);
  });
});
