import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminFormDetailSchema } from '~/lib/admin/content/form-builder';
import { form, formField, formTranslation } from '~/server/db/schema';
import { dropped, formsShop, remove } from './admin-content-support';
import type { TestShop } from './harness';

// The owner builds the site's forms: texts in both languages, fields added, changed, reordered and
// removed, all saved whole or not at all; a visitor's answer follows the fields at once, and past
// answers keep their values.

let shop: TestShop;
let admin: string;
let contactId: number;
beforeAll(async () => {
  ({ shop, admin, contactId } = await formsShop());
});
afterAll(() => shop.close());

const text = (label: string, en?: string) => ({ fr_FR: { label }, en_US: en ? { label: en } : null });
const field = (name: string, extra: Record<string, unknown> = {}) => ({ id: null, type: 'TEXT', name, required: false, texts: text(name), options: [], rules: {}, ...extra });
const sample = (fields: unknown[]) => ({
  texts: { fr_FR: { name: 'Candidature aux vendanges', description: 'Rejoignez l’équipe.', successMessage: 'Merci !' }, en_US: { name: 'Harvest job application' } },
  isPublished: true,
  fields,
});

let ip = 0;
const answer = (id: number, values: Record<string, unknown>) => shop.post(`/forms/${id}/submit`, { values }, { headers: { 'x-test-ip': `198.51.100.${++ip}` } });

