import { PDFDocument } from 'pdf-lib';

/**
 * The pages of several PDF files in one, in order: a batch of labels printed at once. A file that
 * is not a PDF stops the merge (the carrier's label is checked when it is received).
 */
export async function mergePdfs(files: Uint8Array[], title: string): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  merged.setTitle(title);
  for (const file of files) {
    const source = await PDFDocument.load(file, { ignoreEncryption: true });
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}

/** Whether the bytes are a PDF file (a carrier that answers an error page instead is refused). */
export const isPdf = (bytes: Uint8Array) => bytes.length > 5 && new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';
