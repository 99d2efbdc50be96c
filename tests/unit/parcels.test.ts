import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARTON_WEIGHTS, DEFAULT_MAX_PARCEL_WEIGHT, defaultShippingWeight, ESTATE_CARTONS, packParcels, type PackLimits, type PackLine } from '~/lib/rules/parcels';

const LIMITS: PackLimits = { maxWeight: DEFAULT_MAX_PARCEL_WEIGHT, cartonSizes: ESTATE_CARTONS, cartonWeight: CARTON_WEIGHTS };
const BOTTLE = defaultShippingWeight('WINE', 75, 'CENTILITRE', null);

const line = fc.record<PackLine>({
  type: fc.constantFrom('WINE', 'WINE', 'WINE', 'BOX', 'OTHER'),
  quantity: fc.integer({ min: 1, max: 40 }),
  unitWeight: fc.integer({ min: 50, max: 35_000 }),
});
const limits = fc.record<PackLimits>({
  maxWeight: fc.integer({ min: 5_000, max: 40_000 }),
  cartonSizes: fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 3 }),
  cartonWeight: fc.constant(CARTON_WEIGHTS),
});

describe('packing an order into parcels', () => {
  it('ships 18 bottles of 75 cl in a carton of 12 and one of 6, each weighed with its carton', () => {
    const parcels = packParcels([{ type: 'WINE', quantity: 18, unitWeight: BOTTLE }], LIMITS);
    expect(parcels.map((p) => [p.carton, p.bottles, p.weight])).toEqual([
      [12, 12, 12 * BOTTLE + 700],
      [6, 6, 6 * BOTTLE + 400],
    ]);
  });

  it('closes a carton of 12 magnums before it passes 30 kg, and puts a box in a parcel of its own', () => {
    const magnum = defaultShippingWeight('WINE', 1.5, 'LITER', null);
    const parcels = packParcels([{ type: 'WINE', quantity: 12, unitWeight: magnum }, { type: 'BOX', quantity: 1, unitWeight: defaultShippingWeight('BOX', 75, 'CENTILITRE', 6) }], LIMITS);
    expect(parcels.every((p) => p.weight <= 30_000)).toBe(true);
    expect(parcels.filter((p) => p.carton === null)).toHaveLength(1);
    expect(parcels.reduce((sum, p) => sum + p.bottles, 0)).toBe(12);
  });

  it('gives a default weight from the capacity and the kind', () => {
    expect(BOTTLE).toBeGreaterThan(1200);
    expect(BOTTLE).toBeLessThan(1400);
    expect(defaultShippingWeight('WINE', 37.5, 'CENTILITRE', null)).toBeLessThan(BOTTLE);
    expect(defaultShippingWeight('BOX', 75, 'CENTILITRE', 6)).toBeGreaterThan(6 * BOTTLE);
    expect(defaultShippingWeight('OTHER', null, null, null)).toBe(500);
  });

  it('packs every unit once, within the weight limit unless one unit alone is heavier, and no carton over its size', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), limits, (lines, packLimits) => {
        const parcels = packParcels(lines, packLimits);
        lines.forEach((l, index) => {
          const packed = parcels.flatMap((p) => p.contents).filter((c) => c.line === index).reduce((sum, c) => sum + c.quantity, 0);
          expect(packed).toBe(l.quantity);
        });
        for (const parcel of parcels) {
          const units = parcel.contents.reduce((sum, c) => sum + c.quantity, 0);
          const contents = parcel.contents.reduce((sum, c) => sum + c.quantity * lines[c.line].unitWeight, 0);
          expect(parcel.weight).toBe(contents + (parcel.carton === null ? 0 : (packLimits.cartonWeight[parcel.carton] ?? 0)));
          if (parcel.weight > packLimits.maxWeight) expect(units).toBe(1);
          if (parcel.carton !== null) expect(parcel.bottles).toBeLessThanOrEqual(parcel.carton);
          expect(parcel.bottles).toBe(parcel.contents.filter((c) => lines[c.line].type === 'WINE').reduce((sum, c) => sum + c.quantity, 0));
        }
      }),
    );
  });

  it('packs whole cartons: a multiple of the largest carton fills cartons of that size only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (cartons) => {
        const parcels = packParcels([{ type: 'WINE', quantity: cartons * 12, unitWeight: BOTTLE }], LIMITS);
        expect(parcels).toHaveLength(cartons);
        expect(parcels.every((p) => p.carton === 12 && p.bottles === 12)).toBe(true);
      }),
    );
  });
});
