// Why the shop refuses what it is asked, in its own words. Services (and routes) raise these; the
// API gives each kind of refusal its HTTP status (http/errors.ts) and tells the message, a key of
// the UI strings (in the `api` namespace unless it names its own, as 'catalogue:errors.outOfStock'),
// in the caller's language.

export type Refusal = 'invalid' | 'signInRequired' | 'forbidden' | 'notFound' | 'conflict' | 'tooMany' | 'unavailable';

type Params = Record<string, string | number>;

export class ShopError extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly key: string,
    readonly params: Params = {},
  ) {
    super(key);
    this.name = 'ShopError';
  }
}

/** What was asked does not hold (a value, a combination, a rule of the shop). */
export const invalid = (key: string, params?: Params) => new ShopError('invalid', key, params);
/** Only a signed-in caller may ask this. */
export const signInRequired = (key = 'auth.signInRequired') => new ShopError('signInRequired', key);
/** This caller may not ask this. */
export const forbidden = (key = 'auth.forbidden') => new ShopError('forbidden', key);
/** There is no such thing, or not for this caller. */
export const notFound = (key = 'errors.notFound', params?: Params) => new ShopError('notFound', key, params);
/** The thing is not in a state that allows it (taken, already done, changed meanwhile). */
export const conflict = (key: string, params?: Params) => new ShopError('conflict', key, params);
/** Asked too often. */
export const tooMany = (key: string, params?: Params) => new ShopError('tooMany', key, params);
/** Cannot be done now (an outside service is down); asking again later may work. */
export const unavailable = (key: string, params?: Params) => new ShopError('unavailable', key, params);
