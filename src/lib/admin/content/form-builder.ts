/**
 * A form as the owner builds it: its texts in French and English and its fields, in order.
 *
 * - GET /admin/form/{id} → AdminFormDetail.
 * - POST /admin/form `FormInput` → AdminFormDetail.
 * - PUT /admin/form/{id} `FormInput` → AdminFormDetail: the form as sent is the form as saved, in
 *   one transaction. A field with an `id` is that field changed; one without is new; a field of
 *   the form left out is removed.
 * - DELETE /admin/form/{id} → { id }: the form and its answers; 409 while a customization uses it.
 *
 * Answers keep the values they were sent with: a field removed or renamed later leaves them
 * untouched, and the answers' table and CSV show them in a column of their own, after the
 * form's fields, named after the old field ("former field").
 */
import { z } from 'zod';
import { formFieldTypes, type FormFieldType } from '~/lib/forms';
import { formFieldRulesSchema, formFieldTypeSchema } from '~/lib/contracts/forms';
import { onlyFields, shortText, textFields, textsSchema, titleSchema } from './common';

const reason = (key: string) => `admin-forms:errors.${key}`;

/** The types whose answer is one of the owner's choices (CHECKBOX: any of them, or one box without). */
export const choiceTypes: readonly FormFieldType[] = ['SELECT', 'RADIO', 'CHECKBOX'];
/** The files a FILE field may accept, which the server recognises by their first bytes. */
export const fileMimes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FIELDS = 50;
export const MAX_OPTIONS = 50;

/** Which rules each type of field follows when a visitor answers. */
export const rulesByType: Record<FormFieldType, readonly (keyof FormFieldRulesInput)[]> = {
  TEXT: ['minLength', 'maxLength', 'pattern'],
  TEXTAREA: ['minLength', 'maxLength', 'pattern'],
  EMAIL: ['maxLength'],
  PHONE: [],
  NUMBER: ['min', 'max'],
  DATE: [],
  SELECT: [],
  RADIO: [],
  CHECKBOX: [],
  FILE: ['acceptedMimes', 'maxBytes'],
};

export const formTextSchema = z.strictObject(
  {
    /** The form's title. */
    name: titleSchema,
    /** A short introduction shown above the fields. */
    description: shortText(1000),
    /** The button's words; empty: "Send". */
    submitLabel: shortText(60),
    /** What the visitor reads once the answer is sent. */
    successMessage: shortText(500),
  },
  textFields,
);

const fieldTextSchema = z.strictObject(
  {
    label: z.string({ error: reason('label') }).trim().min(1, { error: reason('label') }).max(200, { error: reason('label') }),
    placeholder: shortText(200),
    helpText: shortText(500),
  },
  textFields,
);

/** The key of a field in the answers: lowercase letters, digits and underscores. */
export const fieldNameSchema = z.string({ error: reason('name') }).trim().regex(/^[a-z][a-z0-9_]{0,39}$/, { error: reason('name') });

const optionSchema = z.strictObject(
  {
    key: fieldNameSchema,
    label: z.strictObject(
      {
        fr_FR: z.string({ error: reason('optionLabel') }).trim().min(1, { error: reason('optionLabel') }).max(200, { error: reason('optionLabel') }),
        en_US: shortText(200),
      },
      onlyFields,
    ),
  },
  onlyFields,
);

const whole = (max: number) =>
  z.number({ error: reason('whole') }).int({ error: reason('whole') }).min(0, { error: reason('whole') }).max(max, { error: reason('whole') }).optional();
const bound = z.number({ error: reason('bound') }).min(-1e12, { error: reason('bound') }).max(1e12, { error: reason('bound') }).optional();

/** A pattern the whole answer must match, as the server reads it (a JavaScript expression, Unicode). */
const patternSchema = z
  .string({ error: reason('pattern') })
  .min(1, { error: reason('pattern') })
  .max(200, { error: reason('pattern') })
  .refine(
    (pattern) => {
      try {
        new RegExp(`^(?:${pattern})$`, 'u');
        return true;
      } catch {
        return false;
      }
    },
    { error: reason('pattern') },
  )
  .optional();

const rulesSchema = z.strictObject(
  {
    minLength: whole(100_000),
    maxLength: whole(100_000),
    min: bound,
    max: bound,
    pattern: patternSchema,
    acceptedMimes: z.array(z.enum(fileMimes, { error: reason('mimes') }), { error: reason('mimes') }).min(1, { error: reason('mimes') }).max(fileMimes.length).optional(),
    maxBytes: z.number({ error: reason('maxBytes') }).int({ error: reason('maxBytes') }).min(1024, { error: reason('maxBytes') }).max(MAX_FILE_BYTES, { error: reason('maxBytes') }).optional(),
  },
  onlyFields,
);
export type FormFieldRulesInput = z.input<typeof rulesSchema>;

