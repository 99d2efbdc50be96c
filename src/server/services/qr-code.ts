import QRCode from 'qrcode';

/** The blank margin a reader needs around the code, in modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot' }[c]};`);

/**
 * A QR code of `text` as an SVG file ready to print on a label: black on white, medium error
 * correction (a smudged or slightly scratched label still reads), the quiet zone included, and
 * one path of merged runs so the file stays small and prints without hairlines between modules.
 */
export function qrCodeSvg(text: string, title: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const full = size + 2 * QUIET_ZONE;
  const runs: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!modules.get(row, col)) continue;
      const start = col;
      while (col + 1 < size && modules.get(row, col + 1)) col++;
      const x = start + QUIET_ZONE;
      runs.push(`M${x} ${row + QUIET_ZONE}h${col - start + 1}v1H${x}z`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" width="${full * 8}" height="${full * 8}" shape-rendering="crispEdges" role="img">` +
    `<title>${escapeXml(title)}</title><rect width="${full}" height="${full}" fill="#fff"/>` +
    `<path fill="#000" d="${runs.join('')}"/></svg>`
  );
}
