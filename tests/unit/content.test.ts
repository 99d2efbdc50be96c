import { describe, expect, it } from 'vitest';
import { eventPeriod } from '~/lib/content/event-period';
import { requestedPage } from '~/lib/content/list-page';
import { slugify } from '~/lib/content/slug';
import { typeset } from '~/lib/content/typeset';
import { menuIcons } from '~/layouts/menu-icons';
import type { ApiClient } from '~/lib/api';

describe('publication helpers', () => {
  it('make a slug of a French title', () => {
    expect(slugify('Dîner dans la cave : accords et vieux millésimes')).toBe('diner-dans-la-cave-accords-et-vieux-millesimes');
    expect(slugify('Cœur de Loire – « 2026 »')).toBe('coeur-de-loire-2026');
    expect(slugify('  ')).toBe('');
  });

  it('keep French punctuation on the line of the word before it', () => {
    expect(typeset('Portes ouvertes : réservez !', 'fr_FR')).toBe('Portes ouvertes\u00a0: réservez\u202f!');
    expect(typeset('Quel vin ? « Le Clos »', 'fr_FR')).toBe('Quel vin\u202f? «\u202fLe Clos\u202f»');
    expect(typeset('Dinner in the cellar: pairings', 'en_US')).toBe('Dinner in the cellar: pairings');
  });

  it('write when an event takes place, in Paris time', () => {
    expect(eventPeriod('2027-04-17T08:00:00Z', '2027-04-18T16:00:00Z', 'fr_FR')).toBe('17/04/2027, 10h00 – 18/04/2027, 18h00');
    expect(eventPeriod('2027-06-19T16:00:00Z', '2027-06-19T20:30:00Z', 'en_US')).toBe('19/06/2027, 6:00 pm – 10:30 pm');
    expect(eventPeriod('2027-01-09T09:00:00Z', null, 'fr_FR')).toBe('09/01/2027, 10h00');
  });

  it('read the page number of a list, refusing what is not one', () => {
    expect(requestedPage(new URL('http://shop.test/actualites'))).toBe(1);
    expect(requestedPage(new URL('http://shop.test/actualites?page=3'))).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'abc', '']) expect(requestedPage(new URL(`http://shop.test/actualites?page=${bad}`))).toBeNull();
  });
});

describe('menu icons', () => {
  const api = (svg: string | null) =>
    ({
      post: async (path: string, body: { url: string }) => {
        expect(path).toBe('/image/load-svg');
        if (!svg) throw new Error('not found');
        return { url: body.url, svg };
      },
    }) as unknown as ApiClient;

  it('draw the Font Awesome names the frame knows, at the size asked, and leave the others out', async () => {
    const icons = await menuIcons(api(null), ['fa-house', 'fa-solid fa-wine-bottle', 'fa-dragon'], 24);
    expect([...icons.keys()]).toEqual(['fa-house', 'fa-solid fa-wine-bottle']);
    expect(icons.get('fa-house')).toMatch(/^<svg class="menu-icon[^"]*" width="24" height="24" viewBox="0 0 24 24"[^>]*aria-hidden="true"/);
  });

  it('inline a stored SVG at the menu size, in place of its own', async () => {
    const icons = await menuIcons(api('<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><path d="M0 0"/></svg>'), ['/api/media/4/grappe.svg'], 20);
    expect(icons.get('/api/media/4/grappe.svg')).toBe(
      '<svg class="menu-icon inline-block shrink-0 align-[-0.2em]" width="20" height="20" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path d="M0 0"/></svg>',
    );
    expect((await menuIcons(api(null), ['/api/media/5/missing.svg'], 20)).size).toBe(0);
  });
});
