import { useState, type SubmitEvent } from 'react';
import { ApiRequestError } from '~/lib/api';
import type { AdminClubFormula } from '~/lib/admin/club';
import { clubShipmentsApi, type AdminClubShipment, type AdminClubWine, type ClubShipmentInput } from '~/lib/admin/club-shipments';
import { formatPrice } from '~/lib/catalogue-format';
import { parisInstant, wallClock } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { hundredths, hundredthsText } from '../catalogue/form-values';
import { adminT } from '../i18n';
import { Field } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';

interface Props {
  lang: Lang;
  formulas: AdminClubFormula[];
  wines: AdminClubWine[];
  /** The draft to edit; none: a new one. */
  shipment?: AdminClubShipment;
  onSaved: (shipment: AdminClubShipment) => void;
}

interface WineRow {
  declinationId: number;
  quantity: string;
  maxPerBox: string;
  unitPrice: string;
}

/** The cut-off as the owner reads it: the estate's day and time. */
function cutoffParts(iso: string | undefined) {
  if (!iso) return { day: '', time: '23:59' };
  const { date, time } = wallClock(new Date(iso));
  return { day: date, time };
}

/**
 * Prepares a shipment of a formula, or changes a draft (docs/club.md#shipments): its title, the
 * charge day and the cut-off (the estate's clock), the wines with their quantities (the default
 * picks and the most per box for a member's choice), each bottle's member price (empty: the wine's
 * price less the formula's discount) and the box price. The server checks the box against the formula.
 */