describe('building a form', () => {
  it('creates a form with its fields, shows it to visitors and checks their answers by its rules', async () => {
    const created = await shop.post(
      '/admin/form',
      sample([
        field('full_name', { required: true, texts: text('Nom', 'Name'), rules: { minLength: 2, maxLength: 60 } }),
        field('days', { type: 'NUMBER', rules: { min: 1, max: 20 } }),
        field('shift', { type: 'RADIO', required: true, options: [{ key: 'morning', label: { fr_FR: 'Matin', en_US: 'Morning' } }, { key: 'evening', label: { fr_FR: 'Soir' } }] }),
        field('code', { rules: { pattern: '[A-Z]{2}[0-9]{2}' } }),
      ]),
      { cookie: admin },
    );
    expect(created.status).toBe(200);
    expect(created.json.message).toBe('Le formulaire est créé.');
    const id = created.json.data.id;
    expect(created.json.data.fields.map((f: { name: string }) => f.name)).toEqual(['full_name', 'days', 'shift', 'code']);

    const shown = await shop.get(`/forms/${id}`, { lang: 'en_US' });
    expect(shown.json.data).toMatchObject({ name: 'Harvest job application', fields: [{ label: 'Name', required: true }, {}, { options: [{ label: 'Morning' }, { label: 'Soir' }] }, {}] });

    expect((await answer(id, { full_name: 'Lou', days: '30', shift: 'morning' })).status).toBe(400);
    expect((await answer(id, { full_name: 'Lou', code: 'ab12', shift: 'morning' })).status).toBe(400);
    expect((await answer(id, { full_name: 'Lou', days: '3', code: 'AB12', shift: 'evening' })).status).toBe(200);
  });

  it('refuses a bad form in the owner’s language, naming the field', async () => {
    const bad = async (fields: unknown[], lang = 'fr_FR') => shop.post('/admin/form', sample(fields), { cookie: admin, lang });
    const twice = await bad([field('email'), field('email')]);
    expect(twice.status).toBe(400);
    expect(twice.json.message).toContain('Un autre champ du formulaire porte déjà ce nom');
    expect((await bad([field('email'), field('email')], 'en_US')).json.message).toContain('Another field of the form already has this name');
    expect((await bad([field('Nom Complet')])).json.message).toContain('Le nom technique s’écrit en minuscules');
    expect((await bad([field('choice', { type: 'SELECT', options: [{ key: 'a', label: { fr_FR: 'A' } }] })])).json.message).toContain('au moins deux choix');
    expect((await bad([field('n', { type: 'NUMBER', rules: { maxLength: 3 } })])).json.message).toContain('ne s’applique pas');
    expect((await bad([field('t', { rules: { minLength: 9, maxLength: 3 } })])).json.message).toContain('au moins égale à la longueur minimale');
    expect((await bad([field('t', { rules: { pattern: '(' } })])).json.message).toContain('expression régulière valide');
    expect((await bad([field('t', { type: 'PDF' })])).status).toBe(400);
    expect((await shop.post('/admin/form', { ...sample([]), texts: { fr_FR: { name: '' } } }, { cookie: admin })).status).toBe(400);
    expect((await shop.put('/admin/form/999999', sample([]), { cookie: admin })).status).toBe(404);
    expect((await shop.get('/admin/form/999999', { cookie: admin })).status).toBe(404);
    expect((await remove(shop, '/admin/form/999999', admin)).status).toBe(404);
  });

  it('adds, changes, reorders and removes fields; past answers keep their values, a removed field in its own column', async () => {
    const before = (await shop.get(`/admin/form/${contactId}`, { cookie: admin })).json.data;
    const [name, email, subject, message] = before.fields;
    expect([name.name, email.name, subject.name, message.name]).toEqual(['name', 'email', 'subject', 'message']);
    expect((await answer(contactId, { name: 'Hugo Martin', email: 'hugo@example.fr', subject: 'group', message: 'Nous serons quinze pour un anniversaire.' })).status).toBe(200);

    const since = shop.invalidated.length;
    const asInput = (f: typeof name) => ({ id: f.id, type: f.type, name: f.name, required: f.required, texts: f.texts, options: f.options, rules: f.rules });
    const saved = await shop.put(
      `/admin/form/${contactId}`,
      {
        texts: before.texts,
        isPublished: true,
        // The subject is gone, the message comes first, a required company is added last.
        fields: [asInput(message), asInput(name), asInput(email), field('company', { required: true, texts: text('Société', 'Company') })],
      },
      { cookie: admin },
    );
    expect(saved.status).toBe(200);
    expect(saved.json.data.fields.map((f: { name: string }) => f.name)).toEqual(['message', 'name', 'email', 'company']);
    expect(saved.json.data.fields[0].id).toBe(message.id);
    expect(await dropped(shop, since, `form:${contactId}`)).toContainEqual(expect.arrayContaining(['forms', `form:${contactId}`]));

    // The contact page's form now asks the company, and refuses a message without it.
    const contact = await shop.get('/message/form');
    expect(contact.json.data.fields.map((f: { name: string }) => f.name)).toEqual(['message', 'name', 'email', 'company']);
    const check = await shop.post(`/forms/${contactId}/answer/validate`, { values: { name: 'Lou', email: 'lou@example.fr', message: 'Bonjour, une question.' } });
    expect(Object.keys(check.json.data.errors)).toEqual(['company']);
    const visitor = { name: 'Lou Bernard', email: 'lou@example.fr', message: 'Bonjour, une question sur vos vins.' };
    expect((await shop.post('/message', visitor, { headers: { 'x-test-ip': '198.51.100.200' } })).status).toBe(400);
    expect((await shop.post('/message', { ...visitor, others: { company: 'Cave Lou' } }, { headers: { 'x-test-ip': '198.51.100.201' } })).status).toBe(200);
    expect(JSON.stringify(await shop.outbox())).toMatch(/Société.{0,40}Cave Lou/);

    const answers = await shop.get(`/admin/form/${contactId}/answer`, { cookie: admin });
    expect(answers.json.data.columns.map((c: { label: string }) => c.label)).toEqual(['Votre message', 'Nom et prénom', 'Adresse e-mail', 'Société', 'subject (champ retiré)']);
    expect(answers.json.data.items[0].values).toMatchObject({ name: 'Hugo Martin', company: '', subject: 'group' });
    const csv = await (await shop.app.request(`/api/admin/form/${contactId}/answer.csv?lang=fr_FR`, { headers: { cookie: admin } })).text();
    expect(csv.split('\r\n')[1]).toMatch(/;Nous serons quinze pour un anniversaire\.;Hugo Martin;hugo@example\.fr;;group$/);
  });

  it('lets two fields swap their names', async () => {
    const made = (await shop.post('/admin/form', sample([field('first'), field('second')]), { cookie: admin })).json.data;
    const [a, b] = made.fields;
    const swapped = await shop.put(`/admin/form/${made.id}`, sample([{ ...field('second'), id: a.id }, { ...field('first'), id: b.id }]), { cookie: admin });
    expect(swapped.status).toBe(200);
    expect(swapped.json.data.fields.map((f: { id: number; name: string }) => [f.id, f.name])).toEqual([[a.id, 'second'], [b.id, 'first']]);
  });

  it('writes nothing when one field cannot be saved', async () => {
    const made = (await shop.post('/admin/form', sample([field('kept')]), { cookie: admin })).json.data;
    const other = (await shop.get(`/admin/form/${contactId}`, { cookie: admin })).json.data.fields[0];
    // The texts and the first field would be saved before the second, which belongs to another form.
    const refused = await shop.put(
      `/admin/form/${made.id}`,
      { ...sample([field('added'), { ...field('stolen'), id: other.id }]), texts: { fr_FR: { name: 'Titre changé' } }, isPublished: false },
      { cookie: admin },
    );
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain(`Le champ ${other.id} n’appartient pas à ce formulaire`);
    const [row] = await shop.db.select().from(form).where(eq(form.id, made.id));
    expect(row!.isValid).toBe(true);
    expect((await shop.db.select({ name: formTranslation.name }).from(formTranslation).where(eq(formTranslation.formId, made.id))).map((r) => r.name)).toContain('Candidature aux vendanges');
    expect((await shop.db.select({ name: formField.name }).from(formField).where(eq(formField.formId, made.id))).map((r) => r.name)).toEqual(['kept']);
    expect((await shop.db.select({ name: formField.name }).from(formField).where(eq(formField.id, other.id)))[0]!.name).not.toBe('stolen');
  });

  it('deletes a form with its answers', async () => {
    const made = (await shop.post('/admin/form', sample([field('note')]), { cookie: admin })).json.data;
    expect((await answer(made.id, { note: 'Bonjour' })).status).toBe(200);
    const gone = await remove(shop, `/admin/form/${made.id}`, admin, 'en_US');
    expect(gone.status).toBe(200);
    expect(gone.json.message).toBe('The form is deleted.');
    expect((await shop.get(`/forms/${made.id}`)).status).toBe(404);
    expect((await remove(shop, `/admin/form/${made.id}`, admin)).status).toBe(404);
  });
});

