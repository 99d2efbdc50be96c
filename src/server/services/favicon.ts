// /favicon.ico for the browsers and crawlers that ask for it whatever the page links: the owner's
// favicon drawn as a PNG and wrapped in the ICO container (which may hold PNG images as they are).
import { rasteriseSvg } from './catalogue/svg-raster';

/** The size browsers show in tabs, bookmarks and search results, drawn sharp on dense screens too. */
const ICON_SIZE = 48;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** One PNG image in an ICO file: the 6-byte header, one 16-byte directory entry, then the PNG. */
export function icoFromPng(png: Uint8Array): Uint8Array<ArrayBuffer> {
  if (!isPng(png)) throw new Error('An ICO file can only wrap a PNG image here');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  // The width and height from the IHDR chunk; 0 stands for 256 and more.
  const side = (value: number) => (value >= 256 ? 0 : value);
  const ico = new Uint8Array(22 + png.byteLength);
  const header = new DataView(ico.buffer);
  header.setUint16(2, 1, true); // type: icon
  header.setUint16(4, 1, true); // one image
  ico[6] = side(view.getUint32(16));
  ico[7] = side(view.getUint32(20));
  header.setUint16(10, 1, true); // colour planes
  header.setUint16(12, 32, true); // bits per pixel
  header.setUint32(14, png.byteLength, true);
  header.setUint32(18, 22, true); // where the image starts
  ico.set(png, 22);
  return ico;
}

/** The icon as an ICO file, from the owner's favicon (SVG or PNG); null for a format it cannot wrap. */
export async function faviconIco(icon: { bytes: Uint8Array; contentType: string }): Promise<Uint8Array<ArrayBuffer> | null> {
  if (isPng(icon.bytes)) return icoFromPng(icon.bytes);
  if (!icon.contentType.startsWith('image/svg+xml')) return null;
  const drawn = await rasteriseSvg(new TextDecoder().decode(icon.bytes), ICON_SIZE);
  return icoFromPng(drawn.asPng());
}
