import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeMail } from '~/server/mail/compose';

// French typography in every French string of the shop and in the mails made from them: one
// apostrophe (’), a no-break space before ; : ! ? and inside « », so that a colon or a question
// mark never starts a line and the site reads as a French text, not a translated one.

const FRENCH = join(import.meta.dirname, '../../src/i18n/fr_FR');
const NO_BREAK = '[\\u00a0\\u202f]';

/** Every string of a namespace, named by its key path. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

/** What breaks the rules in a text, each problem named; placeholders, tags and addresses are not prose. */
export function typographyProblems(text: string): string[] {
  const prose = text.replace(/\{\{[^}]*\}\}|<[^>]+>|https?:\/\/\S+/g, '§');
  const problems: string[] = [];
  if (prose.includes("'")) problems.push('straight apostrophe');
  if (new RegExp(`(?<!${NO_BREAK})[;:!?](?=\\s|$|§)`).test(prose)) problems.push('no no-break space before ; : ! ?');
  if (new RegExp(`«(?!${NO_BREAK})|(?<!${NO_BREAK})»`).test(prose)) problems.push('no no-break space inside « »');
  return problems;
}

describe('the typography rule', () => {
  it('finds what a French proofreader would', () => {
    expect(typographyProblems('Votre panier\u00a0: l’essentiel\u00a0!')).toEqual([]);
    expect(typographyProblems('Le filtre «\u00a0{{field}}\u00a0» à 12:30, voir https://example.fr/a?b')).toEqual([]);
    expect(typographyProblems("C'est prêt")).toEqual(['straight apostrophe']);
    expect(typographyProblems('Prêt : oui')).toEqual(['no no-break space before ; : ! ?']);
    expect(typographyProblems('Prêt?')).toEqual(['no no-break space before ; : ! ?']);
    expect(typographyProblems('Le code « NOEL »')).toEqual(['no no-break space inside « »']);
  });
});

describe('French typography', () => {
  const files = readdirSync(FRENCH).filter((name) => name.endsWith('.json'));

  it.each(files)('in every string of %s', (file) => {
    const all = strings(JSON.parse(readFileSync(join(FRENCH, file), 'utf8')), file.replace(/\.json$/, ''));
    const wrong = all.flatMap(([key, text]) => typographyProblems(text).map((problem) => `${key}: ${problem}: ${text}`));
    expect(wrong).toEqual([]);
  });

  it('in a mail as it is sent, its summary and its button’s line included', () => {
    const mail = composeMail(
      'fr_FR',
      'engagement:mail.booking',
      'camille@example.fr',
      { estateName: 'Domaine des Tilleuls', publicUrl: 'https://domaine.example' },
      { name: 'Camille', service: 'Visite des caves', date: '12/06/2027', total: '30,00 €' },
      'https://domaine.example/account',
      [['Personnes', '2']],
    );
    expect(mail.text).toContain('Personnes\u00a0: 2');
    expect(typographyProblems(mail.subject)).toEqual([]);
    expect(mail.text.split('\n').flatMap((line) => typographyProblems(line).map((problem) => `${problem}: ${line}`))).toEqual([]);
  });
});
