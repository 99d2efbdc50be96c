import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAlbumListSchema, adminAlbumSchema } from '~/lib/admin/content/albums';
import { adminCookie } from './admin-support';
import { dropped, remove, uploadPicture } from './admin-content-support';
import { file, png } from './cart-browser';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The back office's albums: pictures uploaded and videos linked, in the owner's order, shown at
// once in the gallery.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

const harvest = (items: unknown[], coverMediaId: number | null = null) => ({
  texts: { fr_FR: { title: 'Vendanges 2026', description: 'Trois semaines de septembre.' }, en_US: { title: 'Harvest 2026', description: null } },
  isPublished: true,
  publishedAt: '2026-10-01T10:00:00+02:00',
  position: 0,
  coverMediaId,
  items,
});

describe('albums in the back office', () => {
  it('refuses visitors and customers', async () => {
    const customer = await signedIn(shop, 'CUSTOMER', 'client-albums@example.fr');
    for (const [cookie, status] of [[undefined, 401], [customer, 403]] as const) {
      expect((await shop.post('/admin/album', harvest([]), { cookie })).status).toBe(status);
    }
  });

  it('makes an album of pictures and a video, in order, shown at once in the gallery', async () => {
    const first = (await uploadPicture(shop, file(png(40, 30), 'grappes.png'), admin)).json.data.id;
    const second = (await uploadPicture(shop, file(png(30, 40), 'pressoir.png'), admin)).json.data.id;
    const since = shop.invalidated.length;
    const created = await shop.post(
      '/admin/album',
      harvest([{ mediaId: second, captions: { fr_FR: 'Le pressoir', en_US: 'The press' } }, { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, { mediaId: first }], first),
      { cookie: admin },
    );
    expect(created.status).toBe(200);
    const album = created.json.data;
    expect(album).toMatchObject({ cover: { id: first }, count: { pictures: 2, videos: 1 }, paths: { en_US: `/en_US/albums/harvest-2026/${album.id}` } });
    expect(album.items.map((item: { picture: { id: number } | null; videoUrl: string | null }) => item.picture?.id ?? item.videoUrl)).toEqual([second, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', first]);
    await dropped(shop, since, `album:${album.id}`);
    const shown = await shop.get(`/album/${album.id}`, { lang: 'en_US' });
    expect(shown.json.data.media.map((item: { kind: string; caption: string | null }) => [item.kind, item.caption])).toEqual([['image', 'The press'], ['hosted', null], ['image', null]]);

    // Reordered: the items given are the album.
    const reordered = await shop.put(`/admin/album/${album.id}`, harvest([{ mediaId: first }, { mediaId: second }]), { cookie: admin });
    expect(reordered.json.data.items.map((item: { picture: { id: number } }) => item.picture.id)).toEqual([first, second]);
    expect((await remove(shop, `/admin/album/${album.id}`, admin)).status).toBe(200);
    expect((await shop.get(`/admin/album/${album.id}`, { cookie: admin })).status).toBe(404);
  });

  it('refuses an item both or neither picture and video, a script video link, an unknown picture', async () => {
    const cases: [unknown, string][] = [
      [harvest([{ mediaId: 1, videoUrl: 'https://vimeo.com/123456' }]), 'Each item of an album is either a picture or a video.'],
      [harvest([{}]), 'Each item of an album is either a picture or a video.'],
      [harvest([{ videoUrl: 'javascript:alert(1)' }]), 'A video is an https:// link (YouTube, Vimeo…), 500 characters at most.'],
      [harvest([{ mediaId: 999_999 }]), 'Picture 999999 does not exist: upload it again.'],
    ];
    for (const [body, message] of cases) {
      expect(await shop.post('/admin/album', body, { cookie: admin, lang: 'en_US' })).toMatchObject({ status: 400, json: { message } });
    }
  });
});

describe('the albums contract (src/lib/admin/content/albums.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the list, one album and a save answer', async () => {
    const picture = (await uploadPicture(shop, file(png(40, 30), 'contrat.png'), admin)).json.data.id;
    const created = (await shop.post('/admin/album', harvest([{ mediaId: picture, captions: { fr_FR: 'Les grappes', en_US: null } }, { videoUrl: 'https://vimeo.com/123456' }], picture), { cookie: admin })).json.data;
    const saved = (await shop.put(`/admin/album/${created.id}`, harvest([]), { cookie: admin })).json.data;
    const one = (await shop.get(`/admin/album/${created.id}`, { cookie: admin })).json.data;
    const list = (await shop.get('/admin/album', { cookie: admin })).json.data;

    expect(list.albums.length).toBeGreaterThan(0);
    for (const answer of [created, saved, one]) expect(adminAlbumSchema.parse(answer)).toEqual(answer);
    expect(adminAlbumListSchema.parse(list)).toEqual(list);
    expect(adminAlbumSchema.safeParse({ ...created, items: [{ ...created.items[0], captions: undefined }] }).success).toBe(false);
  });
});
