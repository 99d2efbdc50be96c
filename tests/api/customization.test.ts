import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Cart, CustomizationPrice, ProductCustomization } from '~/lib/cart';
import { customizationPriceSchema, productCustomizationSchema } from '~/lib/contracts/cart';
import { cartFile, customization, customizationTranslation, customizationValue, media, user } from '~/server/db/schema';
import { browser, declinationOf, file, NBSP, png } from './cart-browser';
import { startTestShop, type TestShop } from './harness';

// Customizations of the demo estate: the engraved wooden case (a text priced by tiers, +5 € from
// 1 character and +9 € from 21, at most 40; a lettering style, handwritten +2 €) and the bottle
// with a personalised label (a photo, JPEG or PNG, 800 × 600 at least, 5 MB at most, +3 €; a free
// message of 60 characters at most).

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

let engraved: { id: number; productId: number };
let labelled: { id: number; productId: number };
let ids: { text: number; lettering: number; photo: number; message: number };

beforeAll(async () => {
  engraved = await declinationOf(shop, 'TIL-ACC-CGR');
  labelled = await declinationOf(shop, 'TIL-PERSO-SCT-2024');
  const of = async (productId: number) =>
    (await shop.get(`/product/${productId}/customization`)).json.data as ProductCustomization[];
  const [text, lettering] = await of(engraved.productId);
  const [photo, message] = await of(labelled.productId);
  ids = { text: text.id, lettering: lettering.id, photo: photo.id, message: message.id };
});

const priceOf = (answers: unknown[], lang: 'fr_FR' | 'en_US' = 'fr_FR') =>
  shop.post(`/cart/product/${engraved.productId}/declination/${engraved.id}/customize/price`, { customizations: answers }, { lang });

describe('GET /product/{id}/customization', () => {
  it("lists the engraved case's customizations in order, with their tiers and formatted costs", async () => {
    const answer = await shop.get(`/product/${engraved.productId}/customization`);
    expect(answer.status).toBe(200);
    const [text, lettering] = answer.json.data as ProductCustomization[];
    // Exactly the contract's shape (src/lib/contracts/cart.ts): parsing would drop a field it does not name.
    expect(productCustomizationSchema.array().parse(answer.json.data)).toEqual(answer.json.data);
    expect(text).toMatchObject({
      type: 'SIMPLE',
      inputType: 'TEXT',
      label: 'Texte à graver',
      required: true,
      textMaxLength: 40,
      file: null,
      formId: null,
      values: [
        { textNumberOfChar: 1, selectKey: null, costType: 'EURO', amount: 500, cost: `+5${NBSP}€` },
        { textNumberOfChar: 21, selectKey: null, costType: 'EURO', amount: 900, cost: `+9${NBSP}€` },
      ],
    });
    expect(text.description).toContain('+5');
    expect(lettering).toMatchObject({
      inputType: 'SELECT',
      label: 'Style d’écriture',
      values: [
        { selectKey: 'classique', label: 'Classique (romain)', costType: 'NONE', cost: null },
        { selectKey: 'manuscrite', label: 'Manuscrite', costType: 'EURO', amount: 200, cost: `+2${NBSP}€` },
      ],
    });
    const en = (await shop.get(`/product/${engraved.productId}/customization`, { lang: 'en_US' })).json.data as ProductCustomization[];
    expect(en[0]).toMatchObject({ label: 'Text to engrave', values: [{ cost: '+€5' }, { cost: '+€9' }] });
  });

  it("gives the label's file rules", async () => {
    const [photo, message] = (await shop.get(`/product/${labelled.productId}/customization`)).json.data as ProductCustomization[];
    expect(photo).toMatchObject({
      inputType: 'FILE',
      required: true,
      file: { acceptedMimes: ['image/jpeg', 'image/png'], maxBytes: 5 * 1024 * 1024, minWidth: 800, minHeight: 600 },
      values: [{ costType: 'EURO', amount: 300, cost: `+3${NBSP}€` }],
    });
    expect(message).toMatchObject({ inputType: 'TEXT', required: false, textMaxLength: 60, values: [{ textNumberOfChar: 1, costType: 'NONE', cost: null }] });
  });

  it('answers 404 for an unknown product, and an empty list for a product without customization', async () => {
    expect((await shop.get('/product/999999/customization')).status).toBe(404);
    const knife = await declinationOf(shop, 'TIL-ACC-LIM');
    expect((await shop.get(`/product/${knife.productId}/customization`)).json.data).toEqual([]);
  });
});

