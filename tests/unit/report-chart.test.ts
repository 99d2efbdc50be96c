import { describe, expect, it } from 'vitest';
import { chartGeometry } from '~/components/admin/reports/chart';

// The reports' chart axis (components/admin/reports/chart.ts): every label it prints says something.
const euros = (cents: number) => `${Math.round(cents / 100)} €`;

describe('the value axis of a report chart', () => {
  it('prints « 0 € » once for a period without a sale', () => {
    const { yTicks } = chartGeometry({ labels: ['janv.', 'févr.', 'mars'], current: [0, 0, 0], previous: [0, 0, 0], format: euros });
    expect(yTicks.map((tick) => tick.label)).toEqual(['0 €']);
  });

  it('prints distinct, rising labels for a period with sales', () => {
    const { yTicks } = chartGeometry({ labels: ['janv.', 'févr.'], current: [125_000, 310_000], format: euros });
    const labels = yTicks.map((tick) => tick.label);
    expect(labels.length).toBeGreaterThan(2);
    expect(new Set(labels).size).toBe(labels.length);
    expect(yTicks.map((tick) => tick.y)).toEqual([...yTicks.map((tick) => tick.y)].sort((a, b) => b - a));
  });
});
