import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { declination, productTranslation } from '~/server/db/schema';
import type { TestShop } from './harness';

// For the cart and customization tests: a browser that keeps its cookies (the guest cart token, the
// session) from call to call, multipart uploads, and real images made on the spot.

export interface Answer<T = any> {
  status: number;
  json: { success: boolean; data: T; message: string | null };
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  form?: Record<string, string | File | File[]>;
  lang?: 'fr_FR' | 'en_US';
}

/** A visitor's browser: every call sends back the cookies the shop set before. */
export function browser(shop: TestShop, ip = '198.51.100.20') {
  const cookies = new Map<string, string>();

  async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { userLang: options.lang ?? 'fr_FR' };
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: BodyInit | undefined;
    if (options.form) {
      const form = new FormData();
      for (const [key, value] of Object.entries(options.form)) {
        for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
      }
      body = form;
    } else if (options.body instanceof URLSearchParams) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.body.toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await shop.app.request(`/api${path}`, { method, headers, body }, { clientAddress: ip });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = pair.split('=');
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    const type = response.headers.get('content-type') ?? '';
    const json = type.includes('json') ? await response.json() : { success: response.ok, data: new Uint8Array(await response.arrayBuffer()), message: null };
    return { status: response.status, json, headers: response.headers };
  }

  return {
    cookies,
    get: <T = any>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = any>(path: string, body?: unknown, options?: CallOptions) => call<T>('POST', path, { ...options, body: body ?? {} }),
    put: <T = any>(path: string, body?: unknown, options?: CallOptions) => call<T>('PUT', path, { ...options, body: body ?? {} }),
    delete: <T = any>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),
    upload: <T = any>(path: string, form: Record<string, string | File | File[]>, options?: CallOptions) => call<T>('POST', path, { ...options, form }),
    /** POST /cart/{cartId}/product/{declinationId}, multipart as the shop's client sends it. */
    add: (cartId: number | 'new', declinationId: number, fields: { quantity?: unknown; customizations?: unknown; [key: string]: unknown } = {}, files: File[] = [], options?: CallOptions) => {
      const form: Record<string, string | File | File[]> = {};
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined) form[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
      }
      if (files.length === 1) form.image = files[0];
      else if (files.length) form.images = files;
      return call('POST', `/cart/${cartId}/product/${declinationId}`, { ...options, form });
    },
    /** A plain HTML form posted as a browser without JavaScript posts it (the answer is a redirect). */
    submit: (path: string, fields: Record<string, string>) => call('POST', path, { body: new URLSearchParams(fields) }),
    /** Registers, confirms the e-mail through its link, and keeps the session: a signed-in customer. */
    async signUp(email: string) {
      const registered = await call('POST', '/register', {
        body: { email, password: 'vendanges2026', firstname: 'Camille', lastname: 'Moreau', acceptTerms: true },
      });
      if (registered.status !== 200) throw new Error(`registration refused: ${registered.json.message}`);
      const mail = (await shop.outbox()).filter((m) => m.to === email).at(-1);
      const token = mail?.text.match(/confirm=([\w-]+)/)?.[1];
      if (!token) throw new Error(`no activation link sent to ${email}`);
      const confirmed = await call('POST', '/register/confirm', { body: { token } });
      if (confirmed.status !== 200) throw new Error(`confirmation refused: ${confirmed.json.message}`);
      return confirmed.json.data as { id: number };
    },
    signIn: (email: string) => call('POST', '/login', { body: { email, password: 'vendanges2026' } }),
  };
}

export type Browser = ReturnType<typeof browser>;

/** The demo estate's declination of this reference, with its product and French name. */
export async function declinationOf(shop: TestShop, reference: string) {
  const [row] = await shop.db
    .select({ id: declination.id, productId: declination.productId, name: productTranslation.name })
    .from(declination)
    .innerJoin(productTranslation, eq(productTranslation.productId, declination.productId))
    .where(eq(declination.reference, reference));
  if (!row) throw new Error(`no declination ${reference} in the demo estate`);
  return row;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real PNG (a gradient, so that every row differs), readable by any image viewer. */
export function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set([(x * 255) / width, (y * 255) / height, 120], start + 1 + x * 3);
  }
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(bytes);
}

export const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type = 'image/png') => new File([bytes], name, { type });

/** The no-break space French puts before units and currency ('75 cl', '5 €'). */
export const NBSP = '\u00a0';

