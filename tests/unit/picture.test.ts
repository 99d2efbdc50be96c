import { describe, expect, it } from 'vitest';
import { pictureMarkup, zoomUrl } from '~/lib/picture';

// The markup every page gives a stored picture (src/components/media/Picture.astro).

describe('the sources of a stored picture', () => {
  it('offer the widths up to the original’s, in AVIF and WebP before JPEG, with its size', () => {
    const markup = pictureMarkup({ url: '/api/media/1/a.jpg', width: 1000, height: 500, variants: '/api/media/1/abc' });
    expect(markup.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    // The last one is drawn at the original's width, not enlarged: its descriptor says so.
    expect(markup.sources[0].srcset).toBe(
      '/api/media/1/abc/160.avif 160w, /api/media/1/abc/320.avif 320w, /api/media/1/abc/480.avif 480w, /api/media/1/abc/640.avif 640w, /api/media/1/abc/768.avif 768w, /api/media/1/abc/960.avif 960w, /api/media/1/abc/1280.avif 1000w',
    );
    expect(markup.srcset).toContain('/api/media/1/abc/1280.jpeg 1000w');
    expect(markup.src).toBe('/api/media/1/abc/640.jpeg');
    expect([markup.width, markup.height]).toEqual([1000, 500]);
  });

  it('offer one width, drawn at its own size, for a picture smaller than every width', () => {
    const markup = pictureMarkup({ url: '/api/media/2/icon.png', width: 100, height: 100, variants: '/api/media/2/def' });
    expect(markup.srcset).toBe('/api/media/2/def/160.jpeg 100w');
    expect(markup.src).toBe('/api/media/2/def/160.jpeg');
  });

  it('leave a picture hosted elsewhere as it is', () => {
    const markup = pictureMarkup({ url: 'https://cdn.example/photo.jpg', width: 800, height: 600, variants: null });
    expect(markup).toEqual({ sources: [], src: 'https://cdn.example/photo.jpg', srcset: undefined, width: 800, height: 600 });
    expect(zoomUrl({ url: 'https://cdn.example/photo.jpg', variants: null })).toBe('https://cdn.example/photo.jpg');
  });

  it('open full screen at the widest variant, never the original upload', () => {
    expect(zoomUrl({ url: '/api/media/1/a.jpg', width: 4000, variants: '/api/media/1/abc' })).toBe('/api/media/1/abc/1920.webp');
    expect(zoomUrl({ url: '/api/media/1/a.jpg', width: 1000, variants: '/api/media/1/abc' })).toBe('/api/media/1/abc/1280.webp');
  });
});
