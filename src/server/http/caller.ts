import type { Context } from 'hono';
import { signInRequired } from '../services/errors';
import type { ShopEnv } from './context';

/** The signed-in caller, or a refusal asking to sign in. */
export function signedIn(c: Context<ShopEnv>) {
  const caller = c.get('caller');
  if (!caller) throw signInRequired();
  return caller;
}
