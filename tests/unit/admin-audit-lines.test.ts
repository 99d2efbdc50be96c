import { describe, expect, it } from 'vitest';
import { auditLines } from '~/lib/admin/audit';

// The audit page shows what a change sent as "field: value" lines rather than raw JSON.

describe('the lines of an audit entry', () => {
  it('names nested values by their path and puts a list of plain values on one line', () => {
    expect(auditLines({ value: 'Domaine des Tilleuls', texts: { fr_FR: { title: 'Vendanges' }, en_US: null }, tags: ['a', 'b'], fields: [{ name: 'email', required: true }] })).toEqual([
      { field: 'value', value: 'Domaine des Tilleuls' },
      { field: 'texts.fr_FR.title', value: 'Vendanges' },
      { field: 'texts.en_US', value: '—' },
      { field: 'tags', value: 'a, b' },
      { field: 'fields[1].name', value: 'email' },
      { field: 'fields[1].required', value: 'true' },
    ]);
  });

  it('shows nothing for nothing sent, and counts what is past the first forty lines', () => {
    expect(auditLines(null)).toEqual([]);
    const many = auditLines(Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`k${i}`, i])));
    expect(many).toHaveLength(41);
    expect(many.at(-1)).toEqual({ field: '…', value: '+5' });
  });
});
