import { z } from 'zod';
import type { ApiClient } from '~/lib/api';

// The kinds products share, as the back office creates them: variations (size, engraving colour…)
// and their values, features (soil, harvest…) with their icon, and the dishes a wine goes with
// with their picture. A kind in use by a product cannot be deleted (409). Shared by the API routes
// and the islands, as src/lib/admin/catalogue.ts is.

const reason = (key: string) => `admin-kinds:errors.${key}`;
const label = (key: string, max: number) => z.string({ error: reason(key) }).trim().max(max, { error: reason(key) });
/** A name in both languages: French required, English optional. */
const named = (key: string, max: number) =>
  z.strictObject({ fr_FR: label(key, max).min(1, { error: reason(key) }), en_US: label(key, max).nullable() }, { error: reason(key) });
const rowId = z.number({ error: reason('unknownValue') }).int({ error: reason('unknownValue') }).min(1, { error: reason('unknownValue') }).max(2_147_483_647, { error: reason('unknownValue') });
const bothLangs = z.object({ fr_FR: z.string(), en_US: z.string().nullable() });

// ---- Variations --------------------------------------------------------------------------------

export const variationKindSchema = z
  .strictObject({
    name: named('variationName', 100),
    /** Its values in order; a value given with its id is kept (declinations may use it), the ones left out are removed. */
    values: z
      .array(z.strictObject({ id: rowId.optional(), label: named('valueLabel', 100) }), { error: reason('values') })
      .min(1, { error: reason('values') })
      .max(50, { error: reason('values') }),
  })
  .meta({ id: 'AdminVariationKindInput' });
export type VariationKindInput = z.infer<typeof variationKindSchema>;

export const adminVariationKindSchema = z
  .object({
    id: z.number(),
    name: bothLangs,
    values: z.array(z.object({ id: z.number(), label: bothLangs })),
    /** How many products are declined along it. */
    usedBy: z.number(),
  })
  .meta({ id: 'AdminVariationKind' });
export type AdminVariationKind = z.infer<typeof adminVariationKindSchema>;

// ---- Features ----------------------------------------------------------------------------------

export const featureKindSchema = z
  .strictObject({
    label: named('featureLabel', 100),
    /** The icon's name in Font Awesome's words (fa-mountain); the shop draws those it knows, a neutral mark otherwise. */
    icon: z
      .string({ error: reason('icon') })
      .trim()
      .regex(/^[a-z0-9 -]{0,64}$/, { error: reason('icon') })
      .nullable(),
  })
  .meta({ id: 'AdminFeatureKindInput' });
export type FeatureKindInput = z.infer<typeof featureKindSchema>;

export const adminFeatureKindSchema = z
  .object({ id: z.number(), label: bothLangs, icon: z.string().nullable(), usedBy: z.number() })
  .meta({ id: 'AdminFeatureKind' });
export type AdminFeatureKind = z.infer<typeof adminFeatureKindSchema>;

// ---- Meal pairings -----------------------------------------------------------------------------

export const mealKindSchema = z.strictObject({ label: named('mealLabel', 100) }).meta({ id: 'AdminMealKindInput' });
export type MealKindInput = z.infer<typeof mealKindSchema>;

export const adminMealKindSchema = z
  .object({
    id: z.number(),
    label: bothLangs,
    /** Where the browser finds its picture; empty until the owner gives one. */
    icon: z.string(),
    usedBy: z.number(),
  })
  .meta({ id: 'AdminMealKind' });
export type AdminMealKind = z.infer<typeof adminMealKindSchema>;

export const adminKindsSchema = z
  .object({ variations: z.array(adminVariationKindSchema), features: z.array(adminFeatureKindSchema), meals: z.array(adminMealKindSchema) })
  .meta({ id: 'AdminKinds' });
export type AdminKinds = z.infer<typeof adminKindsSchema>;

/** An award's medal picture, as the award's editor shows it. */
export const awardPictureSchema = z.object({ id: z.number(), imageUrl: z.string().nullable() }).meta({ id: 'AdminAwardPicture' });
export type AwardPicture = z.infer<typeof awardPictureSchema>;

export const catalogueKindsApi = (api: ApiClient) => ({
  kinds: () => api.get<AdminKinds>('/admin/catalogue/kinds'),
  createVariation: (body: VariationKindInput) => api.post<AdminVariationKind>('/admin/variation', body),
  updateVariation: (id: number, body: VariationKindInput) => api.put<AdminVariationKind>(`/admin/variation/${id}`, body),
  removeVariation: (id: number) => api.delete<null>(`/admin/variation/${id}`),
  createFeature: (body: FeatureKindInput) => api.post<AdminFeatureKind>('/admin/feature', body),
  updateFeature: (id: number, body: FeatureKindInput) => api.put<AdminFeatureKind>(`/admin/feature/${id}`, body),
  removeFeature: (id: number) => api.delete<null>(`/admin/feature/${id}`),
  createMeal: (body: MealKindInput) => api.post<AdminMealKind>('/admin/meal-icon', body),
  updateMeal: (id: number, body: MealKindInput) => api.put<AdminMealKind>(`/admin/meal-icon/${id}`, body),
  removeMeal: (id: number) => api.delete<null>(`/admin/meal-icon/${id}`),
  uploadMealPicture: (id: number, file: File) => api.upload<AdminMealKind>(`/admin/meal-icon/${id}/picture`, {}, [file]),
  uploadAwardPicture: (awardId: number, file: File) => api.upload<AwardPicture>(`/admin/award/${awardId}/picture`, {}, [file]),
  removeAwardPicture: (awardId: number) => api.delete<AwardPicture>(`/admin/award/${awardId}/picture`),
});
