/**
 * The site's forms and the answers visitors sent, as the back office reads them.
 *
 * - GET /admin/form → { forms: AdminFormSummary[] }: every form with its answers count.
 * - GET, POST, PUT, DELETE /admin/form[/{id}]: a form built or changed (./form-builder.ts).
 * - GET /admin/form/{id}/answer?page=&nbItem= → AdminFormAnswers: the form's fields (the columns)
 *   and a page of answers, newest first.
 * - GET /admin/form/{id}/answer.csv?lang= → every answer as CSV (a download link).
 * - DELETE /admin/form/answer/{id} → { id }: an answer erased (a visitor asked, or spam).
 *
 * A file sent with an answer is downloaded at GET /forms/file/download/{fileId} (admins only).
 */
import type { ApiClient, Lang } from '~/lib/api';
import type { AdminPage } from './common';
import type { AdminFormDetail, FormInput } from './form-builder';

export interface AdminFormSummary {
  id: number;
  /** In the caller's language, else French. */
  name: string;
  isPublished: boolean;
  answerCount: number;
  lastAnswerAt: string | null;
}

export interface AdminFormColumn {
  /** The key of the field in an answer's values. */
  name: string;
  label: string;
  type: string;
  /** A field since removed (or renamed) whose past answers still hold a value. */
  former?: boolean;
}

export interface AdminFormAnswer {
  id: number;
  lang: string;
  createdAt: string;
  /** Each field's answer as the owner reads it: a choice by its label, several choices joined. */
  values: Record<string, string>;
  files: { id: number; fieldName: string; filename: string }[];
}

export interface AdminFormAnswers extends AdminPage<AdminFormAnswer> {
  form: { id: number; name: string };
  columns: AdminFormColumn[];
}

/** Where the browser downloads a form's answers as CSV (a plain link, with the session), headers in `lang`. */
export const formAnswersCsvPath = (id: number, lang: Lang) => `/api/admin/form/${id}/answer.csv?lang=${lang}`;

/** Where the browser downloads a file sent with an answer. */
export const formFilePath = (fileId: number) => `/api/forms/file/download/${fileId}`;

export const formsApi = (api: ApiClient) => ({
  list: () => api.get<{ forms: AdminFormSummary[] }>('/admin/form'),
  get: (id: number) => api.get<AdminFormDetail>(`/admin/form/${id}`),
  create: (input: FormInput) => api.post<AdminFormDetail>('/admin/form', input),
  update: (id: number, input: FormInput) => api.put<AdminFormDetail>(`/admin/form/${id}`, input),
  remove: (id: number) => api.delete<{ id: number }>(`/admin/form/${id}`),
  answers: (id: number, query: { page?: number; nbItem?: number } = {}) => api.get<AdminFormAnswers>(`/admin/form/${id}/answer`, query),
  removeAnswer: (id: number) => api.delete<{ id: number }>(`/admin/form/answer/${id}`),
});
