import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { groupOf } from '~/lib/admin/parameters';
import { siteParameter } from '~/server/db/schema';
import { parameters as demoParameters } from '~/server/seed/data/parameters';
import frStrings from '~/i18n/fr_FR/admin-parameters.json';
import enStrings from '~/i18n/en_US/admin-parameters.json';
import { adminCookie } from './admin-support';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The settings page saves a group of parameters at once: all of it or nothing, checked as each
// parameter takes its value, and the visitors' pages refreshed.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

const publicValue = async (type: string, lang: 'fr_FR' | 'en_US') =>
  (await shop.get('/parameter', { lang })).json.data.find((p: { type: string }) => p.type === type)?.value;
const stored = async (type: string) => (await shop.db.select().from(siteParameter).where(eq(siteParameter.type, type)))[0]?.value;

describe('the settings page', () => {
  it('names and groups every parameter the shop has, in French and English', async () => {
    const listed = await shop.get('/admin/parameter', { cookie: admin });
    expect(listed.status).toBe(200);
    const types = listed.json.data.parameters.map((p: { type: string }) => p.type);
    expect(types.length).toBe(demoParameters.length);
    for (const type of types) {
      expect(groupOf(type), type).not.toBe('other');
      expect((frStrings.labels as Record<string, string>)[type], `French label of ${type}`).toBeTruthy();
      expect((enStrings.labels as Record<string, string>)[type], `English label of ${type}`).toBeTruthy();
    }
    expect(listed.json.data.parameters.find((p: { type: string }) => p.type === 'SHIPPING_MESSAGE').translations.en_US).toMatch(/Free delivery/);
  });

  it('saves a group at once, French and English texts apart, and refreshes every page', async () => {
    const before = shop.invalidated.length;
    const saved = await shop.put(
      '/admin/parameter',
      {
        changes: [
          { type: 'PRIMARY_COLOR', value: '#1f5e3b' },
          { type: 'SHIPPING_MESSAGE', value: 'Livraison offerte dès 12 bouteilles', translations: { en_US: 'Free delivery from 12 bottles' } },
        ],
      },
      { cookie: admin },
    );
    expect(saved.status).toBe(200);
    expect(await publicValue('PRIMARY_COLOR', 'fr_FR')).toBe('#1f5e3b');
    expect(await publicValue('SHIPPING_MESSAGE', 'fr_FR')).toBe('Livraison offerte dès 12 bouteilles');
    expect(await publicValue('SHIPPING_MESSAGE', 'en_US')).toBe('Free delivery from 12 bottles');
    expect(shop.invalidated.slice(before).flat()).toContain('frame');

    // An empty English text leaves the English visitor with the French one.
    await shop.put('/admin/parameter', { changes: [{ type: 'SHIPPING_MESSAGE', value: 'Livraison offerte dès 12 bouteilles', translations: { en_US: '  ' } }] }, { cookie: admin });
    expect(await publicValue('SHIPPING_MESSAGE', 'en_US')).toBe('Livraison offerte dès 12 bouteilles');
  });

  it('refuses the whole group when one value does not suit its parameter, naming it', async () => {
    const before = await stored('COMPANY_NAME');
    const refused = await shop.put(
      '/admin/parameter',
      { changes: [{ type: 'COMPANY_NAME', value: 'Autre nom' }, { type: 'PRIMARY_COLOR', value: 'rouge' }] },
      { cookie: admin },
    );
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('«\u00a0Couleur principale\u00a0» attend une couleur au format #RRGGBB, par exemple #8C2A3C.');
    expect(await stored('COMPANY_NAME')).toBe(before);

    const english = await shop.put('/admin/parameter', { changes: [{ type: 'MENU_TYPE', value: 'SIDEWAYS' }] }, { cookie: admin, lang: 'en_US' });
    expect([english.status, english.json.message]).toEqual([400, '“Menu type”: choose one of the values offered.']);
    const notNumber = await shop.put('/admin/parameter', { changes: [{ type: 'LOGO_HEIGHT', value: 'grand' }] }, { cookie: admin });
    expect([notNumber.status, notNumber.json.message]).toEqual([400, '«\u00a0Hauteur du logo (px)\u00a0» attend un nombre.']);
    const translated = await shop.put('/admin/parameter', { changes: [{ type: 'COMPANY_NAME', value: 'X', translations: { en_US: 'Y' } }] }, { cookie: admin });
    expect(translated.status).toBe(400);
    const unknown = await shop.put('/admin/parameter', { changes: [{ type: 'NO_SUCH_PARAMETER', value: 'x' }] }, { cookie: admin });
    expect(unknown.status).toBe(404);
    const empty = await shop.put('/admin/parameter', { changes: [] }, { cookie: admin });
    expect([empty.status, empty.json.message]).toEqual([400, 'Rien à enregistrer.']);
  });

  it('switches online selling off and on with the shop rules', async () => {
    const off = await shop.put('/admin/parameter', { isECommerce: false }, { cookie: admin });
    expect([off.status, off.json.data.isECommerce]).toEqual([200, false]);
    expect((await shop.get('/site/info')).json.data.isECommerce).toBe(false);
    await shop.put('/admin/parameter', { isECommerce: true }, { cookie: admin });
    expect((await shop.get('/site/info')).json.data.isECommerce).toBe(true);
  });
});

