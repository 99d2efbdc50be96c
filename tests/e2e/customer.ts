import { expect, inject } from 'vitest';
import type { Lang } from '~/lib/i18n';
import { url } from './browser';
import { lastMailTo } from './outbox';

/** A customer created and activated through the API, as the sign-up page would. */
export async function newCustomer(email: string, password: string, lang: Lang) {
  const call = (path: string, body: unknown) =>
    fetch(url(`/api${path}`), {
      method: 'POST',
      headers: { origin: inject('baseUrl'), 'content-type': 'application/json', userLang: lang },
      body: JSON.stringify(body),
    });
  expect((await call('/register', { email, password, firstname: 'Camille', lastname: 'Moreau', acceptTerms: true })).status).toBe(200);
  const token = (await lastMailTo(email)).text.match(/confirm=([\w-]+)/)![1];
  expect((await call('/register/confirm', { token })).status).toBe(200);
}
