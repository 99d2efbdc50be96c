import { createApiClient, type ApiClient } from '~/lib/api';
import type { Lang } from '~/lib/locale';

/** The API client of the back office's islands: same origin, the page's language. */
export function adminClient(lang: Lang): ApiClient {
  return createApiClient({ lang });
}