describe('the owner’s code (CSS, scripts, HTML added to the pages)', () => {
  // It runs in a SUPER_ADMIN's signed-in pages, where a script could call the back office's API
  // as them: an ADMIN who could write it would make themselves SUPER_ADMIN.
  const planted = 'fetch("/api/admin/admins")';

  it('is refused to an ADMIN, in the caller’s language, whichever way it is saved, and nothing is written', async () => {
    const before = await stored('SCRIPT_TO_LOAD');
    const group = await shop.put(
      '/admin/parameter',
      { changes: [{ type: 'GOOGLE_ANALYTICS_ID', value: 'G-NEW' }, { type: 'SCRIPT_TO_LOAD', value: planted }] },
      { cookie: admin },
    );
    expect([group.status, group.json.success, group.json.message]).toEqual([
      403,
      false,
      'Seul un super-administrateur peut modifier «\u00a0Script ajouté à toutes les pages\u00a0»\u00a0: le code qu’il ajoute s’exécute dans les pages des visiteurs, administrateurs compris.',
    ]);
    expect(await stored('SCRIPT_TO_LOAD')).toBe(before);
    expect(await stored('GOOGLE_ANALYTICS_ID')).not.toBe('G-NEW');

    for (const type of ['GLOBAL_CSS', 'AFTER_BODY_HTML_TO_LOAD', 'SCRIPT_TO_LOAD', 'MATOMO_URL']) {
      const one = await shop.put(`/admin/parameter/${type}`, { value: type === 'MATOMO_URL' ? 'https://stats.example.net' : planted }, { cookie: admin, lang: 'en_US' });
      expect([one.status, one.json.message], type).toEqual([403, expect.stringMatching(/^Only a super administrator can change “.+”: the code it adds runs in the visitors’ pages/)]);
    }
    expect(await stored('GLOBAL_CSS')).toBe(null);

    // What the ADMIN may change is still theirs, and the settings page says which are locked.
    expect((await shop.put('/admin/parameter/GOOGLE_ANALYTICS_ID', { value: 'G-ADMIN' }, { cookie: admin })).status).toBe(200);
    const listed = (await shop.get('/admin/parameter', { cookie: admin })).json.data.parameters as { type: string; mayChange: boolean }[];
    const locked = listed.filter((p) => !p.mayChange).map((p) => p.type);
    expect(locked.sort()).toEqual(['AFTER_BODY_HTML_TO_LOAD', 'GLOBAL_CSS', 'MATOMO_URL', 'SCRIPT_TO_LOAD']);
  });

  it('is a SUPER_ADMIN’s to change', async () => {
    const superAdmin = await signedIn(shop, 'SUPER_ADMIN', 'proprietaire@domaine.test');
    expect((await shop.get('/admin/parameter', { cookie: superAdmin })).json.data.parameters.every((p: { mayChange: boolean }) => p.mayChange)).toBe(true);
    const saved = await shop.put('/admin/parameter', { changes: [{ type: 'GLOBAL_CSS', value: 'body { letter-spacing: 0.01em; }' }] }, { cookie: superAdmin });
    expect(saved.status).toBe(200);
    expect(await stored('GLOBAL_CSS')).toBe('body { letter-spacing: 0.01em; }');
    const one = await shop.put('/admin/parameter/SCRIPT_TO_LOAD', { value: 'console.log("bonjour")' }, { cookie: superAdmin });
    expect(one.status).toBe(200);
    expect(await stored('SCRIPT_TO_LOAD')).toBe('console.log("bonjour")');
  });
});
