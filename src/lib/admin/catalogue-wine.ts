import { z } from 'zod';
import type { ApiClient } from '~/lib/api';
import type { WineColour } from '~/lib/catalogue';

// A wine's sheet as the back office edits it: what the product page shows of the wine beside its
// words and prices (colour, appellation, grapes, alcohol, serving and keeping, tags) and the
// winemaker's notes in French and English. Shared by the API routes and the islands, as
// src/lib/admin/catalogue.ts is.

export const wineColours = ['RED', 'WHITE', 'ROSE', 'SPARKLING', 'SWEET'] as const satisfies readonly WineColour[];
/** A still or sparkling wine is under 25 % vol.; beyond, it is a typing mistake. */
export const MAX_ALCOHOL = 25;
export const wineNotes = ['tastingEye', 'tastingNose', 'tastingMouth', 'foodPairing', 'vinification', 'terroir', 'metaDescription'] as const;
export type WineNote = (typeof wineNotes)[number];

const reason = (key: string) => `admin-wine:errors.${key}`;
const text = (key: string, max: number) => z.string({ error: reason(key) }).trim().max(max, { error: reason(key) });
const whole = (key: string, min: number, max: number) =>
  z.number({ error: reason(key) }).int({ error: reason(key) }).min(min, { error: reason(key) }).max(max, { error: reason(key) });

/** A span of whole numbers (°C, years), either end may be left out, the lower first. */
const span = (key: string, min: number, max: number) =>
  z
    .strictObject({ min: whole(key, min, max).nullable(), max: whole(key, min, max).nullable() }, { error: reason(key) })
    .refine((s) => s.min === null || s.max === null || s.min <= s.max, { error: reason(`${key}Order`), path: ['max'] });

export const grapeSchema = z.strictObject({
  variety: text('variety', 100).min(1, { error: reason('variety') }),
  /** Its share of the blend, in whole percent; null when the owner does not say. */
  percent: whole('percent', 1, 100).nullable(),
});
export type Grape = z.infer<typeof grapeSchema>;

const notesSchema = z.strictObject(
  {
    ...(Object.fromEntries(wineNotes.filter((n) => n !== 'metaDescription').map((note) => [note, text('note', 4_000).nullable()])) as Record<
      Exclude<WineNote, 'metaDescription'>,
      z.ZodNullable<z.ZodString>
    >),
    metaDescription: text('metaDescription', 300).nullable(),
  },
  { error: reason('notes') },
);
export type WineNotes = z.infer<typeof notesSchema>;

export const wineSheetSchema = z
  .strictObject({
    colour: z.enum(wineColours, { error: reason('colour') }).nullable(),
    appellation: text('appellation', 200).nullable(),
    alcoholDegree: z
      .number({ error: reason('alcohol') })
      .min(0, { error: reason('alcohol') })
      .max(MAX_ALCOHOL, { error: reason('alcohol') })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: reason('alcohol') })
      .nullable(),
    servingTemperature: span('serving', 0, 25),
    ageingPotential: span('ageing', 0, 100),
    tags: z.array(text('tag', 64).min(1, { error: reason('tag') }), { error: reason('tag') }).max(20, { error: reason('tag') }),
    grapes: z
      .array(grapeSchema, { error: reason('grapes') })
      .max(20, { error: reason('grapes') })
      .refine((grapes) => new Set(grapes.map((g) => g.variety.toLocaleLowerCase('fr'))).size === grapes.length, { error: reason('grapeRepeat') })
      // Shares are given for every grape or for none, and then make the whole blend.
      .refine((grapes) => grapes.every((g) => g.percent === null) || grapes.every((g) => g.percent !== null), { error: reason('sharesAllOrNone') })
      .refine((grapes) => grapes.some((g) => g.percent === null) || grapes.length === 0 || grapes.reduce((sum, g) => sum + (g.percent ?? 0), 0) === 100, {
        error: reason('sharesSum'),
      }),
    /** French always; English only for a product that has its English name (the shop shows the French otherwise). */
    notes: z.strictObject({ fr_FR: notesSchema, en_US: notesSchema }, { error: reason('notes') }),
  })
  .meta({ id: 'AdminWineSheet' });
export type WineSheet = z.infer<typeof wineSheetSchema>;

/** The sheet as saved, with the tags the owner may choose from (their labels in the caller's language). */
export const adminWineSheetSchema = z
  .object({
    sheet: wineSheetSchema,
    tagChoices: z.array(z.object({ key: z.string(), label: z.string() })),
    /** Whether the product has its English words (its English notes are kept only then). */
    hasEnglish: z.boolean(),
  })
  .meta({ id: 'AdminWine' });
export type AdminWine = z.infer<typeof adminWineSheetSchema>;

export const catalogueWineApi = (api: ApiClient) => ({
  wine: (productId: number) => api.get<AdminWine>(`/admin/product/${productId}/wine`),
  saveWine: (productId: number, sheet: WineSheet) => api.put<AdminWine>(`/admin/product/${productId}/wine`, sheet),
});
