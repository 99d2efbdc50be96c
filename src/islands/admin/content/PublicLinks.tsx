import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';

/** Where visitors see the item, in each language it has a page in. */
export function PublicLinks({ lang, paths }: { lang: Lang; paths: { fr_FR: string | null; en_US: string | null } }) {
  const t = adminT(lang);
  const links = (['fr_FR', 'en_US'] as const).filter((textLang) => paths[textLang]);
  if (links.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <span className="text-stone-700">{t('admin-content:seeOnSite')}</span>
      {links.map((textLang) => (
        <a key={textLang} href={paths[textLang]!} target="_blank" rel="noopener" className="text-wine-700 underline underline-offset-2">
          {t(`admin-content:languages.${textLang}`)}
        </a>
      ))}
    </p>
  );
}
