import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFormAnswersSchema, adminFormListSchema } from '~/lib/admin/content/forms';
import { formsShop, remove } from './admin-content-support';
import { signedIn } from './catalogue-fixtures';
import type { TestShop } from './harness';

// The back office's forms: the answers visitors sent, read with the fields' labels, exported for
// a spreadsheet, erased on request.

let shop: TestShop;
let admin: string;
let contactId: number;
beforeAll(async () => {
  ({ shop, admin, contactId } = await formsShop());
});
afterAll(() => shop.close());

let ip = 0;
const send = (values: Record<string, string>, lang = 'fr_FR') =>
  shop.post(`/forms/${contactId}/submit`, { values }, { lang, headers: { 'x-test-ip': `198.51.100.${++ip}` } });

describe('the answers of a form', () => {
  it('refuses visitors and customers', async () => {
    const customer = await signedIn(shop, 'CUSTOMER', 'client-formulaires@example.fr');
    for (const [cookie, status] of [[undefined, 401], [customer, 403]] as const) {
      expect((await shop.get('/admin/form', { cookie })).status).toBe(status);
      expect((await shop.get(`/admin/form/${contactId}/answer`, { cookie })).status).toBe(status);
      expect((await remove(shop, '/admin/form-answer/1', cookie)).status).toBe(status);
    }
  });

  it('lists the answers with the fields’ labels and choices in the owner’s language, exports and erases them', async () => {
    expect((await send({ name: 'Hugo Martin', email: 'hugo@example.fr', subject: 'group', message: 'Nous serons quinze pour un anniversaire.' })).status).toBe(200);
    expect((await send({ name: '@SUM(A1) Lee', email: 'jordan@example.com', subject: 'visit', message: 'Can we visit on Sunday morning?' }, 'en_US')).status).toBe(200);

    const forms = await shop.get('/admin/form', { cookie: admin });
    expect(forms.json.data.forms.find((f: { id: number }) => f.id === contactId)).toMatchObject({ name: 'Écrivez-nous', answerCount: 2 });

    const answers = await shop.get(`/admin/form/${contactId}/answer`, { cookie: admin, lang: 'en_US' });
    expect(answers.json.data.columns.map((c: { label: string }) => c.label)).toEqual(['Full name', 'E-mail address', 'Subject', 'Your message']);
    expect(answers.json.data.items.map((a: { values: Record<string, string> }) => a.values.subject)).toEqual(['A visit or a tasting', 'A group, a wedding, a seminar']);

    const csv = await shop.app.request(`/api/admin/form/${contactId}/answer.csv?lang=fr_FR`, { headers: { cookie: admin } });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="reponses-ecrivez-nous.csv"');
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('Envoyée le;Langue;Nom et prénom;Adresse e-mail;Sujet;Votre message');
    expect(lines[1]).toMatch(/;fr_FR;Hugo Martin;hugo@example\.fr;Un groupe, un mariage, un séminaire;Nous serons quinze pour un anniversaire\.$/);
    expect(lines[2]).toMatch(/;en_US;'@SUM\(A1\) Lee;/);

    const erased = await remove(shop, `/admin/form-answer/${answers.json.data.items[0].id}`, admin);
    expect(erased.json.message).toBe('La réponse est effacée.');
    expect((await shop.get(`/admin/form/${contactId}/answer`, { cookie: admin })).json.data.total).toBe(1);
    expect((await remove(shop, `/admin/form-answer/${answers.json.data.items[0].id}`, admin)).status).toBe(404);
    expect((await shop.get('/admin/form/999999/answer', { cookie: admin })).status).toBe(404);
    expect((await shop.get(`/admin/form/${contactId}/answer?nbItem=1000`, { cookie: admin })).status).toBe(400);
  });
});

describe('the forms contract (src/lib/admin/content/forms.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly the list of forms and a page of answers', async () => {
    expect((await send({ name: 'Nina Petit', email: 'nina@example.fr', subject: 'visit', message: 'Une visite samedi ?' })).status).toBe(200);
    const list = (await shop.get('/admin/form', { cookie: admin })).json.data;
    const answers = (await shop.get(`/admin/form/${contactId}/answer`, { cookie: admin })).json.data;

    expect(answers.items.length).toBeGreaterThan(0);
    expect(adminFormListSchema.parse(list)).toEqual(list);
    expect(adminFormAnswersSchema.parse(answers)).toEqual(answers);
    const [first, ...others] = answers.items;
    expect(adminFormAnswersSchema.safeParse({ ...answers, items: [{ ...first, values: { ...first.values, count: 3 } }, ...others] }).success).toBe(false);
  });
});
