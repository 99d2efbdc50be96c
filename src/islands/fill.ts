/**
 * Fills the {{name}} placeholders of a UI string the page handed to an island, so that islands
 * get their few strings as props instead of shipping the translation engine and every namespace.
 */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The 'one' or 'other' form of a counted string, as the page's language counts. */
export function plural(forms: { one: string; other: string }, count: number, lang: string): string {
  const rule = new Intl.PluralRules(lang.replace('_', '-')).select(count);
  return fill(rule === 'one' ? forms.one : forms.other, { count });
}
