import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, formAnswer, formField, formFieldTranslation, formFile, formTranslation, message } from '~/server/db/schema';
import { contactMessageSchema, formCheckSchema, formSubmittedSchema, formViewSchema, messageSentSchema, type ContactMessage } from '~/lib/contracts/forms';
import { startTestShop, type TestShop } from './harness';
import { signIn } from './engagement-support';

let shop: TestShop;
let contactFormId: number;
let applicationFormId: number;
beforeAll(async () => {
  shop = await startTestShop();
  [{ id: contactFormId }] = await shop.db.select({ id: form.id }).from(form).limit(1);
  applicationFormId = await addApplicationForm();
});
afterAll(() => shop.close());

/** A form with every other kind of field, a file among them: a harvest job application. */
async function addApplicationForm(): Promise<number> {
  const [row] = await shop.db.insert(form).values({}).returning({ id: form.id });
  await shop.db.insert(formTranslation).values([
    { formId: row.id, lang: 'fr_FR', name: 'Candidature aux vendanges', submitLabel: 'Postuler', successMessage: 'Merci, nous étudions votre candidature.' },
    { formId: row.id, lang: 'en_US', name: 'Harvest job application', submitLabel: 'Apply', successMessage: 'Thank you, we are reading your application.' },
  ]);
  const fields = [
    { name: 'email', type: 'EMAIL' as const, required: true, label: ['E-mail', 'E-mail'] },
    { name: 'phone', type: 'PHONE' as const, required: false, label: ['Téléphone', 'Phone'] },
    { name: 'days', type: 'NUMBER' as const, required: true, rules: { min: 5, max: 30 }, label: ['Jours disponibles', 'Days available'] },
    { name: 'start', type: 'DATE' as const, required: true, label: ['Disponible à partir du', 'Available from'] },
    { name: 'team', type: 'RADIO' as const, required: true, options: [{ key: 'cut', label: { fr_FR: 'Coupe', en_US: 'Picking' } }, { key: 'carry', label: { fr_FR: 'Portage', en_US: 'Carrying' } }], label: ['Équipe', 'Team'] },
    { name: 'meals', type: 'CHECKBOX' as const, required: false, options: [{ key: 'lunch', label: { fr_FR: 'Déjeuner', en_US: 'Lunch' } }, { key: 'dinner', label: { fr_FR: 'Dîner', en_US: 'Dinner' } }], label: ['Repas', 'Meals'] },
    { name: 'cv', type: 'FILE' as const, required: true, rules: { maxBytes: 1024 }, label: ['CV', 'CV'] },
    { name: 'agree', type: 'CHECKBOX' as const, required: true, label: ['J’accepte d’être recontacté', 'I agree to be contacted'] },
  ];
  for (const [position, field] of fields.entries()) {
    const [stored] = await shop.db
      .insert(formField)
      .values({ formId: row.id, type: field.type, name: field.name, required: field.required, position, options: field.options ?? [], rules: field.rules ?? {} })
      .returning({ id: formField.id });
    await shop.db.insert(formFieldTranslation).values([
      { fieldId: stored.id, lang: 'fr_FR', label: field.label[0] },
      { fieldId: stored.id, lang: 'en_US', label: field.label[1] },
    ]);
  }
  return row.id;
}

const goodApplication = { email: 'Hugo.Martin@example.fr', phone: '0612345678', days: '12', start: '2027-09-20', team: 'cut', meals: ['lunch'], agree: true };

/** A multipart answer as the storefront's upload sends it: values and fileFields as JSON, the file under `image`. */
function multipart(values: object, file: File | null, fileFields = file ? ['cv'] : []) {
  const body = new FormData();
  body.set('values', JSON.stringify(values));
  body.set('fileFields', JSON.stringify(fileFields));
  if (file) body.set('image', file);
  return body;
}

async function postMultipart(path: string, body: FormData, headers: Record<string, string> = {}) {
  const response = await shop.app.request(`/api${path}`, { method: 'POST', body, headers }, { clientAddress: headers['x-test-ip'] ?? '203.0.113.50' });
  return { status: response.status, json: (await response.json()) as { success: boolean; data: any; message: string | null } };
}

