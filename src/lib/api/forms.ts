import type { ApiClient } from '../api';
import type { ContactMessage, FormCheck, FormSubmitted, FormValues, FormView, MessageSent } from '../contracts/forms';

// The forms the owner builds and the contact message;
// what they send and answer is the forms contract (src/lib/contracts/forms.ts).

export const formsApi = (api: ApiClient) => ({
  read: (formId: number) => api.get<FormView>(`/forms/${formId}`),
  check: (formId: number, values: FormValues) => api.post<FormCheck>(`/forms/${formId}/answer/validate`, { values }),
  /** Sends the answers, with the files of file fields (each uploaded under its field's name in fileFields). */
  submit: (formId: number, values: FormValues, files: { field: string; file: File }[] = []) =>
    files.length
      ? api.upload<FormSubmitted>(`/forms/${formId}/submit`, { values, fileFields: files.map((upload) => upload.field) }, files.map((upload) => upload.file))
      : api.post<FormSubmitted>(`/forms/${formId}/submit`, { values }),
  /** The contact page's form, or null when the estate has none. */
  contactForm: () => api.get<FormView | null>('/message/form'),
  sendMessage: (message: ContactMessage) => api.post<MessageSent>('/message', message),
});
