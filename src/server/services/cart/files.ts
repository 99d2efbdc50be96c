import { and, eq, inArray } from 'drizzle-orm';
import type { ValidatedFile } from '~/lib/cart';
import { LANG_TAG, type Lang } from '~/lib/locale';
import { t } from '~/lib/i18n';
import type { Database } from '../../db/connection';
import { cartFile, cartProduct, media, mediaContent } from '../../db/schema';
import { storeImage } from '../media';
import type { Problem } from './errors';
import { readImageHeader } from './image-header';

// Customers' images for FILE customizations: checked by their bytes against the customization's
// rules, then kept as private media that only the cart's owner (or an admin) may read.

/** The formats the shop can check and print; a customization may narrow them, not widen them. */
const READABLE_MIMES = ['image/jpeg', 'image/png'] as const;
const MIME_NAMES: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG' };
/** When the owner set no limit. */
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

export interface FileRule {
  acceptedMimes: string[] | null;
  maxBytes: number | null;
  minWidth: number | null;
  minHeight: number | null;
}

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export type FileCheck = { ok: true; file: ValidatedFile } | { ok: false; problem: Problem };

export function acceptedMimes(rule: FileRule): string[] {
  const wanted = rule.acceptedMimes?.length ? rule.acceptedMimes : READABLE_MIMES;
  return READABLE_MIMES.filter((mime) => wanted.includes(mime));
}

/** '5 Mo', '1,5 Mo', '820 Ko' (1 Mo = 1024 Ko, as file managers count). */
export function formatBytes(bytes: number, lang: Lang): string {
  const number = (n: number) => new Intl.NumberFormat(LANG_TAG[lang], { maximumFractionDigits: 1 }).format(n);
  return bytes >= 1024 * 1024
    ? t(lang)('cart:files.megabytes', { n: number(bytes / 1024 / 1024) })
    : t(lang)('cart:files.kilobytes', { n: number(Math.max(1, Math.round(bytes / 1024))) });
}

/** A file name safe to store and to send back in a header: no folders, no control characters. */
export function safeFilename(name: string, mime: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\p{Cc}"<>|*?:]/gu, '').trim().slice(-120);
  return cleaned || `image.${mime === 'image/png' ? 'png' : 'jpg'}`;
}

export function checkImage(rule: FileRule, upload: UploadedFile, lang: Lang): FileCheck {
  const mimes = acceptedMimes(rule);
  const types = new Intl.ListFormat(LANG_TAG[lang], { type: 'disjunction' }).format(mimes.map((m) => MIME_NAMES[m]));
  if (upload.bytes.length === 0) return { ok: false, problem: { key: 'cart:files.empty', params: {} } };
  const maxBytes = rule.maxBytes ?? DEFAULT_MAX_BYTES;
  if (upload.bytes.length > maxBytes) {
    return { ok: false, problem: { key: 'cart:files.tooLarge', params: { size: formatBytes(upload.bytes.length, lang), max: formatBytes(maxBytes, lang) } } };
  }
  const header = readImageHeader(upload.bytes);
  if (!header || !mimes.includes(header.mime)) return { ok: false, problem: { key: 'cart:files.type', params: { types } } };
  const minWidth = rule.minWidth ?? 0;
  const minHeight = rule.minHeight ?? 0;
  if (header.width < minWidth || header.height < minHeight) {
    return { ok: false, problem: { key: 'cart:files.tooSmall', params: { width: header.width, height: header.height, minWidth, minHeight } } };
  }
  return {
    ok: true,
    file: { filename: safeFilename(upload.name, header.mime), mime: header.mime, byteSize: upload.bytes.length, width: header.width, height: header.height },
  };
}

/** Keeps a checked image as a private media linked to its cart line. */
export async function storeCartFile(db: Database, cartProductId: number, customizationId: number, file: ValidatedFile, bytes: Uint8Array) {
  const stored = await storeImage(db, file, bytes, false);
  await db.insert(cartFile).values({ cartProductId, customizationId, mediaId: stored.id });
}

/**
 * Deletes the private media of these cart lines. The lines' cart_file rows go with the lines, but
 * a media row has no owner to cascade from, so it is removed here, before the lines.
 */
export async function deleteLineFiles(db: Database, cartProductIds: number[]) {
  if (cartProductIds.length === 0) return;
  const files = await db.select({ mediaId: cartFile.mediaId }).from(cartFile).where(inArray(cartFile.cartProductId, cartProductIds));
  if (files.length) await db.delete(media).where(inArray(media.id, files.map((f) => f.mediaId)));
}

/** The bytes of a file of a cart line, when the line belongs to that cart. */
export async function cartFileContent(db: Database, cartId: number, fileId: number) {
  const [row] = await db
    .select({ filename: media.filename, mime: media.mime, sha256: media.sha256, bytes: mediaContent.bytes })
    .from(cartFile)
    .innerJoin(cartProduct, eq(cartProduct.id, cartFile.cartProductId))
    .innerJoin(media, eq(media.id, cartFile.mediaId))
    .innerJoin(mediaContent, eq(mediaContent.mediaId, media.id))
    .where(and(eq(cartFile.id, fileId), eq(cartProduct.cartId, cartId)));
  return row ?? null;
}
