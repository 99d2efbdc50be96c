import { useCallback, useEffect, useMemo, useState } from 'react';
import { pagesApi, type AdminPageSummary } from '~/lib/admin/content/pages';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { ConfirmButton } from '../ui/ConfirmButton';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass } from '../ui/styles';
import { failureText, rowAction } from './form';
import { contentPaths } from './paths';
import { statusColumn } from './WholeList';

/** The pages in menu order, each under its parent: moved up or down among their siblings, opened, deleted. */
export default function PageList({ lang }: { lang: Lang }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => pagesApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const { notice, say } = useNotice();
  const [pages, setPages] = useState<AdminPageSummary[] | null>(null);

  const load = useCallback(() => {
    api
      .tree()
      .then((tree) => setPages(tree.pages))
      .catch((error) => say('error', failureText(error, t)));
  }, [api, say, t]);
  useEffect(load, [load]);

  /** Swaps a page with its previous or next sibling; the siblings are numbered again, ten apart. */
  const move = useCallback(
    async (page: AdminPageSummary, step: -1 | 1) => {
      if (!pages) return;
      const siblings = pages.filter((other) => other.parentId === page.parentId);
      const at = siblings.findIndex((other) => other.id === page.id);
      const to = at + step;
      if (to < 0 || to >= siblings.length) return;
      [siblings[at], siblings[to]] = [siblings[to], siblings[at]];
      try {
        const tree = await api.order({ pages: siblings.map((sibling, index) => ({ id: sibling.id, parentId: sibling.parentId, position: index * 10 })) });
        setPages(tree.pages);
        say('ok', t('admin-content:pages.menuSaved'));
      } catch (error) {
        say('error', failureText(error, t));
      }
    },
    [api, pages, say, t],
  );

  const columns = useMemo<Column<AdminPageSummary>[]>(() => {
    const siblingsOf = (page: AdminPageSummary) => (pages ?? []).filter((other) => other.parentId === page.parentId);
    return [
      {
        id: 'title',
        header: t('admin-content:pages.columns.title'),
        cell: (page) => (
          <a href={paths.page(page.id)} style={{ marginInlineStart: `${page.depth * 1.25}rem` }} className="inline-block font-medium text-wine-700 underline underline-offset-2 hover:text-wine-800">
            {page.depth > 0 && <span aria-hidden="true">↳ </span>}
            {page.title || t('admin-content:untitled')}
          </a>
        ),
      },
      { id: 'kind', header: t('admin-content:pages.columns.kind'), cell: (page) => (page.isTextPage ? t('admin-content:pages.textPage') : t('admin-content:pages.shopPage')) },
      { id: 'menu', header: t('admin-content:pages.columns.inMenu'), cell: (page) => (page.showInMenu ? t('state.yes') : t('state.no')) },
      statusColumn(t),
      {
        id: 'actions',
        header: t('actions.actions'),
        cell: (page) => {
          const siblings = siblingsOf(page);
          const at = siblings.findIndex((other) => other.id === page.id);
          return (
            <div className="flex flex-wrap gap-2 lg:flex-nowrap">
              <button type="button" className={buttonClass.secondary} disabled={at <= 0} onClick={() => void move(page, -1)} aria-label={t('admin-content:pages.moveUp', { title: page.title })}>
                ↑
              </button>
              <button type="button" className={buttonClass.secondary} disabled={at >= siblings.length - 1} onClick={() => void move(page, 1)} aria-label={t('admin-content:pages.moveDown', { title: page.title })}>
                ↓
              </button>
              {page.isTextPage && (
                <ConfirmButton
                  lang={lang}
                  label={t('actions.delete')}
                  onConfirm={() => rowAction(t, say, () => api.remove(page.id), t('admin-content:pages.deleted'), load)}
                />
              )}
            </div>
          );
        },
      },
    ];
  }, [api, lang, load, move, pages, paths, say, t]);

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-stone-700">{t('admin-content:pages.help')}</p>
        <a href={paths.page('new')} className={buttonClass.primary}>
          {t('admin-content:pages.new')}
        </a>
      </div>
      <NoticeView notice={notice} />
      {pages === null ? (
        <p className="text-stone-600">{t('state.loading')}</p>
      ) : (
        <DataTable caption={t('admin-content:pages.caption')} rows={pages} columns={columns} empty={t('admin-content:pages.empty')} rowKey={(page) => page.id} />
      )}
    </div>
  );
}
