import { useMemo } from 'react';
import { tourismApi, type AdminServiceSummary } from '~/lib/admin/content/tourism';
import { formatPrice } from '~/lib/catalogue-format';
import type { ApiClient } from '~/lib/api';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import type { Column } from '../ui/DataTable';
import { contentPaths } from './paths';
import { statusColumn, titleColumn, WholeList } from './WholeList';

const load = async (client: ApiClient) => (await tourismApi(client).list()).services;

/** The wine tourism services in the owner's order, with the seats booked ahead. */
export default function ServiceList({ lang }: { lang: Lang }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);

  const columns = useMemo<Column<AdminServiceSummary>[]>(
    () => [
      titleColumn(t, t('admin-content:fields.title'), (service) => paths.service(service.id), (service) => service.title),
      { id: 'price', header: t('admin-content:tourism.price'), cell: (service) => (service.price === null ? t('admin-content:tourism.free') : formatPrice(service.price, lang)), numeric: true },
      { id: 'seats', header: t('admin-content:tourism.upcomingSeats'), cell: (service) => service.upcomingSeats, numeric: true },
      statusColumn(t),
    ],
    [lang, paths, t],
  );

  return <WholeList lang={lang} load={load} columns={columns} create={{ href: paths.service('new'), label: t('admin-content:tourism.new') }} caption={t('admin-content:tourism.title')} empty={t('admin-content:tourism.empty')} />;
}