const pdf = (size = 200) => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, ...new Array(size - 4).fill(0x20)])], 'cv-hugo.pdf', { type: 'application/pdf' });

describe('GET /forms/{id}', () => {
  it('gives the contact form and its fields in order, in the caller language', async () => {
    const fr = await shop.get(`/forms/${contactFormId}`);
    expect(fr.status).toBe(200);
    expect(fr.json.data).toMatchObject({ id: contactFormId, name: 'Écrivez-nous', submitLabel: 'Envoyer' });
    expect(fr.json.data.fields.map((f: { name: string }) => f.name)).toEqual(['name', 'email', 'subject', 'message']);
    expect(fr.json.data.fields[2]).toMatchObject({ type: 'SELECT', required: true, label: 'Sujet', options: expect.arrayContaining([{ key: 'visit', label: 'Une visite ou une dégustation' }]) });
    const en = await shop.get(`/forms/${contactFormId}`, { lang: 'en_US' });
    expect(en.json.data.fields[0].label).toBe('Full name');
  });

  it('answers 404 for an unknown form', async () => {
    const missing = await shop.get('/forms/99999', { lang: 'en_US' });
    expect([missing.status, missing.json.message]).toEqual([404, 'This form does not exist or is no longer online.']);
  });
});

describe('POST /forms/{id}/answer/validate', () => {
  it('returns one message per wrong field, in the caller language', async () => {
    const { status, json } = await shop.post(`/forms/${contactFormId}/answer/validate`, { values: { name: 'A', email: 'pas-un-email', subject: 'cadeau', message: '' } });
    expect(status).toBe(200);
    expect(json.data).toEqual({
      valid: false,
      errors: {
        name: 'Écrivez au moins 2 caractères.',
        email: 'Saisissez une adresse e-mail valide, par exemple prenom.nom@exemple.fr.',
        subject: 'Choisissez une des propositions.',
        message: 'Ce champ est obligatoire.',
      },
    });
    const en = await shop.post(`/forms/${contactFormId}/answer/validate`, { values: {} }, { lang: 'en_US' });
    expect(en.json.data.errors.name).toBe('This field is required.');
  });

  it('checks numbers, dates, choices, boxes and the file described before sending', async () => {
    const { json } = await shop.post(`/forms/${applicationFormId}/answer/validate`, {
      values: { email: 'a@b.fr', phone: '12', days: '40', start: '2027-02-30', team: 'drive', meals: ['breakfast'], cv: { filename: 'cv.exe', size: 10, mime: 'application/x-msdownload' } },
    });
    expect(json.data.errors).toEqual({
      phone: 'Saisissez un numéro de téléphone valide, par exemple 06 12 34 56 78.',
      days: 'La valeur ne peut pas dépasser 30.',
      start: 'Saisissez une date valide.',
      team: 'Choisissez une des propositions.',
      meals: 'Choisissez une des propositions.',
      cv: 'Formats acceptés\u00a0: PDF, JPEG, PNG.',
      agree: 'Ce champ est obligatoire.',
    });
    const right = await shop.post(`/forms/${applicationFormId}/answer/validate`, { values: { ...goodApplication, cv: { filename: 'cv.pdf', size: 500, mime: 'application/pdf' } } });
    expect(right.json.data).toEqual({ valid: true, errors: {} });
  });

  it('refuses a body without values', async () => {
    const answer = await shop.post(`/forms/${contactFormId}/answer/validate`, { name: 'Hugo' });
    expect(answer.status).toBe(400);
    expect(answer.json.success).toBe(false);
  });
});

