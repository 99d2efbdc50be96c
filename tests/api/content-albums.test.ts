import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { album, albumMedia } from '~/server/db/schema';
import { albumListSchema, albumSchema, type AlbumSummary } from '~/lib/contracts/content';
import { hostedVideo } from '~/server/services/albums';
import { startTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('GET /album', () => {
  it("lists the published albums in the owner's order with their cover and counts", async () => {
    const fr = await shop.get('/album?page=1&nbItem=100');
    expect(fr.status).toBe(200);
    expect(fr.json.data.total).toBe(2);
    const albums: AlbumSummary[] = fr.json.data.albums;
    expect(albums.map((a) => a.title)).toEqual(['Vendanges 2026', 'Le domaine au fil de l’année']);
    expect(albums.map((a) => a.count)).toEqual([
      { pictures: 8, videos: 0 },
      { pictures: 6, videos: 1 },
    ]);
    expect(albums[0].cover).toMatchObject({ url: expect.stringMatching(/^\/api\/media\/\d+\//), alt: 'Premier matin de vendanges dans les chardonnays' });
    expect(albums[0].cover!.width).toBeGreaterThan(0);
    const en = await shop.get('/album', { lang: 'en_US' });
    expect(en.json.data.albums.map((a: AlbumSummary) => a.slug)).toEqual(['2026-harvest', 'the-estate-through-the-year']);
  });

  it('pages, filters, and refuses bad list input', async () => {
    const second = await shop.get('/album?nbItem=1&page=2');
    expect(second.json.data.albums.map((a: AlbumSummary) => a.slug)).toEqual(['le-domaine-au-fil-de-l-annee']);
    expect(second.json.data.total).toBe(2);
    expect((await shop.get('/album?title=lk:vendanges')).json.data.total).toBe(1);
    expect((await shop.get('/album?nbItem=101')).status).toBe(400);
    expect((await shop.get('/album?page=x')).status).toBe(400);
    expect((await shop.get('/album?price=3')).status).toBe(400);
  });
});

describe('GET /album/{id}', () => {
  it('gives the pictures with their size and caption, and the hosted video with its player address', async () => {
    const list: AlbumSummary[] = (await shop.get('/album')).json.data.albums;
    const year = list[1];
    const answer = await shop.get(`/album/${year.id}`, { lang: 'en_US' });
    expect(answer.status).toBe(200);
    const { media, slugs, title } = answer.json.data;
    expect(title).toBe('The estate through the year');
    expect(slugs).toEqual({ fr_FR: 'le-domaine-au-fil-de-l-annee', en_US: 'the-estate-through-the-year' });
    expect(media).toHaveLength(7);
    expect(media[0]).toMatchObject({
      kind: 'image',
      caption: 'The vines under frost in January',
      image: { url: expect.stringMatching(/^\/api\/media\//), alt: 'The vines under frost in January', width: expect.any(Number), height: expect.any(Number) },
    });
    expect(media[6]).toMatchObject({
      kind: 'hosted',
      provider: 'YOUTUBE',
      embedUrl: 'https://www.youtube-nocookie.com/embed/Tq3dVn7mF2k',
      caption: 'A year at Domaine des Tilleuls, in three minutes',
    });
  });

  it('treats a video file address as a video to play, and hides unpublished albums', async () => {
    const [harvest] = (await shop.get('/album')).json.data.albums as AlbumSummary[];
    const [clip] = await shop.db.insert(albumMedia).values({ albumId: harvest.id, position: 99, videoUrl: 'https://cdn.example.fr/clips/pressoir.mp4' }).returning();
    const withClip = await shop.get(`/album/${harvest.id}`);
    expect(withClip.json.data.media.at(-1)).toEqual({ id: clip.id, kind: 'video', url: 'https://cdn.example.fr/clips/pressoir.mp4', caption: null });
    await shop.db.delete(albumMedia).where(eq(albumMedia.id, clip.id));

    await shop.db.update(album).set({ isValid: false }).where(eq(album.id, harvest.id));
    expect((await shop.get(`/album/${harvest.id}`)).status).toBe(404);
    expect((await shop.get('/album')).json.data.total).toBe(1);
    await shop.db.update(album).set({ isValid: true }).where(eq(album.id, harvest.id));

    expect((await shop.get('/album/99999')).status).toBe(404);
    expect((await shop.get('/album/zero')).status).toBe(400);
  });
});

describe('hosted video addresses', () => {
  it('turns YouTube and Vimeo page links into their privacy-friendly players', () => {
    expect(hostedVideo('https://www.youtube.com/watch?v=Tq3dVn7mF2k&t=4').embedUrl).toBe('https://www.youtube-nocookie.com/embed/Tq3dVn7mF2k');
    expect(hostedVideo('https://youtu.be/Tq3dVn7mF2k')).toEqual({ embedUrl: 'https://www.youtube-nocookie.com/embed/Tq3dVn7mF2k', provider: 'YOUTUBE' });
    expect(hostedVideo('https://vimeo.com/76979871')).toEqual({ embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1', provider: 'VIMEO' });
    expect(hostedVideo('https://player.example.fr/embed/42')).toEqual({ embedUrl: 'https://player.example.fr/embed/42', provider: null });
  });
});

describe('the album contract (src/lib/contracts/content.ts)', () => {
  it('describes exactly what the album calls answer', async () => {
    const list = (await shop.get('/album')).json.data;
    expect(albumListSchema.parse(list)).toEqual(list);
    const year = (await shop.get(`/album/${list.albums[1].id}`)).json.data;
    expect(new Set(year.media.map((entry: { kind: string }) => entry.kind))).toEqual(new Set(['image', 'hosted']));
    expect(albumSchema.parse(year)).toEqual(year);
    expect(albumSchema.safeParse({ ...year, media: [{ ...year.media[0], kind: 'audio' }] }).success).toBe(false);
  });
});
