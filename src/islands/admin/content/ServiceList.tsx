import { useEffect, useMemo, useState } from 'react';
import { tourismApi, type AdminServiceSummary } from '~/lib/admin/content/tourism';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass } from '../ui/styles';
import { failureText } from './form';
import { contentPaths } from './paths';

/** The wine tourism services in the owner's order, with the seats booked ahead. */
export default function ServiceList({ lang }: { lang: Lang }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const { notice, say } = useNotice();
  const [services, setServices] = useState<AdminServiceSummary[] | null>(null);

  useEffect(() => {
    tourismApi(adminClient(lang))
      .list()
      .then((answer) => setServices(answer.services))
      .catch((error) => say('error', failureText(error, t)));
  }, [lang, say, t]);

  const columns = useMemo<Column<AdminServiceSummary>[]>(
    () => [
      {
        id: 'title',
        header: t('admin-content:fields.title'),
        cell: (service) => (
          <a href={paths.service(service.id)} className="font-medium text-wine-700 underline underline-offset-2">
            {service.title || t('admin-content:untitled')}
          </a>
        ),
      },
      { id: 'price', header: t('admin-content:tourism.price'), cell: (service) => (service.price === null ? t('admin-content:tourism.free') : formatPrice(service.price, lang)), numeric: true },
      { id: 'seats', header: t('admin-content:tourism.upcomingSeats'), cell: (service) => service.upcomingSeats, numeric: true },
      { id: 'status', header: t('admin-content:columns.status'), cell: (service) => (service.isPublished ? t('admin-content:status.published') : t('admin-content:status.draft')) },
    ],
    [lang, paths, t],
  );

  return (
    <div>
      <div className="mb-4 flex justify-end">
        <a href={paths.service('new')} className={buttonClass.primary}>
          {t('admin-content:tourism.new')}
        </a>
      </div>
      <NoticeView notice={notice} />
      {services === null ? (
        <p className="text-stone-600">{t('state.loading')}</p>
      ) : (
        <DataTable caption={t('admin-content:tourism.title')} rows={services} columns={columns} empty={t('admin-content:tourism.empty')} rowKey={(service) => service.id} />
      )}
    </div>
  );
}
