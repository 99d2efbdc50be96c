import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { buttonClass } from './styles';

interface Props {
  lang: Lang;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous and next page of a list, and where the owner is; nothing when there is one page. */
export function Pager({ lang, page, pageCount, onPage }: Props) {
  if (pageCount <= 1) return null;
  const t = adminT(lang);
  return (
    <nav aria-label={t('pager.label')} className="mt-4 flex items-center justify-between gap-4">
      <button type="button" className={buttonClass.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span className="text-sm text-stone-700" aria-live="polite">
        {t('pager.status', { page, count: pageCount })}
      </span>
      <button type="button" className={buttonClass.secondary} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
