const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * Fills the `{{PARAMETER_TYPE}}` placeholders of owner HTML (legal texts quote the company's
 * legal agent, RCS number, free-shipping threshold…) from the site parameters, so that a text and
 * the setting it quotes can never disagree. A placeholder with no value disappears.
 */
export function fillPlaceholders(html: string, parameters: Record<string, string | null>): string {
  return html.replace(/\{\{\s*([A-Z][A-Z0-9_]*)\s*\}\}/g, (_, type: string) => escapeHtml(parameters[type] ?? ''));
}
