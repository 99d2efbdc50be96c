import QRCode from 'qrcode';
import type { ELabel } from '~/lib/catalogue';
import { t as translator, type Lang } from '~/lib/i18n';
import { qrCodeSvg } from '../qr-code';
import { downloadName } from './files';
import { vintageParam } from './e-label';

export type QrFormat = 'svg' | 'png';

/** Wide enough to print sharp on a label at 2 cm and more. */
const PNG_WIDTH = 1200;

/**
 * The QR code of an e-label's public address, to print on the bottle's label: black on white,
 * medium error correction, quiet zone included.
 */
export async function eLabelQrCode(label: ELabel, format: QrFormat, lang: Lang) {
  const t = translator(lang);
  const fileName = downloadName([t('catalogue-api:files.eLabelQr'), label.name, vintageParam(label.year)], format);
  if (format === 'svg') {
    const title = t('catalogue-api:files.eLabelQrTitle', { name: label.name, year: label.year ?? '' }).trim();
    return { fileName, contentType: 'image/svg+xml', body: qrCodeSvg(label.url, title) };
  }
  const png = await QRCode.toBuffer(label.url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: PNG_WIDTH });
  return { fileName, contentType: 'image/png', body: new Uint8Array(png) };
}
