import { useMemo } from 'react';
import { popupsApi, type AdminPopup } from '~/lib/admin/content/popups';
import { formatDate } from '~/lib/dates';
import type { ApiClient } from '~/lib/api';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import type { Column } from '../ui/DataTable';
import { contentPaths } from './paths';
import { statusColumn, titleColumn, WholeList } from './WholeList';

const load = async (client: ApiClient) => (await popupsApi(client).list()).popups;

/** The popups in the owner's order, with when each shows. */
export default function PopupList({ lang }: { lang: Lang }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);

  const columns = useMemo<Column<AdminPopup>[]>(
    () => [
      titleColumn(t, t('admin-content:fields.title'), (popup) => paths.popup(popup.id), (popup) => popup.title),
      {
        id: 'period',
        header: t('admin-content:popups.period'),
        cell: (popup) => t('admin-content:popups.periodValue', { from: popup.startsAt ? formatDate(popup.startsAt) : '…', to: popup.endsAt ? formatDate(popup.endsAt) : '…' }),
      },
      statusColumn(t),
    ],
    [paths, t],
  );

  return <WholeList lang={lang} load={load} columns={columns} create={{ href: paths.popup('new'), label: t('admin-content:popups.new') }} caption={t('admin-content:popups.title')} empty={t('admin-content:popups.empty')} />;
}
