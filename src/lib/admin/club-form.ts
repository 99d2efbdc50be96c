import { CLUB_COLOURS, CLUB_SELECTIONS, clubFormulaInputSchema, type AdminClubFormula, type ClubFormulaValues } from './club';

// The club formula form speaks the owner's units (euros, percent); the API speaks cents and basis
// points. These functions go from one to the other, and name the wrong field before anything is sent.

export interface FormulaFormValues {
  nameFr: string;
  nameEn: string;
  descriptionFr: string;
  descriptionEn: string;
  bottlesPerShipment: string;
  shipmentsPerYear: string;
  selection: (typeof CLUB_SELECTIONS)[number];
  choiceColours: (typeof CLUB_COLOURS)[number][];
  /** Euros. */
  choiceBudget: string;
  pricePerShipment: string;
  /** Percent. */
  memberDiscount: string;
  allowsShipping: boolean;
  allowsCollection: boolean;
  shippingRate: string;
  memberCap: string;
  maxSkipsPerYear: string;
  giftShipments: string;
  giftPrice: string;
  isEnabled: boolean;
  position: string;
}

export type FormulaFormErrors = Partial<Record<keyof FormulaFormValues, string>>;

const hundredths = (value: number | null) => (value === null ? '' : (value / 100).toString());

/** The form filled with a formula as saved, or empty for a new one. */
export function formulaFormValues(formula?: AdminClubFormula): FormulaFormValues {
  return {
    nameFr: formula?.fr_FR.name ?? '',
    nameEn: formula?.en_US.name ?? '',
    descriptionFr: formula?.fr_FR.description ?? '',
    descriptionEn: formula?.en_US.description ?? '',
    bottlesPerShipment: String(formula?.bottlesPerShipment ?? 6),
    shipmentsPerYear: String(formula?.shipmentsPerYear ?? 3),
    selection: formula?.selection ?? 'CURATED',
    choiceColours: formula?.choiceColours ?? [],
    choiceBudget: hundredths(formula?.choiceBudget ?? null),
    pricePerShipment: hundredths(formula?.pricePerShipment ?? null),
    memberDiscount: hundredths(formula?.memberDiscount ?? 1000),
    allowsShipping: formula?.allowsShipping ?? true,
    allowsCollection: formula?.allowsCollection ?? true,
    shippingRate: hundredths(formula?.shippingRate ?? 0),
    memberCap: formula?.memberCap?.toString() ?? '',
    maxSkipsPerYear: String(formula?.maxSkipsPerYear ?? 1),
    giftShipments: formula?.giftShipments?.toString() ?? '',
    giftPrice: hundredths(formula?.giftPrice ?? null),
    isEnabled: formula?.isEnabled ?? true,
    position: String(formula?.position ?? 0),
  };
}

/** A decimal as typed with a comma or a point, in hundredths (cents, basis points); NaN when not a number, null when empty. */
function inHundredths(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (normalized === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return Number.NaN;
  return Math.round(Number(normalized) * 100);
}

function whole(text: string): number | null {
  if (text.trim() === '') return null;
  return /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** The API's input from the form, or the error key of each wrong field (the contract's own messages). */
export function formulaInputOf(values: FormulaFormValues): { input: ClubFormulaValues } | { errors: FormulaFormErrors } {
  const candidate = {
    fr_FR: { name: values.nameFr, description: values.descriptionFr },
    en_US: { name: values.nameEn, description: values.descriptionEn },
    bottlesPerShipment: whole(values.bottlesPerShipment),
    shipmentsPerYear: whole(values.shipmentsPerYear),
    selection: values.selection,
    choiceColours: values.selection === 'MEMBER_CHOICE' ? values.choiceColours : [],
    choiceBudget: values.selection === 'MEMBER_CHOICE' ? inHundredths(values.choiceBudget) : null,
    pricePerShipment: inHundredths(values.pricePerShipment),
    memberDiscount: inHundredths(values.memberDiscount) ?? 0,
    allowsShipping: values.allowsShipping,
    allowsCollection: values.allowsCollection,
    shippingRate: inHundredths(values.shippingRate) ?? 0,
    memberCap: whole(values.memberCap),
    maxSkipsPerYear: whole(values.maxSkipsPerYear) ?? 0,
    giftShipments: whole(values.giftShipments),
    giftPrice: inHundredths(values.giftPrice),
    isEnabled: values.isEnabled,
    position: whole(values.position) ?? 0,
  };
  const parsed = clubFormulaInputSchema.safeParse(candidate);
  const errors: FormulaFormErrors = {};
  if (!parsed.success) {
    const fieldOf: Record<string, keyof FormulaFormValues> = { 'fr_FR.name': 'nameFr', 'en_US.name': 'nameEn', 'fr_FR.description': 'descriptionFr', 'en_US.description': 'descriptionEn' };
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const field = fieldOf[path] ?? (issue.path[0] as keyof FormulaFormValues);
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  if (!candidate.allowsShipping && !candidate.allowsCollection) return { errors: { allowsShipping: 'admin-club:errors.noDelivery' } };
  if ((candidate.giftShipments === null) !== (candidate.giftPrice === null)) return { errors: { giftPrice: 'admin-club:errors.giftPair' } };
  return { input: parsed.data };
}
