// Choosing a language in the language menu remembers it in the locale cookie (365 days), so the
// server knows the visitor's choice where the URL does not say.
import { isLang, localeCookie } from '~/lib/locale';

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.<HTMLElement>('[data-set-locale]');
  const lang = link?.dataset.setLocale;
  if (isLang(lang)) document.cookie = localeCookie(lang);
});
