import { z } from 'zod';
import type { ApiClient } from '~/lib/api';

// What a customer may personalise on a product (an engraved text, a choice, a box to tick, a
// picture to upload) and what it costs, as the back office edits it. Customizations made of a
// whole form (DYNAMIC_FORM) are shown in the forms area and left as they are here.

export const customizationInputTypes = ['TEXT', 'SELECT', 'CHECKBOX', 'FILE'] as const;
export const customizationCostTypes = ['NONE', 'EURO', 'PERCENT'] as const;

const reason = (key: string) => `admin-catalogue:errors.${key}`;
const label = (key: string, max: number) => z.string({ error: reason(key) }).trim().max(max, { error: reason(key) });
const count = (key: string, min: number, max: number) =>
  z.number({ error: reason(key) }).int({ error: reason(key) }).min(min, { error: reason(key) }).max(max, { error: reason(key) });

/**
 * A priced option: for SELECT one choice (its key and label); for TEXT a price tier from a number
 * of characters on; for CHECKBOX and FILE the one cost of using it.
 */
export const customizationValueSchema = z
  .strictObject({
    textNumberOfChar: count('textNumberOfChar', 0, 10_000).nullable(),
    selectKey: z.string({ error: reason('selectKey') }).trim().regex(/^[\w-]{1,64}$/, { error: reason('selectKey') }).nullable(),
    costType: z.enum(customizationCostTypes, { error: reason('costType') }),
    amount: count('costAmount', 0, 100_000_000),
    label: z.strictObject({ fr_FR: label('valueLabel', 200).nullable(), en_US: label('valueLabel', 200).nullable() }, { error: reason('valueLabel') }),
  })
  .refine((value) => value.costType !== 'PERCENT' || value.amount <= 10_000, { error: reason('percent'), path: ['amount'] });

export const customizationInputSchema = z
  .strictObject({
    /** One of the product's customizations, changed in place; none: a new one. */
    id: count('unknownItem', 1, 2_147_483_647).optional(),
    inputType: z.enum(customizationInputTypes, { error: reason('inputType') }),
    required: z.boolean({ error: reason('required') }),
    label: z.strictObject({ fr_FR: label('customizationLabel', 200).min(1, { error: reason('customizationLabel') }), en_US: label('customizationLabel', 200).nullable() }, { error: reason('customizationLabel') }),
    description: z.strictObject({ fr_FR: label('customizationDescription', 1_000).nullable(), en_US: label('customizationDescription', 1_000).nullable() }, { error: reason('customizationDescription') }),
    /** TEXT: the longest text accepted. */
    textMaxLength: count('textMaxLength', 1, 10_000).nullable(),
    values: z.array(customizationValueSchema, { error: reason('customizationValues') }).max(50, { error: reason('customizationValues') }),
  })
  .refine((c) => c.inputType !== 'SELECT' || (c.values.length > 0 && c.values.every((v) => v.selectKey && v.label.fr_FR)), { error: reason('selectChoices'), path: ['values'] })
  .refine((c) => c.inputType !== 'SELECT' || new Set(c.values.map((v) => v.selectKey)).size === c.values.length, { error: reason('selectKeyRepeat'), path: ['values'] })
  .refine((c) => c.inputType !== 'TEXT' || c.values.every((v) => v.textNumberOfChar !== null), { error: reason('textTiers'), path: ['values'] })
  .refine((c) => c.inputType === 'TEXT' || c.inputType === 'SELECT' || c.values.length <= 1, { error: reason('oneCost'), path: ['values'] });
export type CustomizationInput = z.infer<typeof customizationInputSchema>;

export const customizationsSchema = z.strictObject({
  customizations: z.array(customizationInputSchema, { error: reason('customizations') }).max(10, { error: reason('customizations') }),
}).meta({ id: 'AdminCustomizationsInput' });

const valueView = z.object({
  textNumberOfChar: z.number().nullable(),
  selectKey: z.string().nullable(),
  costType: z.enum(customizationCostTypes),
  amount: z.number(),
  label: z.object({ fr_FR: z.string().nullable(), en_US: z.string().nullable() }),
});

export const adminCustomizationsSchema = z.object({
  customizations: z.array(
    z.object({
      id: z.number(),
      inputType: z.enum(customizationInputTypes),
      required: z.boolean(),
      label: z.object({ fr_FR: z.string(), en_US: z.string().nullable() }),
      description: z.object({ fr_FR: z.string().nullable(), en_US: z.string().nullable() }),
      textMaxLength: z.number().nullable(),
      values: z.array(valueView),
    }),
  ),
  /** Customizations made of a form, kept as they are by this editor. */
  formCount: z.number(),
}).meta({ id: 'AdminCustomizations' });
export type AdminCustomizations = z.infer<typeof adminCustomizationsSchema>;

export const catalogueCustomizationsApi = (api: ApiClient) => ({
  list: (productId: number) => api.get<AdminCustomizations>(`/admin/product/${productId}/customizations`),
  save: (productId: number, customizations: CustomizationInput[]) => api.put<AdminCustomizations>(`/admin/product/${productId}/customizations`, { customizations }),
});
