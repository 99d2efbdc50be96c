import { useEffect, useState } from 'react';
import { ApiRequestError } from '~/lib/api';
import type { AdminClubFormula } from '~/lib/admin/club';
import { clubShipmentsApi, type AdminClubShipment, type AdminClubWine } from '~/lib/admin/club-shipments';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass } from '../ui/styles';
import ShipmentForm from './ShipmentForm';

interface Props {
  lang: Lang;
  formulas: AdminClubFormula[];
}

/**
 * The club's shipments in the back office (docs/club.md#shipments): each with its formula, charge
 * day, price and boxes; a draft is edited, announced (the members' boxes written) or cancelled, an
 * announced one cancelled before its charge run.
 */
export default function ShipmentsAdmin({ lang, formulas }: Props) {
  const t = adminT(lang);
  const { notice, say } = useNotice();
  const [shipments, setShipments] = useState<AdminClubShipment[] | null>(null);
  const [wines, setWines] = useState<AdminClubWine[]>([]);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const api = clubShipmentsApi(adminClient(lang));
  const failure = (caught: unknown) => say('error', caught instanceof ApiRequestError && caught.status !== null ? caught.message : t('admin:state.offline'));

  useEffect(() => {
    Promise.all([api.list(), api.wines()])
      .then(([list, offered]) => {
        setShipments(list);
        setWines(offered);
      })
      .catch(failure);
    // Loaded once: the list is kept up to date by the answers of each change.
  }, []);

  const saved = (shipment: AdminClubShipment) => {
    setShipments((list) => (list?.some((one) => one.id === shipment.id) ? list.map((one) => (one.id === shipment.id ? shipment : one)) : [shipment, ...(list ?? [])]));
    setEditing(shipment.status === 'DRAFT' ? shipment.id : null);
  };

  async function act(shipment: AdminClubShipment, action: 'announce' | 'cancel') {
    if (action === 'cancel' && !window.confirm(t('admin-club:shipment.cancelConfirm', { title: shipment.title }))) return;
    setBusy(true);
    try {
      const changed = await api[action](shipment.id);
      saved(changed);
      say('ok', action === 'announce' ? t('admin-club:shipment.announced', { title: changed.title, count: changed.boxes.total }) : t('admin-club:shipment.cancelled', { title: changed.title }));
    } catch (caught) {
      failure(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="club-shipments-title" className="grid gap-4" data-club-shipments>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="club-shipments-title" className="text-xl font-semibold">{t('admin-club:shipment.title')}</h2>
        {formulas.length > 0 && <button type="button" className={buttonClass.secondary} onClick={() => setEditing('new')}>{t('admin-club:shipment.new')}</button>}
      </div>
      <p className="max-w-prose text-stone-700">{t('admin-club:shipment.intro')}</p>
      <NoticeView notice={notice} />
      {editing === 'new' && <ShipmentForm lang={lang} formulas={formulas} wines={wines} onSaved={saved} />}
      {shipments?.length === 0 && <p>{t('admin-club:shipment.none')}</p>}
      <ul className="grid gap-3">
        {shipments?.map((shipment) => (
          <li key={shipment.id} className="grid gap-3" data-shipment={shipment.id} data-shipment-status={shipment.status}>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-stone-300 bg-white p-4">
              <div className="grow">
                <p className="font-semibold">
                  {shipment.title} <span className="ml-2 rounded bg-stone-100 px-2 py-0.5 text-sm font-medium text-stone-800">{t(`admin-club:shipment.status.${shipment.status}`)}</span>
                </p>
                <p className="text-sm text-stone-700">
                  {t('admin-club:shipment.summary', { formula: shipment.formula, date: formatDate(`${shipment.chargeOn}T12:00:00Z`), price: formatPrice(shipment.price, lang) })}
                  {shipment.status !== 'DRAFT' && ` · ${t('admin-club:shipment.boxes', { total: shipment.boxes.total, skipped: shipment.boxes.skipped })}`}
                  {shipment.firstReminderAt && ` · ${t('admin-club:shipment.firstReminder', { date: formatDate(shipment.firstReminderAt) })}`}
                  {shipment.lastReminderAt && ` · ${t('admin-club:shipment.lastReminder', { date: formatDate(shipment.lastReminderAt) })}`}
                </p>
              </div>
              {shipment.status === 'DRAFT' && (
                <>
                  <button type="button" className={buttonClass.secondary} aria-expanded={editing === shipment.id} onClick={() => setEditing(editing === shipment.id ? null : shipment.id)}>
                    {t(editing === shipment.id ? 'admin-club:shipment.close' : 'admin-club:shipment.edit')}
                  </button>
                  <button type="button" className={buttonClass.primary} disabled={busy} onClick={() => void act(shipment, 'announce')}>{t('admin-club:shipment.announce')}</button>
                </>
              )}
              {(shipment.status === 'DRAFT' || shipment.status === 'OPEN') && (
                <button type="button" className={buttonClass.secondary} disabled={busy} onClick={() => void act(shipment, 'cancel')}>{t('admin-club:shipment.cancel')}</button>
              )}
            </div>
            {editing === shipment.id && shipment.status === 'DRAFT' && <ShipmentForm key={shipment.id} lang={lang} formulas={formulas} wines={wines} shipment={shipment} onSaved={saved} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
