import { useMemo, useState } from 'react';
import { customersApi, type CustomerDetail } from '~/lib/admin/customers';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate, formatDateTime } from '~/lib/dates';
import { localizedPath, type Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { ConfirmButton } from '../ui/ConfirmButton';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, panelClass } from '../ui/styles';
import { saveFile } from './download';

type Order = CustomerDetail['orders'][number];

interface Props {
  lang: Lang;
  customer: CustomerDetail;
}

/** One customer: who they are, what they ordered, where they live, what they read; their data (GDPR). */
export default function CustomerAdmin({ lang, customer }: Props) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => customersApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [erased, setErased] = useState(false);
  const [busy, setBusy] = useState(false);
  const listLink = localizedPath(lang, '/admin/customers');

  const orderColumns = useMemo<Column<Order>[]>(
    () => [
      {
        id: 'number',
        header: t('admin-customers:detail.orderNumber'),
        cell: (row) => (
          <a href={localizedPath(lang, `/admin/orders/${row.id}`)} className="font-medium text-wine-800 underline hover:no-underline" aria-label={t('admin-customers:detail.openOrder', { number: row.number })}>
            {row.number}
          </a>
        ),
      },
      { id: 'date', header: t('admin-customers:detail.orderDate'), cell: (row) => <span className="whitespace-nowrap tabular-nums">{formatDate(row.createdAt)}</span> },
      { id: 'status', header: t('admin-customers:detail.orderStatus'), cell: (row) => row.statusLabel },
      { id: 'total', header: t('admin-customers:detail.orderTotal'), numeric: true, cell: (row) => <span className="whitespace-nowrap">{formatPrice(row.total, lang)}</span> },
    ],
    [lang, t],
  );

  async function exportData() {
    setBusy(true);
    try {
      const data = await api.exportData(customer.id);
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `customer-${customer.id}-${data.exportedAt.slice(0, 10)}.json`);
      say('ok', t('admin-customers:export.done'));
    } catch (error) {
      say('error', t('state.error', { message: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  }

  async function erase() {
    try {
      await api.erase(customer.id);
      setErased(true);
      say('ok', t('admin-customers:erase.done'));
    } catch (error) {
      say('error', t('state.error', { message: (error as Error).message }));
    }
  }

  const back = (
    <a href={listLink} className="inline-block text-wine-800 underline hover:no-underline">
      ← {t('admin-customers:detail.back')}
    </a>
  );

  if (erased) {
    return (
      <div className="space-y-4">
        <NoticeView notice={notice} />
        {back}
      </div>
    );
  }

  const facts: [string, string][] = [
    [t('admin-customers:detail.email'), customer.email],
    [t('admin-customers:detail.phone'), customer.phone ?? '—'],
    [t('admin-customers:detail.birthdate'), customer.birthdate ? formatDate(customer.birthdate) : '—'],
    [t('admin-customers:detail.lang'), t(`languages.${customer.lang}`, { defaultValue: customer.lang })],
    [t('admin-customers:detail.role'), t(`admin-customers:roles.${customer.role}`)],
    [t('admin-customers:detail.registeredAt'), formatDate(customer.registeredAt)],
    [t('admin-customers:detail.emailConfirmedAt'), customer.emailConfirmedAt ? formatDate(customer.emailConfirmedAt) : t('admin-customers:detail.notConfirmed')],
    [t('admin-customers:detail.lastLoginAt'), customer.lastLoginAt ? formatDateTime(customer.lastLoginAt) : t('admin-customers:detail.never')],
  ];

  return (
    <div className="space-y-6">
      {back}
      <section aria-labelledby="identity" className={panelClass}>
        <h2 id="identity" className="mb-3 text-lg font-semibold">
          {t('admin-customers:detail.identity')}
        </h2>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr] sm:gap-y-2">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-stone-700">{term}</dt>
              <dd className="mb-2 break-all sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="orders" className="space-y-3">
        <h2 id="orders" className="text-lg font-semibold">
          {t('admin-customers:detail.orders')}
        </h2>
        {customer.orders.length === 0 ? (
          <p className="text-stone-700">{t('admin-customers:detail.noOrders')}</p>
        ) : (
          <DataTable caption={t('admin-customers:detail.orders')} rows={customer.orders} columns={orderColumns} empty={t('admin-customers:detail.noOrders')} rowKey={(row) => row.id} />
        )}
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="addresses" className={panelClass}>
          <h2 id="addresses" className="mb-3 text-lg font-semibold">
            {t('admin-customers:detail.addresses')}
          </h2>
          {customer.addresses.length === 0 ? (
            <p className="text-stone-700">{t('admin-customers:detail.noAddresses')}</p>
          ) : (
            <ul className="space-y-3">
              {customer.addresses.map((place) => (
                <li key={place.id}>
                  <address className="not-italic">
                    {place.firstname} {place.lastname}
                    {place.company && <><br />{place.company}</>}
                    <br />
                    {place.address}
                    {place.addressPart2 && <><br />{place.addressPart2}</>}
                    <br />
                    {place.postalCode} {place.city}, {place.country}
                    {place.phone && <><br />{place.phone}</>}
                  </address>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="subscriptions" className={panelClass}>
          <h2 id="subscriptions" className="mb-3 text-lg font-semibold">
            {t('admin-customers:detail.subscriptions')}
          </h2>
          {customer.subscriptions.length === 0 ? (
            <p className="text-stone-700">{t('admin-customers:detail.noSubscriptions')}</p>
          ) : (
            <ul className="space-y-2">
              {customer.subscriptions.map((subscription) => (
                <li key={subscription.listId}>
                  <span className="font-medium">{subscription.list}</span> –{' '}
                  {subscription.subscribed
                    ? t('admin-customers:detail.subscribedSince', { date: formatDate(subscription.confirmedAt) })
                    : subscription.unsubscribedAt
                      ? t('admin-customers:detail.unsubscribedOn', { date: formatDate(subscription.unsubscribedAt) })
                      : t('admin-customers:detail.awaitingConfirmation')}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="gdpr" className={panelClass}>
        <h2 id="gdpr" className="mb-2 text-lg font-semibold">
          {t('admin-customers:detail.gdpr')}
        </h2>
        <p className="mb-4 max-w-3xl text-stone-700">{t('admin-customers:detail.gdprHelp')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={buttonClass.secondary} disabled={busy} onClick={exportData}>
            {t('admin-customers:export.button')}
          </button>
          {customer.role === 'CUSTOMER' ? (
            <ConfirmButton lang={lang} label={t('admin-customers:erase.button')} question={t('admin-customers:erase.question')} onConfirm={erase} />
          ) : (
            <p className="text-sm text-stone-700">{t('admin-customers:erase.adminFirst')}</p>
          )}
        </div>
        <NoticeView notice={notice} />
      </section>
    </div>
  );
}