export default function ShipmentForm({ lang, formulas, wines, shipment, onSaved }: Props) {
  const t = adminT(lang);
  const { notice, say } = useNotice();
  const [formulaId, setFormulaId] = useState(shipment?.formulaId ?? formulas[0]?.id ?? 0);
  const [title, setTitle] = useState(shipment?.title ?? '');
  const [chargeOn, setChargeOn] = useState(shipment?.chargeOn ?? '');
  const [cutoff, setCutoff] = useState(cutoffParts(shipment?.cutoffAt));
  const [price, setPrice] = useState(shipment && shipment.selection === 'CURATED' ? hundredthsText(shipment.price, lang) : '');
  const [rows, setRows] = useState<WineRow[]>(
    shipment?.wines.map((wine) => ({ declinationId: wine.declinationId, quantity: String(wine.quantity), maxPerBox: wine.maxPerBox === null ? '' : String(wine.maxPerBox), unitPrice: hundredthsText(wine.unitPrice, lang) })) ?? [],
  );
  const [adding, setAdding] = useState(0);
  const [busy, setBusy] = useState(false);
  const formula = formulas.find((one) => one.id === formulaId);
  const choice = formula?.selection === 'MEMBER_CHOICE';
  const prefix = `shipment-${shipment?.id ?? 'new'}`;
  const api = clubShipmentsApi(adminClient(lang));
  const wineOf = (id: number) => wines.find((wine) => wine.declinationId === id) ?? shipment?.wines.find((wine) => wine.declinationId === id);
  const change = (id: number, field: keyof WineRow, value: string) => setRows((current) => current.map((row) => (row.declinationId === id ? { ...row, [field]: value } : row)));

  const input = (): ClubShipmentInput => {
    const [year, month, day] = cutoff.day.split('-').map(Number);
    const [hour, minute] = cutoff.time.split(':').map(Number);
    const cutoffAt = cutoff.day ? parisInstant(Date.UTC(year, month - 1, day, hour || 0, minute || 0)).toISOString() : '';
    const cents = (text: string) => {
      const value = hundredths(text);
      return value === null ? null : Number.isNaN(value) ? -1 : value;
    };
    return {
      formulaId,
      title,
      chargeOn,
      cutoffAt,
      price: choice ? null : cents(price),
      wines: rows.map((row) => ({ declinationId: row.declinationId, quantity: Number(row.quantity || 0), maxPerBox: choice && row.maxPerBox ? Number(row.maxPerBox) : null, unitPrice: cents(row.unitPrice) })),
    };
  };

  async function save(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = shipment ? await api.change(shipment.id, input()) : await api.create(input());
      say('ok', t(shipment ? 'admin-club:shipment.saved' : 'admin-club:shipment.created', { title: saved.title }));
      onSaved(saved);
    } catch (caught) {
      say('error', caught instanceof ApiRequestError && caught.status !== null ? caught.message : t('admin:state.offline'));
    } finally {
      setBusy(false);
    }
  }

  const offered = wines.filter((wine) => !rows.some((row) => row.declinationId === wine.declinationId));

  return (
    <form className={`${panelClass} grid gap-2`} onSubmit={(event) => void save(event)} noValidate data-shipment-form>
      <div className="grid gap-x-4 md:grid-cols-2">
        <Field id={`${prefix}-formula`} label={t('admin-club:shipment.formula')}>
          <select id={`${prefix}-formula`} className={inputClass} value={formulaId} onChange={(event) => setFormulaId(Number(event.target.value))}>
            {formulas.map((one) => (<option key={one.id} value={one.id}>{one.fr_FR.name}</option>))}
          </select>
        </Field>
        <Field id={`${prefix}-title`} label={t('admin-club:shipment.titleField')}>
          <input id={`${prefix}-title`} className={inputClass} value={title} maxLength={80} onChange={(event) => setTitle(event.target.value)} required />
        </Field>
        <Field id={`${prefix}-chargeOn`} label={t('admin-club:shipment.chargeOn')}>
          <input id={`${prefix}-chargeOn`} type="date" className={inputClass} value={chargeOn} onChange={(event) => setChargeOn(event.target.value)} required />
        </Field>
        <div className="grid grid-cols-[1fr_8rem] gap-x-3">
          <Field id={`${prefix}-cutoff`} label={t('admin-club:shipment.cutoff')}>
            <input id={`${prefix}-cutoff`} type="date" className={inputClass} value={cutoff.day} onChange={(event) => setCutoff({ ...cutoff, day: event.target.value })} required />
          </Field>
          <Field id={`${prefix}-cutoffTime`} label={t('admin-club:shipment.cutoffTime')}>
            <input id={`${prefix}-cutoffTime`} type="time" className={inputClass} value={cutoff.time} onChange={(event) => setCutoff({ ...cutoff, time: event.target.value })} required />
          </Field>
        </div>
        {!choice && (
          <Field id={`${prefix}-price`} label={t('admin-club:shipment.price')} help={t('admin-club:shipment.priceHint')}>
            <input id={`${prefix}-price`} inputMode="decimal" className={inputClass} value={price} onChange={(event) => setPrice(event.target.value)} aria-describedby={`${prefix}-price-help`} />
          </Field>
        )}
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">{t('admin-club:shipment.wines')}</legend>
        {rows.map((row) => {
          const wine = wineOf(row.declinationId);
          const listPrice = wine ? ('price' in wine ? wine.price : wine.listPrice) : 0;
          const id = `${prefix}-wine-${row.declinationId}`;
          return (
            <div key={row.declinationId} className="grid items-end gap-3 rounded-md border border-stone-300 p-3 md:grid-cols-[1fr_9rem_9rem_9rem_auto]" data-shipment-wine={row.declinationId}>
              <p className="font-medium">{wine?.name}</p>
              <label className="grid gap-1 text-sm font-medium">
                {t(`admin-club:shipment.quantity${choice ? 'MEMBER_CHOICE' : 'CURATED'}`)}
                <input id={`${id}-quantity`} type="number" min={0} max={120} className={inputClass} value={row.quantity} onChange={(event) => change(row.declinationId, 'quantity', event.target.value)} />
              </label>
              {choice ? (
                <label className="grid gap-1 text-sm font-medium">
                  {t('admin-club:shipment.maxPerBox')}
                  <input type="number" min={1} max={120} className={inputClass} value={row.maxPerBox} onChange={(event) => change(row.declinationId, 'maxPerBox', event.target.value)} />
                </label>
              ) : (
                <span />
              )}
              <label className="grid gap-1 text-sm font-medium">
                {t('admin-club:shipment.unitPrice')}
                <input inputMode="decimal" className={inputClass} value={row.unitPrice} placeholder={formula ? hundredthsText(Math.round((listPrice * (10_000 - formula.memberDiscount)) / 10_000), lang) : ''} onChange={(event) => change(row.declinationId, 'unitPrice', event.target.value)} />
                <span className="text-xs font-normal text-stone-600">{t('admin-club:shipment.unitPriceHint', { price: formatPrice(listPrice, lang) })}</span>
              </label>
              <button type="button" className={buttonClass.secondary} onClick={() => setRows((current) => current.filter((one) => one.declinationId !== row.declinationId))}>
                {t('admin-club:shipment.remove')}
              </button>
            </div>
          );
        })}
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm font-medium">
            {t('admin-club:shipment.chooseWine')}
            <select className={inputClass} value={adding} onChange={(event) => setAdding(Number(event.target.value))} data-shipment-add-wine>
              <option value={0}>—</option>
              {offered.map((wine) => (
                <option key={wine.declinationId} value={wine.declinationId}>
                  {[wine.name, formatPrice(wine.price, lang), wine.stock === null ? null : t('admin-club:shipment.inStock', { count: wine.stock })].filter(Boolean).join(' · ')}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={!adding}
            onClick={() => {
              setRows((current) => [...current, { declinationId: adding, quantity: '0', maxPerBox: '', unitPrice: '' }]);
              setAdding(0);
            }}
          >
            {t('admin-club:shipment.addWine')}
          </button>
        </div>
      </fieldset>
      <NoticeView notice={notice} />
      <button type="submit" className={`${buttonClass.primary} justify-self-start`} disabled={busy}>{t(shipment ? 'admin-club:shipment.save' : 'admin-club:shipment.create')}</button>
    </form>
  );
}