describe('POST /forms/{id}/submit', () => {
  it('checks the answer again and names the fields to correct', async () => {
    const answer = await shop.post(`/forms/${contactFormId}/submit`, { values: { name: 'Hugo Martin', email: 'hugo@example.fr', subject: 'visit', message: 'court' } });
    expect([answer.status, answer.json.message]).toEqual([400, 'Merci de corriger ces champs\u00a0: Votre message.']);
    expect(await shop.db.$count(formAnswer)).toBe(0);
  });

  it('stores a JSON answer and tells the estate', async () => {
    const values = { name: 'Hugo Martin', email: 'hugo@example.fr', subject: 'group', message: 'Nous serons quinze pour un anniversaire en juin.', extra: 'ignoré' };
    const { status, json } = await shop.post(`/forms/${contactFormId}/submit`, { values });
    expect(status).toBe(200);
    expect(json.message).toBe('Merci, votre message est bien parti. Nous vous répondons très vite.');
    const [stored] = await shop.db.select().from(formAnswer).where(eq(formAnswer.id, json.data.id));
    expect(stored.values).toEqual({ name: 'Hugo Martin', email: 'hugo@example.fr', subject: 'group', message: values.message });
    const mail = (await shop.outbox()).find((m) => m.subject === 'Nouvelle réponse au formulaire «\u00a0Écrivez-nous\u00a0»')!;
    expect(mail.to).toBe('contact@domaine-des-tilleuls.fr');
    expect(mail.replyTo).toBe('hugo@example.fr');
    expect(mail.text).toContain('Un groupe, un mariage, un séminaire');
  });

  it('stores a file as a private media that only an admin downloads', async () => {
    const refused = await postMultipart(`/forms/${applicationFormId}/submit`, multipart(goodApplication, pdf(4096)));
    expect([refused.status, refused.json.message]).toEqual([400, 'Merci de corriger ces champs\u00a0: CV.']);
    const missingFile = await postMultipart(`/forms/${applicationFormId}/submit`, multipart(goodApplication, null));
    expect(missingFile.status).toBe(400);
    const disguised = new File([new Uint8Array([0x4d, 0x5a, 0, 0])], 'cv.pdf', { type: 'application/pdf' });
    expect((await postMultipart(`/forms/${applicationFormId}/submit`, multipart(goodApplication, disguised))).status).toBe(400);

    const { status, json } = await postMultipart(`/forms/${applicationFormId}/submit`, multipart(goodApplication, pdf()), { userLang: 'en_US' });
    expect(status).toBe(200);
    expect(json.message).toBe('Thank you, we are reading your application.');
    const [answer] = await shop.db.select().from(formAnswer).where(eq(formAnswer.id, json.data.id));
    expect(answer.values).toEqual({ ...goodApplication, email: 'hugo.martin@example.fr', phone: '+33612345678', days: 12, cv: 'cv-hugo.pdf' });
    const [file] = await shop.db.select().from(formFile).where(eq(formFile.answerId, answer.id));

    const visitor = await shop.get(`/forms/file/download/${file.id}`);
    expect([visitor.status, visitor.json.message]).toEqual([401, 'Connectez-vous pour continuer.']);
    const customer = await shop.get(`/forms/file/download/${file.id}`, { cookie: await signIn(shop, 'client.curieux@example.fr') });
    expect(customer.status).toBe(403);
    const admin = await signIn(shop, 'claire@domaine-des-tilleuls.fr', 'ADMIN');
    const response = await shop.app.request(`/api/forms/file/download/${file.id}`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('cv-hugo.pdf');
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
    const [{ mediaId }] = await shop.db.select({ mediaId: formFile.mediaId }).from(formFile).where(eq(formFile.id, file.id));
    expect((await shop.get(`/media/${mediaId}/cv-hugo.pdf`)).status).toBe(404);
    expect((await shop.get('/forms/file/download/99999', { cookie: admin })).status).toBe(404);
  });

  it('refuses files that name no field', async () => {
    const answer = await postMultipart(`/forms/${applicationFormId}/submit`, multipart(goodApplication, pdf(), []));
    expect([answer.status, answer.json.message]).toEqual([400, 'Chaque fichier envoyé doit être rattaché à un champ (fileFields).']);
  });

  it('stops an address after 10 answers an hour', async () => {
    const values = { name: 'Léa Roux', email: 'lea@example.fr', subject: 'other', message: 'Une question sur vos horaires de Noël.' };
    const submit = () => shop.post(`/forms/${contactFormId}/submit`, { values }, { headers: { 'x-test-ip': '198.51.100.77' } });
    for (let i = 0; i < 10; i++) expect((await submit()).status).toBe(200);
    expect((await submit()).status).toBe(429);
  });
});

describe('POST /message', () => {
  const letter = { name: 'Jeanne Dupuis', email: 'Jeanne.Dupuis@example.fr', phone: '', subject: 'visit', message: 'Bonjour, proposez-vous des visites en anglais le dimanche\u00a0?' };

  it('stores the message, mails the estate with Reply-To the visitor and a copy to the visitor', async () => {
    const { status, json } = await shop.post('/message', letter, { headers: { 'x-test-ip': '198.51.100.20' } });
    expect(status).toBe(200);
    expect(json.message).toBe('Merci, votre message est bien parti. Une copie vous est envoyée par e-mail.');
    const [stored] = await shop.db.select().from(message).where(eq(message.id, json.data.id));
    expect(stored).toMatchObject({ name: 'Jeanne Dupuis', email: 'jeanne.dupuis@example.fr', phone: null, subject: 'Une visite ou une dégustation', lang: 'fr_FR' });
    const mails = await shop.outbox();
    const toEstate = mails.find((m) => m.subject === 'Message du site de Jeanne Dupuis')!;
    expect(toEstate.to).toBe('contact@domaine-des-tilleuls.fr');
    expect(toEstate.replyTo).toBe('jeanne.dupuis@example.fr');
    expect(toEstate.text).toContain(letter.message);
    const copy = mails.find((m) => m.to === 'jeanne.dupuis@example.fr')!;
    expect(copy.subject).toBe('Nous avons bien reçu votre message – Domaine des Tilleuls');
    expect(copy.text).toContain(letter.message);
  });

  it('names the fields to correct, in the caller language', async () => {
    const answer = await shop.post('/message', { ...letter, email: 'jeanne', message: 'Hi' }, { lang: 'en_US', headers: { 'x-test-ip': '198.51.100.21' } });
    expect([answer.status, answer.json.message]).toEqual([400, 'Please correct these fields: E-mail address, Your message.']);
    const missing = await shop.post('/message', { name: 'Jeanne' }, { headers: { 'x-test-ip': '198.51.100.21' } });
    expect(missing.status).toBe(400);
    expect(missing.json.success).toBe(false);
  });

  it('stops an address after 5 messages an hour', async () => {
    const send = () => shop.post('/message', letter, { headers: { 'x-test-ip': '198.51.100.22' } });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    const blocked = await send();
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/^Vous nous avez déjà écrit plusieurs fois\u00a0: réessayez dans \d+ minutes? ou appelez-nous\.$/);
  });
});