describe('the price of a customization', () => {
  it('prices a text by the largest tier not above its length, at the edges of each tier', async () => {
    const cases: [string, number][] = [
      ['', 0],
      ['A', 500],
      ['x'.repeat(20), 500],
      ['x'.repeat(21), 900],
      ['x'.repeat(40), 900],
      // Spaces around the text are not engraved, nor paid for.
      [`   ${'x'.repeat(20)}   `, 500],
    ];
    for (const [text, cost] of cases) {
      const answer = await priceOf([{ id: ids.text, textValue: text }]);
      expect({ text, status: answer.status, data: answer.json.data }).toEqual({
        text,
        status: 200,
        data: { basePrice: 1900, customizationCost: cost, unitPrice: 1900 + cost, lines: cost ? [{ id: ids.text, cost }] : [] },
      });
    }
  });

  it('refuses a text above its maximum length, naming the customization', async () => {
    const fr = await priceOf([{ id: ids.text, textValue: 'x'.repeat(41) }]);
    expect(fr.status).toBe(400);
    expect(fr.json.message).toBe('Texte à graver\u00a0: 40 caractères au plus (41 saisis).');
    expect(fr.json.data.errors).toEqual([{ key: 'Texte à graver', message: '40 caractères au plus (41 saisis).' }]);
    const en = await priceOf([{ id: ids.text, textValue: 'x'.repeat(41) }], 'en_US');
    expect(en.json.message).toBe('Text to engrave: 40 characters at most (41 entered).');
  });

  it('adds the cost of the option chosen, and refuses an option that is not offered', async () => {
    const answer = await priceOf([
      { id: ids.text, textValue: 'Pour Jeanne' },
      { id: ids.lettering, selectValue: { key: 'manuscrite', value: 'Manuscrite' } },
    ]);
    expect(customizationPriceSchema.parse(answer.json.data)).toEqual(answer.json.data);
    expect(answer.json.data as CustomizationPrice).toEqual({
      basePrice: 1900,
      customizationCost: 700,
      unitPrice: 2600,
      lines: [
        { id: ids.text, cost: 500 },
        { id: ids.lettering, cost: 200 },
      ],
    });
    const classic = await priceOf([{ id: ids.lettering, selectValue: { key: 'classique' } }]);
    expect(classic.json.data.customizationCost).toBe(0);
    const unknown = await priceOf([{ id: ids.lettering, selectValue: { key: 'gothique', value: 'Gothique' } }]);
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Style d’écriture\u00a0: Choisissez une des options proposées.');
  });

  it('prices a percentage on the unit price', async () => {
    const [wrapping] = await shop.db
      .insert(customization)
      .values({ productId: engraved.productId, type: 'SIMPLE', inputType: 'CHECKBOX', position: 5 })
      .returning({ id: customization.id });
    await shop.db.insert(customizationTranslation).values([
      { customizationId: wrapping.id, lang: 'fr_FR', label: 'Papier cadeau' },
      { customizationId: wrapping.id, lang: 'en_US', label: 'Gift wrapping' },
    ]);
    await shop.db.insert(customizationValue).values({ customizationId: wrapping.id, costType: 'PERCENT', amount: 1250 });
    try {
      const listed = (await shop.get(`/product/${engraved.productId}/customization`)).json.data as ProductCustomization[];
      expect(listed.at(-1)).toMatchObject({ label: 'Papier cadeau', values: [{ costType: 'PERCENT', amount: 1250, cost: expect.stringMatching(/^\+12,5\s%$/u) }] });
      const en = (await shop.get(`/product/${engraved.productId}/customization`, { lang: 'en_US' })).json.data as ProductCustomization[];
      expect(en.at(-1)!.values[0].cost).toBe('+12.5%');
      // 12.5 % of 19 € is 2.375 €: 2.38 €.
      const ticked = await priceOf([{ id: wrapping.id, checkboxValue: true }]);
      expect(ticked.json.data).toMatchObject({ customizationCost: 238, unitPrice: 2138 });
      const unticked = await priceOf([{ id: wrapping.id, checkboxValue: false }]);
      expect(unticked.json.data.customizationCost).toBe(0);
    } finally {
      await shop.db.delete(customization).where(eq(customization.id, wrapping.id));
    }
  });

  it("refuses answers to another product's customization, and a declination of another product", async () => {
    const answer = await priceOf([{ id: ids.photo, filename: 'photo.png' }]);
    expect(answer.status).toBe(400);
    expect(answer.json.data.errors[0]).toEqual({ key: 'Caisse en bois gravée à votre message', message: 'Cette personnalisation ne concerne pas ce produit.' });
    const mismatch = await shop.post(`/cart/product/${engraved.productId}/declination/${labelled.id}/customize/price`, { customizations: [] });
    expect(mismatch.status).toBe(404);
    const unreadable = await shop.post(`/cart/product/${engraved.productId}/declination/${engraved.id}/customize/price`, { customizations: 'texte' });
    expect(unreadable.status).toBe(400);
  });
});

