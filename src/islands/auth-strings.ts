import type { TFunction } from 'i18next';
import type apiJson from '~/i18n/fr_FR/api.json';
import type authJson from '~/i18n/fr_FR/auth.json';
import { fill } from './fill';

// The sign-in and sign-up forms get their strings as props, in the page's language (see
// ./cart/strings.ts): the auth namespace, the server's sign-in and registration messages that the
// forms also say in the browser, and the two account links.

export interface AuthText {
  auth: Pick<typeof authJson, 'login' | 'register' | 'fields' | 'signedIn' | 'confirming' | 'working'>;
  /** api:auth.* and api:register.*, as the registration rules name them ('register.passwordWeak'). */
  messages: { auth: (typeof apiJson)['auth']; register: (typeof apiJson)['register'] };
  account: { title: string; forgotten: string };
}

const section = <T,>(tr: TFunction, key: string) => tr(key, { returnObjects: true }) as T;

export function authText(tr: TFunction): AuthText {
  return {
    auth: {
      login: section(tr, 'auth:login'),
      register: section(tr, 'auth:register'),
      fields: section(tr, 'auth:fields'),
      signedIn: section(tr, 'auth:signedIn'),
      confirming: tr('auth:confirming'),
      working: tr('auth:working'),
    },
    messages: { auth: section(tr, 'api:auth'), register: section(tr, 'api:register') },
    account: { title: tr('account:title'), forgotten: tr('account:reset.forgotten') },
  };
}

/** A server message by its key ('register.minor'), filled with its values. */
export function message(text: AuthText, key: string, values?: Record<string, string | number>): string {
  const [group, name] = key.split('.') as ['auth' | 'register', string];
  const template = (text.messages[group] as Record<string, string> | undefined)?.[name];
  return template === undefined ? key : fill(template, values);
}