describe('the forms contract (src/lib/contracts/forms.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the form and contact calls answer', async () => {
    const headers = { 'x-test-ip': '198.51.100.40' };
    const application = (await shop.get(`/forms/${applicationFormId}`)).json.data;
    const contact = (await shop.get('/message/form')).json.data;
    const check = (await shop.post(`/forms/${applicationFormId}/answer/validate`, { values: { ...goodApplication, days: '2' } })).json.data;
    const submitted = (await shop.post(`/forms/${contactFormId}/submit`, { values: { name: 'Inès Roux', email: 'ines@example.fr', subject: 'visit', message: 'Une visite pour six personnes, un samedi de mai.' } }, { headers })).json.data;
    const letter: ContactMessage = { name: 'Inès Roux', email: 'ines@example.fr', phone: null, subject: 'visit', message: 'Proposez-vous des visites en anglais\u00a0?' };
    const sent = (await shop.post('/message', letter, { headers })).json.data;

    expect(application.fields.find((field: { name: string }) => field.name === 'days').rules).toEqual({ min: 5, max: 30 });
    expect(formViewSchema.parse(application)).toEqual(application);
    expect(contact.id).toBe(contactFormId);
    expect(formViewSchema.parse(contact)).toEqual(contact);
    expect(check.valid).toBe(false);
    expect(formCheckSchema.parse(check)).toEqual(check);
    expect(formSubmittedSchema.parse(submitted)).toEqual(submitted);
    expect(messageSentSchema.parse(sent)).toEqual(sent);
    expect(contactMessageSchema.parse(letter)).toEqual(letter);
    expect(formViewSchema.safeParse({ ...application, fields: [{ ...application.fields[0], type: 'COLOR' }] }).success).toBe(false);
  });
});
