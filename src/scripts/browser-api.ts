import { doneProgress, failProgress, startProgress } from '~/scripts/progress';
import { createApiClient } from '~/lib/api';
import type { Lang } from '~/lib/locale';

/** The API client of the islands: same-origin /api, with the frame's progress bar following each call. */
export function browserApi(lang: Lang) {
  return createApiClient({
    lang,
    onStart: startProgress,
    onEnd: (error) => (error === undefined ? doneProgress() : failProgress(error)),
  });
}