describe('checking an image before use', () => {
  const validate = (form: Record<string, File | string>, lang: 'fr_FR' | 'en_US' = 'fr_FR', id = ids.photo) =>
    browser(shop).upload(`/product-customization/${id}/file/validate`, form, { lang });

  it('accepts a real PNG large enough, read from its bytes', async () => {
    const answer = await validate({ image: file(png(1000, 800), 'mariage.png') });
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe('Votre image convient.');
    expect(answer.json.data).toEqual({ filename: 'mariage.png', mime: 'image/png', byteSize: expect.any(Number), width: 1000, height: 800 });
  });

  it('reads the size of a JPEG from its frame header, whatever its name', async () => {
    // SOI, an APP0 segment, then a baseline frame header of 1024 × 768.
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
      0xff, 0xc0, 0x00, 0x11, 0x08, 0x03, 0x00, 0x04, 0x00, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
      0xff, 0xd9,
    ]);
    const answer = await validate({ image: file(jpeg, 'photo.bin', 'application/octet-stream') });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ mime: 'image/jpeg', width: 1024, height: 768 });
  });

  it('refuses an image too small, in both languages', async () => {
    const fr = await validate({ image: file(png(400, 300), 'vignette.png') });
    expect(fr.status).toBe(400);
    expect(fr.json.message).toBe('Cette image mesure 400 × 300 pixels\u00a0: il en faut au moins 800 × 600.');
    const en = await validate({ image: file(png(800, 599), 'vignette.png') }, 'en_US');
    expect(en.json.message).toBe('This image is 800 × 599 pixels: it must be at least 800 × 600.');
  });

  it('refuses a text file named .png', async () => {
    const fake = new TextEncoder().encode('Ceci est un texte, pas une image.\n'.repeat(40));
    const fr = await validate({ image: file(fake, 'photo.png') });
    expect(fr.status).toBe(400);
    expect(fr.json.message).toBe("Ce fichier n’est pas une image JPEG ou PNG.");
    const en = await validate({ image: file(fake, 'photo.png') }, 'en_US');
    expect(en.json.message).toBe('This file is not a JPEG or PNG image.');
  });

  it('refuses a file above the size limit', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(png(1000, 800));
    const answer = await validate({ image: file(big, 'grande.png') });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(`Ce fichier pèse 6${NBSP}Mo\u00a0: 5${NBSP}Mo au plus.`);
  });

  it('says what is missing or wrong with the request', async () => {
    const missing = await validate({ nothing: 'here' });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Joignez une image.');
    const notFile = await validate({ image: file(png(1000, 800), 'a.png') }, 'fr_FR', ids.text);
    expect(notFile.json.message).toBe("Cette personnalisation n’attend pas de fichier.");
    expect((await validate({ image: file(png(1000, 800), 'a.png') }, 'fr_FR', 999_999)).status).toBe(404);
  });
});

