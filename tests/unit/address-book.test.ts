import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressLines, findInBook, phoneAsWritten, type SavedAddress } from '~/lib/address-book';
import { normalizePhone } from '~/lib/rules/phone';

const saved: SavedAddress = {
  id: 7,
  firstname: 'Camille',
  lastname: 'Moreau',
  company: null,
  address: '12 rue Beaurepaire',
  addressPart2: null,
  postalCode: '49400',
  city: 'Saumur',
  idCountry: 75,
  country: 'France',
  phone: '+33612345678',
  isDefaultDelivery: true,
  isDefaultBilling: true,
};
const typed = { firstname: 'Camille', lastname: 'Moreau', company: '', address: '12 rue Beaurepaire', addressPart2: null, postalCode: '49400', city: 'Saumur', idCountry: 75, phone: '06 12 34 56 78' };

describe('the address book rules', () => {
  it('knows an address typed again, whatever its case, blanks and phone', () => {
    expect(findInBook({ ...typed, city: ' saumur ', lastname: 'MOREAU' }, [saved])).toBe(saved);
    expect(findInBook({ ...typed, phone: null }, [saved])).toBe(saved);
  });

  it('tells another address apart by any of its fields', () => {
    for (const change of [{ address: '14 rue Beaurepaire' }, { addressPart2: 'Bâtiment B' }, { company: 'Atelier' }, { postalCode: '49401' }, { idCountry: 21 }]) {
      expect(findInBook({ ...typed, ...change }, [saved]), JSON.stringify(change)).toBeNull();
    }
    expect(findInBook(typed, [])).toBeNull();
  });

  it('shows an address on the lines of an envelope, leaving out what it lacks', () => {
    expect(addressLines(saved)).toEqual(['Camille Moreau', '12 rue Beaurepaire', '49400 Saumur', 'France']);
    expect(addressLines({ ...saved, company: 'Atelier Moreau', addressPart2: 'Bâtiment B' })).toEqual([
      'Camille Moreau', 'Atelier Moreau', '12 rue Beaurepaire', 'Bâtiment B', '49400 Saumur', 'France',
    ]);
  });

  it('writes a saved French number as the customer would, and it reads back the same', () => {
    expect(phoneAsWritten('+33612345678')).toBe('06 12 34 56 78');
    expect(phoneAsWritten('+3247012345')).toBe('+3247012345');
    fc.assert(
      fc.property(fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '9'), fc.stringMatching(/^\d{8}$/), (first, rest) => {
        const parsed = normalizePhone(`+33${first}${rest}`, false);
        fc.pre(parsed.ok);
        const stored = (parsed as { phone: string }).phone;
        expect(normalizePhone(phoneAsWritten(stored), false)).toEqual({ ok: true, phone: stored });
      }),
    );
  });
});
