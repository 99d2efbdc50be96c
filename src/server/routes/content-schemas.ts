import { z } from '@hono/zod-openapi';
import { idSchema } from '../http/bounded';

// Schemas shared by the content routes (news, blog, albums, element lists).

export const idParam = z.object({ id: idSchema });

const fieldSchema = z.object({
  id: z.number(),
  name: z.string().openapi({ description: 'The key of the field in an answer' }),
  type: z.enum(['TEXT', 'TEXTAREA', 'EMAIL', 'PHONE', 'NUMBER', 'DATE', 'SELECT', 'RADIO', 'CHECKBOX', 'FILE']),
  required: z.boolean(),
  label: z.string(),
  placeholder: z.string().nullable(),
  helpText: z.string().nullable(),
  options: z.array(z.object({ key: z.string(), label: z.string() })),
  rules: z.record(z.string(), z.unknown()),
});

export const formSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string().nullable(),
    submitLabel: z.string().nullable(),
    successMessage: z.string().nullable(),
    fields: z.array(fieldSchema),
  })
  .openapi('Form');
