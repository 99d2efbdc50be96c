/**
 * The site's forms and the answers visitors sent, as the back office reads them.
 *
 * - GET /admin/form → { forms: AdminFormSummary[] }: every form with its answers count.
 * - GET, POST, PUT, DELETE /admin/form[/{id}]: a form built or changed (./form-builder.ts).
 * - GET /admin/form/{id}/answer?page=&nbItem= → AdminFormAnswers: the form's fields (the columns)
 *   and a page of answers, newest first.
 * - GET /admin/form/{id}/answer.csv?lang= → every answer as CSV (a download link).
 * - DELETE /admin/form-answer/{id} → { id }: an answer erased (a visitor asked, or spam).
 *
 * A file sent with an answer is downloaded at GET /forms/file/download/{fileId} (admins only).
 */
import { z } from 'zod';
import type { ApiClient, Lang } from '~/lib/api';
import type { AdminFormDetail, FormInput } from './form-builder';

export const adminFormSummarySchema = z
  .object({
    id: z.number(),
    name: z.string().describe("In the caller's language, else French"),
    isPublished: z.boolean(),
    answerCount: z.number(),
    lastAnswerAt: z.string().nullable(),
  })
  .meta({ id: 'AdminFormSummary' });
export type AdminFormSummary = z.infer<typeof adminFormSummarySchema>;

export const adminFormListSchema = z.object({ forms: z.array(adminFormSummarySchema) });
export type AdminFormList = z.infer<typeof adminFormListSchema>;

const columnSchema = z.object({
  name: z.string().describe('The key of the field in an answer\'s values'),
  label: z.string(),
  type: z.string(),
  former: z.boolean().optional().describe('A field since removed (or renamed) whose past answers still hold a value'),
});
export type AdminFormColumn = z.infer<typeof columnSchema>;

export const adminFormAnswerSchema = z
  .object({
    id: z.number(),
    lang: z.string(),
    createdAt: z.string(),
    values: z.record(z.string(), z.string()).describe("Each field's answer as the owner reads it: a choice by its label, several choices joined"),
    files: z.array(z.object({ id: z.number(), fieldName: z.string(), filename: z.string() })),
  })
  .meta({ id: 'AdminFormAnswer' });
export type AdminFormAnswer = z.infer<typeof adminFormAnswerSchema>;

export const adminFormAnswersSchema = z
  .object({
    form: z.object({ id: z.number(), name: z.string() }),
    columns: z.array(columnSchema),
    items: z.array(adminFormAnswerSchema),
    total: z.number(),
    page: z.number(),
    nbItem: z.number(),
  })
  .meta({ id: 'AdminFormAnswers' });
export type AdminFormAnswers = z.infer<typeof adminFormAnswersSchema>;

/** Where the browser downloads a form's answers as CSV (a plain link, with the session), headers in `lang`. */
export const formAnswersCsvPath = (id: number, lang: Lang) => `/api/admin/form/${id}/answer.csv?lang=${lang}`;

/** Where the browser downloads a file sent with an answer. */
export const formFilePath = (fileId: number) => `/api/forms/file/download/${fileId}`;

export const formsApi = (api: ApiClient) => ({
  list: () => api.get<AdminFormList>('/admin/form'),
  get: (id: number) => api.get<AdminFormDetail>(`/admin/form/${id}`),
  create: (input: FormInput) => api.post<AdminFormDetail>('/admin/form', input),
  update: (id: number, input: FormInput) => api.put<AdminFormDetail>(`/admin/form/${id}`, input),
  remove: (id: number) => api.delete<{ id: number }>(`/admin/form/${id}`),
  answers: (id: number, query: { page?: number; nbItem?: number } = {}) => api.get<AdminFormAnswers>(`/admin/form/${id}/answer`, query),
  removeAnswer: (id: number) => api.delete<{ id: number }>(`/admin/form-answer/${id}`),
});
