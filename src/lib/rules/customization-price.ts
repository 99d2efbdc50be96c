/**
 * What a customization adds to a unit price (docs/rules.md#customizations): shown as +amount€ or +amount%; a
 * text costs the largest tier whose character count is not above the text's length.
 */
import type { CostType } from '../contracts/cart';

export type { CostType };

export interface CostTier {
  costType: CostType;
  /** Cents for EURO, basis points for PERCENT. */
  amount: number;
}

export interface TextTier extends CostTier {
  textNumberOfChar: number;
}

/** The tier a text of `length` characters falls in, or null when it is shorter than every tier. */
export function textTier<T extends TextTier>(tiers: readonly T[], length: number): T | null {
  let chosen: T | null = null;
  for (const tier of tiers) {
    if (tier.textNumberOfChar <= length && (chosen === null || tier.textNumberOfChar > chosen.textNumberOfChar)) chosen = tier;
  }
  return chosen;
}

/** The extra cost of one tier on a unit price, in cents (a percentage is rounded to the cent). */
export function tierCost(tier: CostTier | null, unitPrice: number): number {
  if (!tier || tier.costType === 'NONE') return 0;
  return tier.costType === 'EURO' ? tier.amount : Math.round((unitPrice * tier.amount) / 10_000);
}

/** '+5 €', '+2,50 €', '+10 %' in French; '+€5', '+€2.50', '+10%' in English. */
export function formatCost(tier: CostTier, lang: 'fr_FR' | 'en_US'): string {
  const locale = lang === 'fr_FR' ? 'fr-FR' : 'en-US';
  if (tier.costType === 'PERCENT') {
    return `+${new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(tier.amount / 10_000)}`;
  }
  const euros = tier.amount / 100;
  return `+${new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
  }).format(euros)}`;
}
