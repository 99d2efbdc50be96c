import type { ApiClient } from '../api';
import type { FormView } from '../forms';

// The forms the owner builds and the contact message (SPEC.md section 7, Forms and Other rows);
// the form's shape: src/lib/forms.ts.

/** A form's answers: field name → value (a file field names its file). */
export type FormValues = Record<string, unknown>;

export interface FormCheck {
  valid: boolean;
  /** Field name → what is wrong with it, in the visitor's language. */
  errors: Record<string, string>;
}

export interface ContactMessage {
  name?: string;
  email?: string;
  phone: string | null;
  subject: string | null;
  message?: string;
  /** The fields the owner added to the contact form, by name. */
  others?: FormValues;
}

export const formsApi = (api: ApiClient) => ({
  read: (formId: number) => api.get<FormView>(`/forms/${formId}`),
  check: (formId: number, values: FormValues) => api.post<FormCheck>(`/forms/${formId}/answer/validate`, { values }),
  /** Sends the answers, with the files of file fields (each uploaded under its field's name in fileFields). */
  submit: (formId: number, values: FormValues, files: { field: string; file: File }[] = []) =>
    files.length
      ? api.upload<{ message: string | null }>(`/forms/${formId}/submit`, { values, fileFields: files.map((upload) => upload.field) }, files.map((upload) => upload.file))
      : api.post<{ message: string | null }>(`/forms/${formId}/submit`, { values }),
  /** The contact page's form, or null when the estate has none. */
  contactForm: () => api.get<FormView | null>('/message/form'),
  sendMessage: (message: ContactMessage) => api.post<null>('/message', message),
});
