import { COMMENT_NODE, DOCUMENT_NODE, ELEMENT_NODE, parse, TEXT_NODE } from 'ultrahtml';

// The owner's texts come from the back office's rich-text editor, which only makes a handful of
// tags; the server keeps those and nothing else, whoever sent the request. The HTML is parsed
// (ultrahtml, which Astro already uses) and written out again from an allow list: unknown tags
// give up their tag and keep their text, scripts and the like go with their content, attributes
// outside the list and links to anything but the web, mail or phone are dropped, and text is
// escaped again, so that nothing the parser read as text can turn back into markup.

type Node = { type: number; name?: string; value?: string; attributes?: Record<string, string>; children?: Node[] };

const kept = new Set(['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'hr', 'code', 'pre', 'img']);
const voids = new Set(['br', 'hr', 'img']);
/** Dropped with everything inside: their content is code or a document of its own, not text. */
const droppedWhole = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'textarea', 'select', 'title', 'head', 'frameset']);

const attributes: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start'],
};

/** Web, mail and phone links, and the site's own paths; never `javascript:` or `data:`. */
const safeLink = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)[^\s<>"']*$/i;
/** The shop's stored pictures, or a picture on the web. */
const safePicture = /^(?:https:\/\/|\/api\/media\/\d+\/)[^\s<>"']*$/i;

const valueChecks: Record<string, (value: string) => boolean> = {
  href: (value) => safeLink.test(value),
  src: (value) => safePicture.test(value),
  target: (value) => value === '_blank',
  width: (value) => /^\d{1,5}$/.test(value),
  height: (value) => /^\d{1,5}$/.test(value),
  start: (value) => /^\d{1,6}$/.test(value),
};

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => text.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function attributesOf(name: string, given: Record<string, string>): string {
  const allowed = attributes[name] ?? [];
  let out = '';
  for (const [key, raw] of Object.entries(given)) {
    const attribute = key.toLowerCase();
    const value = String(raw).trim();
    if (!allowed.includes(attribute)) continue;
    if (valueChecks[attribute] && !valueChecks[attribute](value)) continue;
    out += ` ${attribute}="${escapeAttribute(value)}"`;
  }
  // A link opening a new tab must not hand that tab a handle on the shop's page.
  if (name === 'a' && /\starget="_blank"/.test(out)) out = `${out.replace(/\srel="[^"]*"/, '')} rel="noopener noreferrer"`;
  return out;
}

function write(node: Node): string {
  if (node.type === TEXT_NODE) return escapeText(node.value ?? '');
  if (node.type === COMMENT_NODE) return '';
  const inner = (node.children ?? []).map(write).join('');
  if (node.type === DOCUMENT_NODE) return inner;
  if (node.type !== ELEMENT_NODE) return '';
  const name = (node.name ?? '').toLowerCase();
  if (droppedWhole.has(name)) return '';
  if (!kept.has(name)) return inner;
  // A picture without a safe source is nothing to show.
  if (name === 'img' && !/\ssrc="/.test(attributesOf(name, node.attributes ?? {}))) return '';
  const open = `<${name}${attributesOf(name, node.attributes ?? {})}>`;
  return voids.has(name) ? open : `${open}${inner}</${name}>`;
}

/** The owner's HTML with only what the editor makes; '' when nothing readable is left. */
export function cleanOwnerHtml(html: string): string {
  const cleaned = write(parse(html) as Node).trim();
  return /^(?:<p><\/p>|<p><br><\/p>|\s)*$/.test(cleaned) ? '' : cleaned;
}