describe('a customized line in the cart', () => {
  it('adds the engraved case with its answers, priced by the server', async () => {
    const guest = browser(shop);
    const answers = [
      { id: ids.text, textValue: '  Joyeux anniversaire Papa  ', cost: 0 },
      { id: ids.lettering, selectValue: { key: 'manuscrite', value: 'Gothique dorée' }, cost: 0 },
    ];
    const added = await guest.add('new', engraved.id, { quantity: 1, customizations: answers, unitPrice: 1 });
    expect(added.status).toBe(200);
    const line = added.json.data.products[0];
    expect(line).toMatchObject({ basePrice: 1900, customizationCost: 1100, unitPrice: 3000, lineTotal: 3000 });
    expect(line.customizations).toEqual([
      { id: ids.text, inputType: 'TEXT', label: 'Texte à graver', value: 'Joyeux anniversaire Papa', cost: 900, fileUrl: null },
      { id: ids.lettering, inputType: 'SELECT', label: 'Style d’écriture', value: 'Manuscrite', cost: 200, fileUrl: null },
    ]);
    const en = (await guest.post(`/cart/${added.json.data.id}`, {}, { lang: 'en_US' })).json.data as Cart;
    expect(en.products[0].customizations.map((c) => [c.label, c.value])).toEqual([
      ['Text to engrave', 'Joyeux anniversaire Papa'],
      ['Lettering style', 'Handwritten'],
    ]);

    // The same message adds up; another message is another line.
    const same = await guest.add(added.json.data.id, engraved.id, { quantity: 1, customizations: answers });
    expect(same.json.data.products.map((l: Cart['products'][number]) => l.quantity)).toEqual([2]);
    const other = await guest.add(added.json.data.id, engraved.id, {
      quantity: 1,
      customizations: [
        { id: ids.text, textValue: 'Pour Jeanne' },
        { id: ids.lettering, selectValue: { key: 'classique' } },
      ],
    });
    expect(other.json.data.products.map((l: Cart['products'][number]) => [l.quantity, l.unitPrice])).toEqual([
      [2, 3000],
      [1, 2400],
    ]);
  });

  it('refuses missing or wrong answers, each named by its customization', async () => {
    const guest = browser(shop);
    const nothing = await guest.add('new', engraved.id, { quantity: 1 });
    expect(nothing.status).toBe(400);
    expect(nothing.json.data.errors).toEqual([
      { key: 'Texte à graver', message: 'Saisissez un texte.' },
      { key: 'Style d’écriture', message: 'Ce choix est obligatoire.' },
    ]);
    expect(nothing.json.message).toBe('Texte à graver\u00a0: Saisissez un texte. Style d’écriture\u00a0: Ce choix est obligatoire.');

    const wrong = await guest.add('new', engraved.id, {
      quantity: 0,
      customizations: [
        { id: ids.text, textValue: 'x'.repeat(45) },
        { id: ids.lettering, selectValue: { key: 'classique' } },
      ],
    }, [], { lang: 'en_US' });
    expect(wrong.json.data.errors).toEqual([
      { key: 'Wooden case engraved with your message', message: 'Quantity must be greater than 0.' },
      { key: 'Text to engrave', message: '40 characters at most (45 entered).' },
    ]);
    const unreadable = await guest.add('new', engraved.id, { quantity: 1, customizations: '[{"id":' });
    expect(unreadable.status).toBe(400);
    expect(unreadable.json.message).toBe('Les réponses de personnalisation sont illisibles\u00a0: rechargez la page et recommencez.');
  });

  it('keeps the photo of a personalised label as a private file of the line', async () => {
    const owner = browser(shop, '198.51.100.50');
    const photo = png(1200, 900);
    const added = await owner.add(
      'new',
      labelled.id,
      { quantity: 2, customizations: [{ id: ids.photo, filename: 'famille.png' }, { id: ids.message, textValue: 'Les 60 ans de Mamie' }] },
      [file(photo, 'famille.png')],
    );
    expect(added.status).toBe(200);
    const cartNow = added.json.data as Cart;
    const line = cartNow.products[0];
    // 19.90 € + 3 € for the photo; the message is free.
    expect(line).toMatchObject({ basePrice: 1990, customizationCost: 300, unitPrice: 2290, lineTotal: 4580 });
    const [photoAnswer, messageAnswer] = line.customizations;
    expect(photoAnswer).toMatchObject({ label: 'Votre photo', value: 'famille.png', cost: 300 });
    expect(photoAnswer.fileUrl).toMatch(new RegExp(`^/api/cart/${cartNow.id}/file/\\d+$`));
    expect(messageAnswer).toMatchObject({ label: 'Votre message', value: 'Les 60 ans de Mamie', cost: 0, fileUrl: null });

    // The owner reads it back; nobody else does, not even through the public media route.
    const path = photoAnswer.fileUrl!.replace(/^\/api/, '');
    const mine = await owner.get(path);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(mine.json.data).equals(Buffer.from(photo))).toBe(true);
    const stranger = browser(shop, '198.51.100.51');
    expect((await stranger.get(path)).status).toBe(404);
    const [stored] = await shop.db
      .select({ id: media.id, filename: media.filename, isPublic: media.isPublic, width: media.width })
      .from(cartFile)
      .innerJoin(media, eq(media.id, cartFile.mediaId))
      .where(eq(cartFile.cartProductId, line.id));
    expect(stored).toMatchObject({ filename: 'famille.png', isPublic: false, width: 1200 });
    expect((await stranger.get(`/media/${stored.id}/famille.png`)).status).toBe(404);

    // An admin may read it, to print the label.
    const admin = browser(shop, '198.51.100.52');
    const account = await admin.signUp('cave@example.fr');
    await shop.db.update(user).set({ role: 'ADMIN' }).where(eq(user.id, account.id));
    expect((await admin.get(path)).status).toBe(200);

    // Removing the line removes the file.
    await owner.delete(`/cart/${cartNow.id}/product/${labelled.productId}/${line.id}`);
    expect(await shop.db.select().from(media).where(eq(media.id, stored.id))).toEqual([]);
    expect((await owner.get(path)).status).toBe(404);
  });

  it('checks the photo again when it comes with the line', async () => {
    const guest = browser(shop);
    const withAnswers = (files: File[], lang: 'fr_FR' | 'en_US' = 'fr_FR') =>
      guest.add('new', labelled.id, { quantity: 1, customizations: [{ id: ids.photo, filename: files[0]?.name ?? 'photo.png' }] }, files, { lang });
    const small = await withAnswers([file(png(640, 480), 'photo.png')]);
    expect(small.status).toBe(400);
    expect(small.json.message).toBe('Votre photo\u00a0: Cette image mesure 640 × 480 pixels\u00a0: il en faut au moins 800 × 600.');
    const fake = await withAnswers([file(new TextEncoder().encode('GIF89a pas vraiment'), 'photo.png')], 'en_US');
    expect(fake.json.data.errors).toEqual([{ key: 'Your photo', message: 'This file is not a JPEG or PNG image.' }]);
    const missing = await withAnswers([]);
    expect(missing.json.data.errors).toEqual([{ key: 'Votre photo', message: 'Joignez votre image.' }]);
    expect(guest.cookies.has('cartToken')).toBe(false);

    // Two uploads under `images`: the answer's file name picks the right one.
    const added = await guest.add(
      'new',
      labelled.id,
      { quantity: 1, customizations: [{ id: ids.photo, filename: 'bonne.png' }] },
      [file(png(300, 200), 'autre.png'), file(png(900, 700), 'bonne.png')],
    );
    expect(added.status).toBe(200);
    const [row] = await shop.db
      .select({ width: media.width })
      .from(cartFile)
      .innerJoin(media, eq(media.id, cartFile.mediaId))
      .where(and(eq(cartFile.cartProductId, added.json.data.products[0].id), eq(cartFile.customizationId, ids.photo)));
    expect(row.width).toBe(900);
  });
});

