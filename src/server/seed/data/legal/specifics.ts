import type { Localized } from '../types';

/**
 * What the legal texts say of one shop beyond its company fields (which they quote as
 * {{PLACEHOLDER}}s): how they name the website, its host, and the legal notice's own paragraphs.
 */
export interface LegalSpecifics {
  /** 'site domaine-des-tilleuls.fr' / 'website domaine-des-tilleuls.fr', or just 'site' / 'website'. */
  site: Localized;
  host: {
    /** The host's name where the privacy policy lists the providers, or '' to leave it out. */
    name: string;
    /** The legal notice's paragraph naming the host (HTML). */
    notice: Localized;
    /** The privacy policy's paragraph on where the data is kept (HTML). */
    privacy: Localized;
  };
  notice: {
    /** After the publication director (HTML, may be empty): excise number, what the producer sells. */
    publisher: Localized;
    /** After the intellectual property paragraph (HTML, may be empty): trademarks, credits. */
    property: Localized;
  };
}
