export type { NewsletterChoice, NewsletterList, Profile } from '~/lib/contracts/account';

/** The registration rules a profile follows, from the site parameters. */
export interface ProfileSettings {
  askBirthdate: boolean;
  blockMinors: boolean;
  onlyMobilePhone: boolean;
}
