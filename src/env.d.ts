/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The page's language, from the URL prefix (none: French). */
    lang: import('./lib/i18n').Lang;
    /** The path without its language prefix, e.g. '/auth'. */
    pathname: string;
    /** The address customers use (PUBLIC_URL): canonical links and hreflang alternates. */
    publicUrl: string;
    /** The shop API, called in-process with the visitor's cookies. */
    api: import('./lib/api').ApiClient;
    /** On back-office pages: the signed-in administrator's e-mail (src/components/admin/admin-page.ts). */
    adminEmail?: string;
  }
}
