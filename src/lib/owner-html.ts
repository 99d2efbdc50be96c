import { isParameterKey, type ParameterMap } from './site-parameters';
import { DEFAULT_LANG, localizedPath, type Lang } from './locale';
import { escapeHtml } from './text';

/**
 * Fills the `{{PARAMETER_TYPE}}` placeholders of owner HTML (legal texts quote the company's
 * legal agent, RCS number, free-shipping threshold…) from the site parameters, so that a text and
 * the setting it quotes can never disagree. A placeholder with no value disappears.
 */
export function fillPlaceholders(html: string, parameters: ParameterMap): string {
  return html.replace(/\{\{\s*([A-Z][A-Z0-9_]*)\s*\}\}/g, (_, type: string) => escapeHtml((isParameterKey(type) && parameters[type]) || ''));
}

/**
 * Points the site's own links of owner HTML to the page's language: the owner writes `/use-terms`
 * once, an English page links to `/en_US/use-terms`. Links already prefixed, to the API or to
 * files, and links elsewhere are left as written.
 */
export function localizeLinks(html: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return html;
  return html.replace(/(<a\b[^>]*\shref=")(\/(?!\/|api\/|_astro\/)[^"]*)"/g, (_, start: string, path: string) => `${start}${localizedPath(lang, path)}"`);
}