export const formFieldInputSchema = z
  .strictObject(
    {
      /** The field changed; null for a new one. */
      id: z.number({ error: reason('field') }).int({ error: reason('field') }).min(1, { error: reason('field') }).max(2_147_483_647, { error: reason('field') }).nullable(),
      type: z.enum(formFieldTypes, { error: reason('type') }),
      name: fieldNameSchema,
      required: z.boolean(),
      texts: textsSchema(fieldTextSchema),
      options: z.array(optionSchema, { error: reason('options') }).max(MAX_OPTIONS, { error: reason('options') }),
      rules: rulesSchema,
    },
    onlyFields,
  )
  .superRefine((field, ctx) => {
    const isChoice = choiceTypes.includes(field.type);
    if (!isChoice && field.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: reason('noOptions') });
    if ((field.type === 'SELECT' || field.type === 'RADIO') && field.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: reason('fewOptions') });
    const keys = field.options.map((option) => option.key);
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index) ctx.addIssue({ code: 'custom', path: ['options', index, 'key'], message: reason('optionTaken') });
    });
    const allowed = rulesByType[field.type];
    for (const rule of Object.keys(field.rules) as (keyof FormFieldRulesInput)[]) {
      if (field.rules[rule] !== undefined && !allowed.includes(rule)) ctx.addIssue({ code: 'custom', path: ['rules', rule], message: reason('ruleOfType') });
    }
    const { minLength, maxLength, min, max } = field.rules;
    if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) ctx.addIssue({ code: 'custom', path: ['rules', 'maxLength'], message: reason('lengths') });
    if (min !== undefined && max !== undefined && min > max) ctx.addIssue({ code: 'custom', path: ['rules', 'max'], message: reason('bounds') });
  });
export type FormFieldInput = z.input<typeof formFieldInputSchema>;

export const formInputSchema = z
  .strictObject(
    {
      texts: textsSchema(formTextSchema),
      /** Shown on the site; a form set aside answers no visitor. */
      isPublished: z.boolean(),
      /** In the order the visitor fills them. */
      fields: z.array(formFieldInputSchema, { error: reason('fields') }).max(MAX_FIELDS, { error: reason('fields') }),
    },
    onlyFields,
  )
  .superRefine((input, ctx) => {
    const names = input.fields.map((field) => field.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index) ctx.addIssue({ code: 'custom', path: ['fields', index, 'name'], message: reason('nameTaken') });
    });
    const ids = input.fields.flatMap((field) => (field.id === null ? [] : [field.id]));
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['fields'], message: reason('field') });
  });
export type FormInput = z.input<typeof formInputSchema>;
export type FormValues = z.output<typeof formInputSchema>;

/** A language's texts of the form as saved: an empty text is null. */
const savedFormTextSchema = z.object({ name: z.string(), description: z.string().nullable(), submitLabel: z.string().nullable(), successMessage: z.string().nullable() });
const savedFieldTextSchema = z.object({ label: z.string(), placeholder: z.string().nullable(), helpText: z.string().nullable() });
export type FormText = z.infer<typeof savedFormTextSchema>;
export type FormFieldText = z.infer<typeof savedFieldTextSchema>;

export const adminFormFieldSchema = z
  .object({
    id: z.number(),
    type: formFieldTypeSchema,
    name: z.string(),
    required: z.boolean(),
    texts: z.object({ fr_FR: savedFieldTextSchema, en_US: savedFieldTextSchema.nullable() }),
    options: z.array(z.object({ key: z.string(), label: z.object({ fr_FR: z.string(), en_US: z.string().nullable() }) })),
    rules: formFieldRulesSchema,
  })
  .meta({ id: 'AdminFormField' });
export type AdminFormField = z.infer<typeof adminFormFieldSchema>;

export const adminFormDetailSchema = z
  .object({
    id: z.number(),
    isPublished: z.boolean(),
    texts: z.object({ fr_FR: savedFormTextSchema, en_US: savedFormTextSchema.nullable() }),
    fields: z.array(adminFormFieldSchema).describe('In the order the visitor fills them'),
    answerCount: z.number(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminFormDetail' });
export type AdminFormDetail = z.infer<typeof adminFormDetailSchema>;

