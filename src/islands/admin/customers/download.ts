/** Hands the browser a file made in the page (a customer's data, a spreadsheet) to save. */
export function saveFile(content: Blob, filename: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the browser may need the address a moment longer.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The file name a response suggests (Content-Disposition), else `fallback`. */
export function suggestedName(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}
