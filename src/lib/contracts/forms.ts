import { z } from 'zod';
import { formFieldTypes } from '../forms';

// The forms contract: the forms the owner builds as the
// visitor's browser reads and fills them, the server's check of an answer, and the contact message.
// The calls: src/lib/api/forms.ts; the islands take the types from src/lib/forms.ts.

export const formFieldTypeSchema = z.enum(formFieldTypes);
export type FormFieldType = z.infer<typeof formFieldTypeSchema>;

/** Validation rules of a field; which ones apply depends on its type (src/lib/admin/content/form-builder.ts). */
export const formFieldRulesSchema = z
  .object({
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    pattern: z.string().optional().describe('A regular expression the whole answer matches'),
    acceptedMimes: z.array(z.string()).optional(),
    maxBytes: z.number().optional(),
  })
  .meta({ id: 'FormFieldRules' });
export type FormFieldRules = z.infer<typeof formFieldRulesSchema>;

export const formFieldViewSchema = z
  .object({
    id: z.number(),
    name: z.string().describe('The key of the field in an answer'),
    type: formFieldTypeSchema,
    required: z.boolean(),
    label: z.string(),
    placeholder: z.string().nullable(),
    helpText: z.string().nullable(),
    options: z.array(z.object({ key: z.string(), label: z.string() })),
    rules: formFieldRulesSchema,
  })
  .meta({ id: 'FormField' });
export type FormFieldView = z.infer<typeof formFieldViewSchema>;

/** GET /forms/{id} and GET /message/form: a form in the visitor's language, its fields in order. */
export const formViewSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string().nullable(),
    submitLabel: z.string().nullable(),
    successMessage: z.string().nullable(),
    fields: z.array(formFieldViewSchema),
  })
  .meta({ id: 'Form' });
export type FormView = z.infer<typeof formViewSchema>;

/** A form's answers: field name → value (a file field names its file). */
export const formValuesSchema = z.record(z.string(), z.unknown()).describe('Field name → value; a file as { filename, size, mime }');
export type FormValues = z.infer<typeof formValuesSchema>;

/** POST /forms/{id}/answer/validate and the JSON body of POST /forms/{id}/submit. */
export const formAnswerSchema = z.object({ values: formValuesSchema }).meta({ id: 'FormAnswer' });

/** POST /forms/{id}/answer/validate. */
export const formCheckSchema = z
  .object({
    valid: z.boolean(),
    errors: z.record(z.string(), z.string()).describe("Field name → what is wrong with it, in the visitor's language"),
  })
  .meta({ id: 'FormCheck' });
export type FormCheck = z.infer<typeof formCheckSchema>;

/** POST /forms/{id}/submit. */
export const formSubmittedSchema = z
  .object({ id: z.number().describe('The stored answer'), message: z.string().nullable().describe("The form's own thanks, if the owner wrote one") })
  .meta({ id: 'FormSubmitted' });
export type FormSubmitted = z.infer<typeof formSubmittedSchema>;

/** POST /message: checked against the contact form's rules by the server. */
export const contactMessageSchema = z
  .object({
    name: z.string().max(200),
    email: z.string().max(254),
    phone: z.string().max(40).nullish(),
    subject: z.string().max(200).nullish().describe('Free text, or the key of a choice of the contact form'),
    message: z.string().max(5000),
    others: z
      .record(z.string().max(40), z.unknown())
      .optional()
      .describe('The answers to the other fields the owner added to the contact form, by field name'),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** POST /message. */
export const messageSentSchema = z.object({ id: z.number().describe('The stored message') }).meta({ id: 'MessageSent' });
export type MessageSent = z.infer<typeof messageSentSchema>;