describe('a customization by form', () => {
  it('asks the required fields of its form, and reads the answers back in the cart', async () => {
    const { form, formField, formFieldTranslation, formTranslation } = await import('~/server/db/schema');
    const [giftForm] = await shop.db.insert(form).values({}).returning({ id: form.id });
    await shop.db.insert(formTranslation).values({ formId: giftForm.id, lang: 'fr_FR', name: 'Carte de vœux' });
    const fields = await shop.db
      .insert(formField)
      .values([
        { formId: giftForm.id, type: 'TEXT', name: 'recipient', required: true, position: 0 },
        { formId: giftForm.id, type: 'TEXTAREA', name: 'words', required: false, position: 1 },
      ])
      .returning({ id: formField.id });
    await shop.db.insert(formFieldTranslation).values([
      { fieldId: fields[0].id, lang: 'fr_FR', label: 'Destinataire' },
      { fieldId: fields[1].id, lang: 'fr_FR', label: 'Vos mots' },
    ]);
    const knife = await declinationOf(shop, 'TIL-ACC-LIM');
    const [card] = await shop.db
      .insert(customization)
      .values({ productId: knife.productId, type: 'DYNAMIC_FORM', formId: giftForm.id })
      .returning({ id: customization.id });
    await shop.db.insert(customizationTranslation).values({ customizationId: card.id, lang: 'fr_FR', label: 'Carte de vœux' });
    await shop.db.insert(customizationValue).values({ customizationId: card.id, costType: 'EURO', amount: 250 });

    const listed = (await shop.get(`/product/${knife.productId}/customization`)).json.data as ProductCustomization[];
    expect(listed).toMatchObject([{ id: card.id, type: 'DYNAMIC_FORM', inputType: null, formId: giftForm.id, values: [{ cost: `+2,50${NBSP}€` }] }]);

    const guest = browser(shop);
    const incomplete = await guest.add('new', knife.id, { quantity: 1, customizations: [{ id: card.id, formAnswer: { words: 'Bonne fête' } }] });
    expect(incomplete.json.data.errors).toEqual([{ key: 'Carte de vœux', message: 'Le champ «\u00a0Destinataire\u00a0» est obligatoire.' }]);
    const added = await guest.add('new', knife.id, {
      quantity: 1,
      customizations: [{ id: card.id, formAnswer: { recipient: ' Paul ', words: 'Bonne fête', unknown: 'ignoré' } }],
    });
    expect(added.status).toBe(200);
    expect(added.json.data.products[0]).toMatchObject({ unitPrice: 2400 + 250 });
    expect(added.json.data.products[0].customizations).toEqual([
      { id: card.id, inputType: null, label: 'Carte de vœux', value: 'Destinataire\u00a0: Paul · Vos mots\u00a0: Bonne fête', cost: 250, fileUrl: null },
    ]);
    // The same answers, written in another order, add to the line.
    const again = await guest.add(added.json.data.id, knife.id, {
      quantity: 1,
      customizations: [{ id: card.id, formAnswer: { words: 'Bonne fête', recipient: 'Paul' } }],
    });
    expect(again.json.data.products.map((l: Cart['products'][number]) => l.quantity)).toEqual([2]);
    await shop.db.delete(customization).where(eq(customization.id, card.id));
  });
});

describe('the size of an upload', () => {
  it('refuses a request body above the upload limit before reading it', async () => {
    const huge = new Uint8Array(26 * 1024 * 1024);
    huge.set(png(1000, 800));
    const answer = await browser(shop).upload(`/product-customization/${ids.photo}/file/validate`, { image: file(huge, 'enorme.png') });
    expect(answer.status).toBe(413);
    expect(answer.json.message).toBe('La requête est trop volumineuse.');
  });
});
