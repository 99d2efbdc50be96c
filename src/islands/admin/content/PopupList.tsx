import { useEffect, useMemo, useState } from 'react';
import { popupsApi, type AdminPopup } from '~/lib/admin/content/popups';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass } from '../ui/styles';
import { failureText } from './form';
import { contentPaths } from './paths';

/** The popups in the owner's order, with when each shows. */
export default function PopupList({ lang }: { lang: Lang }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const { notice, say } = useNotice();
  const [popups, setPopups] = useState<AdminPopup[] | null>(null);

  useEffect(() => {
    popupsApi(adminClient(lang))
      .list()
      .then((answer) => setPopups(answer.popups))
      .catch((error) => say('error', failureText(error, t)));
  }, [lang, say, t]);

  const columns = useMemo<Column<AdminPopup>[]>(
    () => [
      {
        id: 'title',
        header: t('admin-content:fields.title'),
        cell: (popup) => (
          <a href={paths.popup(popup.id)} className="font-medium text-wine-700 underline underline-offset-2 hover:text-wine-800">
            {popup.title || t('admin-content:untitled')}
          </a>
        ),
      },
      {
        id: 'period',
        header: t('admin-content:popups.period'),
        cell: (popup) => t('admin-content:popups.periodValue', { from: popup.startsAt ? formatDate(popup.startsAt) : '…', to: popup.endsAt ? formatDate(popup.endsAt) : '…' }),
      },
      { id: 'status', header: t('admin-content:columns.status'), cell: (popup) => (popup.isPublished ? t('admin-content:status.published') : t('admin-content:status.draft')) },
    ],
    [paths, t],
  );

  return (
    <div>
      <div className="mb-4 flex justify-end">
        <a href={paths.popup('new')} className={buttonClass.primary}>
          {t('admin-content:popups.new')}
        </a>
      </div>
      <NoticeView notice={notice} />
      {popups === null ? (
        <p className="text-stone-600">{t('state.loading')}</p>
      ) : (
        <DataTable caption={t('admin-content:popups.title')} rows={popups} columns={columns} empty={t('admin-content:popups.empty')} rowKey={(popup) => popup.id} />
      )}
    </div>
  );
}
