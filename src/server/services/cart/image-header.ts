// What an uploaded image really is, read from its first bytes rather than from its name: the
// format by its signature, and the pixel size from the PNG header or the JPEG frame header.

export interface ImageHeader {
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const uint16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const uint32 = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];

function pngHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return null;
  // The first chunk of every PNG is IHDR: width and height, big-endian.
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { mime: 'image/png', width: uint32(bytes, 16), height: uint32(bytes, 20) };
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let at = 2;
  while (at + 3 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // The scan starts (or the image ends) before any frame header: not an image we can measure.
    if (marker === 0xda || marker === 0xd9) return null;
    if (isStartOfFrame(marker)) {
      if (at + 8 >= bytes.length) return null;
      return { mime: 'image/jpeg', height: uint16(bytes, at + 5), width: uint16(bytes, at + 7) };
    }
    at += 2 + uint16(bytes, at + 2);
  }
  return null;
}

/** The image's format and size, or null when the bytes are not a PNG or JPEG we can measure. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const header = pngHeader(bytes) ?? jpegHeader(bytes);
  return header && header.width > 0 && header.height > 0 ? header : null;
}