describe('the form builder contract (src/lib/admin/content/form-builder.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly a form read, created and saved', async () => {
    const read = (await shop.get(`/admin/form/${contactId}`, { cookie: admin })).json.data;
    const fields = [
      field('full_name', { required: true, texts: text('Nom', 'Name'), rules: { minLength: 2 } }),
      field('shift', { type: 'SELECT', options: [{ key: 'am', label: { fr_FR: 'Matin' } }, { key: 'pm', label: { fr_FR: 'Soir', en_US: 'Evening' } }] }),
      field('cv', { type: 'FILE', rules: { acceptedMimes: ['application/pdf'], maxBytes: 2048 } }),
    ];
    const created = (await shop.post('/admin/form', sample(fields), { cookie: admin })).json.data;
    const saved = (await shop.put(`/admin/form/${created.id}`, { ...sample(fields.slice(1)), isPublished: false }, { cookie: admin })).json.data;

    expect(created.fields).toHaveLength(3);
    for (const detail of [read, created, saved]) expect(adminFormDetailSchema.parse(detail)).toEqual(detail);
    const [first, ...others] = created.fields;
    expect(adminFormDetailSchema.safeParse({ ...created, fields: [{ ...first, type: 'SIGNATURE' }, ...others] }).success).toBe(false);
  });
});
