import { createHash } from 'node:crypto';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../../db/connection';
import { parameterMap } from '../parameters';

// The club's terms (the legal text CLUB_TERMS, /club-terms). The version a member accepts is the
// start of the text's SHA-256 in their language (docs/club.md): any change of the text by the
// owner is a new version, with nothing to number by hand.

export const termsVersionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The version of the terms shown now in `lang`. */
export async function currentTermsVersion(db: Database, siteId: number, lang: Lang): Promise<string> {
  return termsVersionOf((await parameterMap(db, siteId, lang)).CLUB_TERMS ?? '');
}
