import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eLabelSchema } from '~/lib/contracts/catalogue';
import { product } from '~/server/db/schema';
import { rasteriseSvg } from '~/server/services/catalogue/svg-raster';
import { declinationByReference, productId } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';
import { pdfText } from './pdf-text';

// The files of a product: the technical sheet (PDF), and the e-label with the QR code the estate
// prints on its bottles.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

async function download(path: string, lang?: string) {
  const response = await shop.app.request(`/api${path}`, { headers: lang ? { userLang: lang } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The pages of a PDF file: PDFKit writes one `/Type /Page` dictionary per page, uncompressed. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('the technical sheet', () => {
  it('is an A4 PDF named after the wine and its vintage, in French or English', async () => {
    const id = await productId(shop, 'Les Côtes du Clos');
    const { id: declinationId } = await declinationByReference(shop, 'TIL-CDC-2022-75');
    const french = await download(`/product/generate/file/${id}/${declinationId}`);
    expect(french.status).toBe(200);
    expect(french.headers.get('content-type')).toBe('application/pdf');
    expect(french.headers.get('content-disposition')).toBe('attachment; filename="fiche-technique-les-cotes-du-clos-2022.pdf"');
    expect(french.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(french.bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pageCount(french.bytes)).toBe(1);
    expect(french.bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    // The title in the document's properties, as a PDF reader shows it.
    expect(french.bytes.toString('latin1')).toContain('/Lang (fr-FR)');

    const english = await download(`/product/generate/file/${id}/${declinationId}?lang=en_US`);
    expect(english.headers.get('content-disposition')).toBe('attachment; filename="technical-sheet-les-cotes-du-clos-2022.pdf"');
    expect(english.bytes.toString('latin1')).toContain('/Lang (en-US)');
    const header = await download(`/product/generate/file/${id}/${declinationId}`, 'en_US');
    expect(header.headers.get('content-disposition')).toContain('technical-sheet-');
  });

  it('covers every vintage of a product when no declination is named', async () => {
    const sheet = await download(`/product/generate/file/${await productId(shop, 'Les Grains d’Or')}`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-disposition')).toBe('attachment; filename="fiche-technique-les-grains-d-or.pdf"');
    expect(pageCount(sheet.bytes)).toBeGreaterThanOrEqual(1);
    const box = await download(`/product/generate/file/${await productId(shop, 'Coffret Découverte')}?lang=en_US`);
    expect(box.headers.get('content-disposition')).toBe('attachment; filename="technical-sheet-discovery-box.pdf"');
  });

  it('rounds its nutrition values as the wine page and the e-label do', async () => {
    // Les Côtes du Clos 2022 declares 0.3 g of sugars, 0.1 g of protein and 0.01 g of salt per 100 ml:
    // below what may be declared, so '<0,5 g' and '<0,01 g', as on the e-label (lib/e-label.ts).
    const id = await productId(shop, 'Les Côtes du Clos');
    const { id: declinationId } = await declinationByReference(shop, 'TIL-CDC-2022-75');
    const valueAfter = (lines: string[], label: string) => lines[lines.indexOf(label) + 1];
    const french = pdfText((await download(`/product/generate/file/${id}/${declinationId}`)).bytes);
    expect(valueAfter(french, 'dont sucres')).toBe('<0,5\u00a0g');
    expect(valueAfter(french, 'Protéines')).toBe('<0,5\u00a0g');
    expect(valueAfter(french, 'Sel')).toBe('<0,01\u00a0g');
    expect(valueAfter(french, 'Matières grasses')).toBe('0\u00a0g');
    const english = pdfText((await download(`/product/generate/file/${id}/${declinationId}?lang=en_US`)).bytes);
    expect(valueAfter(english, 'of which sugars')).toBe('<0.5\u00a0g');
    expect(valueAfter(english, 'Protein')).toBe('<0.5\u00a0g');
  });

  it('is a 404 for an unknown product, or a declination of another product', async () => {
    const unknown = await download('/product/generate/file/999999?lang=en_US');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.bytes.toString()).message).toBe('This product does not exist or is no longer for sale.');
    const { id: otherDeclination } = await declinationByReference(shop, 'TIL-SCT-2024-75');
    const mismatch = await download(`/product/generate/file/${await productId(shop, 'Les Côtes du Clos')}/${otherDeclination}`);
    expect(mismatch.status).toBe(404);
    expect(JSON.parse(mismatch.bytes.toString()).message).toBe("Cette déclinaison n’existe pas.");
  });
});

describe('the e-label', () => {
  it('gives what EU rules ask of a wine label, and nothing commercial', async () => {
    const id = await productId(shop, 'Les Côtes du Clos');
    const answer = await shop.get(`/product/${id}/e-label/2022`);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({
      productId: id,
      name: 'Les Côtes du Clos',
      appellation: 'Saumur',
      colour: 'WHITE',
      year: 2022,
      alcoholDegree: 13,
      capacities: [{ capacity: 75, capacityUnit: 'CENTILITRE' }],
      ingredients: 'Raisins, conservateur : sulfites',
      allergens: 'Contient des sulfites',
      nutrition: { energyKj: 324, energyKcal: 78, fat: 0, saturatedFat: 0, carbohydrates: 0.7, sugars: 0.3, protein: 0.1, salt: 0.01 },
      url: `http://shop.test/e/${id}/2022`,
    });
    const english = await shop.get(`/product/${id}/e-label/2022`, { lang: 'en_US' });
    expect(english.json.data).toMatchObject({ ingredients: 'Grapes, preservative: sulphites', allergens: 'Contains sulphites' });
  });

  it('answers for a non-vintage wine as nv, and for a wine no longer on sale', async () => {
    const id = await productId(shop, 'Bulles de Tuffeau');
    const answer = await shop.get(`/product/${id}/e-label/nv`);
    expect(answer.json.data).toMatchObject({ year: null, url: `http://shop.test/e/${id}/nv` });
    expect(answer.json.data.capacities).toEqual([
      { capacity: 75, capacityUnit: 'CENTILITRE' },
      { capacity: 1.5, capacityUnit: 'LITER' },
    ]);
    // The bottles are out there with the code on them: the label outlives the offer.
    await shop.db.update(product).set({ isValid: false }).where(eq(product.id, id));
    expect((await shop.get(`/product/${id}/e-label/nv`)).status).toBe(200);
    await shop.db.update(product).set({ isValid: true }).where(eq(product.id, id));
  });

  it('is a 404 for a vintage the wine never had, or a product that is not a wine', async () => {
    const id = await productId(shop, 'Les Côtes du Clos');
    expect(await shop.get(`/product/${id}/e-label/1999`)).toMatchObject({ status: 404, json: { message: "Ce vin n’existe pas dans le millésime 1999." } });
    expect((await shop.get(`/product/${id}/e-label/nv`)).status).toBe(404);
    const box = await productId(shop, 'Coffret Découverte');
    expect(await shop.get(`/product/${box}/e-label/2024`, { lang: 'en_US' })).toMatchObject({ status: 404, json: { message: 'This wine does not exist.' } });
    expect(await shop.get(`/product/${id}/e-label/22`)).toMatchObject({
      status: 400,
      json: { message: 'Le millésime doit être une année sur quatre chiffres, ou nv pour un vin sans millésime.' },
    });
  });
});

describe('the QR code of the e-label', () => {
  it('is a downloadable SVG that reads as the e-label address', async () => {
    const id = await productId(shop, 'Les Côtes du Clos');
    const svg = await download(`/product/${id}/e-label/2022/qr.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-disposition')).toBe('attachment; filename="e-etiquette-les-cotes-du-clos-2022.svg"');
    const text = svg.bytes.toString('utf8');
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(text).toContain('<title>E-étiquette Les Côtes du Clos 2022</title>');
    const image = await rasteriseSvg(text, 400);
    expect(jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height)?.data).toBe(`http://shop.test/e/${id}/2022`);

    const english = await download(`/product/${id}/e-label/2022/qr.svg?lang=en_US`);
    expect(english.headers.get('content-disposition')).toBe('attachment; filename="e-label-les-cotes-du-clos-2022.svg"');
  });

  it('is a PNG too, large enough to print', async () => {
    const id = await productId(shop, 'Bulles de Tuffeau');
    const png = await download(`/product/${id}/e-label/nv/qr.png`, 'en_US');
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toBe('attachment; filename="e-label-bulles-de-tuffeau-nv.png"');
    const image = PNG.sync.read(png.bytes);
    expect(image.width).toBeGreaterThanOrEqual(1000);
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(`http://shop.test/e/${id}/nv`);
  });

  it('is a 404 when the e-label is', async () => {
    const id = await productId(shop, 'Les Côtes du Clos');
    expect((await download(`/product/${id}/e-label/1999/qr.svg`)).status).toBe(404);
    expect((await download(`/product/${id}/e-label/1999/qr.png`)).status).toBe(404);
  });
});

describe('the e-label contract (src/lib/contracts/catalogue.ts)', () => {
  it('describes exactly what an e-label answers, vintage or not', async () => {
    const clos = (await shop.get(`/product/${await productId(shop, 'Les Côtes du Clos')}/e-label/2022`)).json.data;
    expect(clos.nutrition).not.toBeNull();
    expect(eLabelSchema.parse(clos)).toEqual(clos);
    const bulles = (await shop.get(`/product/${await productId(shop, 'Bulles de Tuffeau')}/e-label/nv`)).json.data;
    expect(eLabelSchema.parse(bulles)).toEqual(bulles);
    expect(eLabelSchema.safeParse({ ...clos, nutrition: { ...clos.nutrition, sugars: '1,2' } }).success).toBe(false);
  });
});
