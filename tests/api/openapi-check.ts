import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// Checks an answer of the API against the OpenAPI document the API serves, as a third-party
// validating proxy would: the path and method are an operation of the document, the status is one
// of its responses, the media type one of that response's, and a JSON body validates against its
// schema (OpenAPI 3.1 schemas are JSON Schema 2020-12, so Ajv reads them as they are).

export interface Answer {
  method: string;
  /** The path asked, /api included, without the query. */
  path: string;
  status: number;
  contentType: string | null;
  body: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
}

const DOCUMENT_ID = 'openapi.json';

const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a media type answered is one the document lists (which may be a range: image/*, *\/*). */
function mediaMatches(listed: string, answered: string): boolean {
  if (listed === answered || listed === '*/*') return true;
  return listed.endsWith('/*') && answered.startsWith(listed.slice(0, -1));
}

/** Returns a function that tells what is wrong with an answer according to `document` (nothing: []). */
export function answerChecker(document: OpenApiDocument, options: { outside?: RegExp } = {}) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // OpenAPI's name for a file's bytes; a JSON body never holds one.
  ajv.addFormat('binary', true);
  ajv.addSchema(document as object, DOCUMENT_ID);

  // The most literal template first, so /api/page/home wins over /api/page/{id}.
  const templates = Object.keys(document.paths)
    .map((template) => {
      const segments = template.split('/');
      const regex = new RegExp(`^${segments.map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]+' : escapeRegex(s))).join('/')}$`);
      return { template, regex, literals: segments.filter((s) => !s.startsWith('{')).length };
    })
    .sort((a, b) => b.literals - a.literals);

  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) validators.set(ref, (validate = ajv.compile({ $ref: ref })));
    return validate;
  };

  return function problemsOf(answer: Answer): string[] {
    if (options.outside?.test(answer.path)) return [];
    const where = `${answer.method} ${answer.path} → ${answer.status}`;
    const method = answer.method.toLowerCase();
    const found = templates.find(({ template, regex }) => regex.test(answer.path) && document.paths[template][method]);
    if (!found) return [`${where}: no operation of the document`];
    const responses = document.paths[found.template][method].responses ?? {};
    const statusKey = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find((key) => responses[key]);
    if (!statusKey) return [`${where}: status not among ${found.template}'s responses (${Object.keys(responses).join(', ')})`];
    const content = responses[statusKey].content ?? {};
    const listed = Object.keys(content);
    const mediaType = answer.contentType?.split(';')[0].trim().toLowerCase() ?? null;
    if (!mediaType) return answer.body === '' || listed.length === 0 ? [] : [`${where}: no Content-Type, the document says ${listed.join(', ')}`];
    if (listed.length === 0) return answer.body === '' ? [] : [`${where}: a ${mediaType} body where the document says none`];
    const documented = listed.find((media) => mediaMatches(media, mediaType));
    if (!documented) return [`${where}: answered ${mediaType}, the document says ${listed.join(', ')}`];
    if (!/[/+]json$/.test(mediaType)) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`${where}: the body is not JSON`];
    }
    const ref = `${DOCUMENT_ID}#/paths/${pointer(found.template)}/${method}/responses/${statusKey}/content/${pointer(documented)}/schema`;
    const validate = validatorOf(ref);
    if (validate(body)) return [];
    return (validate.errors ?? []).slice(0, 5).map((e) => `${where}: ${e.instancePath || '(body)'} ${e.message} (${e.schemaPath})`);
  };
}
