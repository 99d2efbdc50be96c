import { useMemo, useState } from 'react';
import { ApiRequestError } from '~/lib/api';
import { ALLOCATION_RULES, clubAllocationsAdminApi, type AdminAllocation, type AdminAllocationDetail, type AdminAllocationRequest, type AllocationWine } from '~/lib/admin/club-allocations';
import type { AdminClubFormula } from '~/lib/admin/club';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate, formatDateTime, parisInstant, parisWallClock } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';

interface Props {
  lang: Lang;
  formulas: AdminClubFormula[];
  allocations: AdminAllocation[];
  wines: AllocationWine[];
}

/** What a datetime-local field shows for an instant: the Paris wall clock (the estate's). */
const wallOf = (at: Date) => parisWallClock(at).toISOString().slice(0, 16);
/** The instant a datetime-local field means, read as Paris time. */
const instantOf = (wall: string) => parisInstant(Date.parse(`${wall}:00Z`)).toISOString();
/** Euros typed with a comma or a point, in cents. */
const centsOf = (euros: string) => Math.round(Number(euros.replace(',', '.').trim()) * 100);

/** The back office's allocations (docs/club.md, "Allocations"): open one, follow its requests, « Clore maintenant ». */
export default function AllocationsAdmin({ lang, formulas, allocations: initial, wines }: Props) {
  const t = adminT(lang);
  const api = clubAllocationsAdminApi(adminClient(lang));
  const { notice, say } = useNotice();
  const [allocations, setAllocations] = useState(initial);
  const [creating, setCreating] = useState(initial.length === 0);
  const [open, setOpen] = useState<AdminAllocationDetail | null>(null);
  const [busy, setBusy] = useState(false);

  const failure = (caught: unknown) => say('error', caught instanceof ApiRequestError && caught.status !== null ? caught.message : t('admin:state.offline'));
  const replace = (row: AdminAllocation) => setAllocations((list) => (list.some((one) => one.id === row.id) ? list.map((one) => (one.id === row.id ? row : one)) : [row, ...list]));

  async function create(data: FormData) {
    const whole = (name: string) => Number(data.get(name) ?? 0);
    setBusy(true);
    try {
      const created = await api.open({
        declinationId: whole('declinationId'),
        title: String(data.get('title') ?? ''),
        formulaIds: data.getAll('formulaIds').map(Number),
        opensAt: instantOf(String(data.get('opensAt'))),
        closesAt: instantOf(String(data.get('closesAt'))),
        stock: whole('stock'),
        unitPrice: centsOf(String(data.get('unitPrice') ?? '')),
        minPerMember: whole('minPerMember'),
        defaultPerMember: whole('defaultPerMember'),
        maxPerMember: whole('maxPerMember'),
        rule: String(data.get('rule')) as AdminAllocation['rule'],
      });
      replace(created);
      setCreating(false);
      say('ok', t('admin-club-allocations:opened', { title: created.title }));
    } catch (caught) {
      failure(caught);
    } finally {
      setBusy(false);
    }
  }

  async function details(id: number) {
    if (open?.id === id) return setOpen(null);
    try {
      setOpen(await api.one(id));
    } catch (caught) {
      failure(caught);
    }
  }

  async function closeNow(row: AdminAllocation) {
    if (!window.confirm(t('admin-club-allocations:allocations.confirmClose', { title: row.title }))) return;
    setBusy(true);
    try {
      const closed = await api.close(row.id);
      replace(closed);
      setOpen(closed);
      say('ok', t('admin-club-allocations:closed', { title: closed.title }));
    } catch (caught) {
      failure(caught);
    } finally {
      setBusy(false);
    }
  }

  const columns = useMemo<Column<AdminAllocationRequest>[]>(
    () => [
      { id: 'member', header: t('admin-club-allocations:allocations.member'), cell: (row) => (<><span className="block font-medium">{row.name || row.email}</span><span className="text-stone-600">{row.email}</span></>) },
      { id: 'since', header: t('admin-club-allocations:allocations.since'), cell: (row) => (row.since ? formatDate(row.since) : '—') },
      { id: 'asked', header: t('admin-club-allocations:allocations.asked'), cell: (row) => `${row.quantity}${row.moreIfPossible ? ` (${t('admin-club-allocations:allocations.more')})` : ''}` },
      { id: 'granted', header: t('admin-club-allocations:allocations.granted'), numeric: true, cell: (row) => row.granted ?? '—' },
      { id: 'outcome', header: t('admin-club-allocations:allocations.outcome'), cell: (row) => [t(`admin-club-allocations:allocations.request${row.status}`), row.orderNumber, row.declineReason].filter(Boolean).join(' · ') },
    ],
    [t],
  );

  const now = new Date();
  const formulaName = (id: number) => formulas.find((one) => one.id === id)?.[lang === 'en_US' ? 'en_US' : 'fr_FR'].name ?? `#${id}`;

  return (
    <section aria-labelledby="club-allocations-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="club-allocations-title" className="text-xl font-semibold">{t('admin-club-allocations:allocations.title')}</h2>
        <button type="button" className={buttonClass.secondary} aria-expanded={creating} onClick={() => setCreating(!creating)}>{t('admin-club-allocations:allocations.new')}</button>
      </div>
      <p className="max-w-prose text-stone-700">{t('admin-club-allocations:allocations.intro')}</p>
      <NoticeView notice={notice} />
      {creating && (
        <form className={`${panelClass} grid gap-4 md:grid-cols-2`} onSubmit={(event) => {
            event.preventDefault();
            void create(new FormData(event.currentTarget));
          }} aria-label={t('admin-club-allocations:allocations.new')}>
          <label className="grid gap-1 font-medium md:col-span-2">
            {t('admin-club-allocations:allocations.wine')}
            <select name="declinationId" required className={inputClass} defaultValue="">
              <option value="" disabled>{t('admin-club-allocations:allocations.pickWine')}</option>
              {wines.map((wine) => (<option key={wine.id} value={wine.id}>{wine.label}{wine.reference ? ` (${wine.reference})` : ''}{wine.stock !== null ? ` · ${wine.stock}` : ''}</option>))}
            </select>
          </label>
          <label className="grid gap-1 font-medium md:col-span-2">
            {t('admin-club-allocations:allocations.titleField')}
            <input name="title" required maxLength={120} className={inputClass} />
          </label>
          <fieldset className="grid gap-1 md:col-span-2">
            <legend className="font-medium">{t('admin-club-allocations:allocations.formulas')}</legend>
            {formulas.map((formula) => (
              <label key={formula.id} className="flex items-center gap-2">
                <input type="checkbox" name="formulaIds" value={formula.id} defaultChecked />
                {formulaName(formula.id)}
                {formula.allowsShipping && (
                  <span className="opacity-75">
                    · {formula.shippingRate > 0 ? t('admin-club-allocations:allocations.formulaShipping', { rate: formatPrice(formula.shippingRate, lang) }) : t('admin-club-allocations:allocations.formulaFreeShipping')}
                  </span>
                )}
              </label>
            ))}
            {/* Announced to the owner as to the members: the delivery is charged with the bottles (docs/club.md, "Allocations"). */}
            <p className="text-sm opacity-80" data-allocation-delivery-note>{t('admin-club-allocations:allocations.deliveryNote')}</p>
          </fieldset>
          <label className="grid gap-1 font-medium">
            {t('admin-club-allocations:allocations.opensAt')}
            <input name="opensAt" type="datetime-local" required className={inputClass} defaultValue={wallOf(now)} />
          </label>
          <label className="grid gap-1 font-medium">
            {t('admin-club-allocations:allocations.closesAt')}
            <input name="closesAt" type="datetime-local" required className={inputClass} defaultValue={wallOf(new Date(now.getTime() + 7 * 86_400_000))} />
          </label>
          <label className="grid gap-1 font-medium">
            {t('admin-club-allocations:allocations.stock')}
            <input name="stock" type="number" min={1} required className={inputClass} />
          </label>
          <label className="grid gap-1 font-medium">
            {t('admin-club-allocations:allocations.unitPrice')}
            <input name="unitPrice" inputMode="decimal" required className={inputClass} />
          </label>
          <label className="grid gap-1 font-medium">
            {t('admin-club-allocations:allocations.min')}
            <input name="minPerMember" type="number" min={1} required defaultValue={1} className={inputClass} />
          </label>
          <label className="grid gap-1 font-medium">
            {t('admin-club-allocations:allocations.default')}
            <input name="defaultPerMember" type="number" min={1} required defaultValue={2} className={inputClass} />
          </label>
          <label className="grid gap-1 font-medium">
            {t('admin-club-allocations:allocations.max')}
            <input name="maxPerMember" type="number" min={1} required defaultValue={6} className={inputClass} />
          </label>
          <label className="grid gap-1 font-medium">
            {t('admin-club-allocations:allocations.rule')}
            <select name="rule" className={inputClass} defaultValue="SENIORITY">
              {ALLOCATION_RULES.map((rule) => (<option key={rule} value={rule}>{t(`admin-club-allocations:allocations.rule${rule}`)}</option>))}
            </select>
          </label>
          <div className="md:col-span-2">
            <button type="submit" className={buttonClass.primary} disabled={busy}>{t('admin-club-allocations:allocations.open')}</button>
          </div>
        </form>
      )}
      {allocations.length === 0 && <p>{t('admin-club-allocations:allocations.none')}</p>}
      <ul className="grid gap-3">
        {allocations.map((row) => (
          <li key={row.id} className="grid gap-3">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-stone-300 bg-white p-4">
              <div className="grow">
                <p className="font-semibold">{row.title} <span className="font-normal text-stone-600">· {row.wine}</span></p>
                <p className="text-sm text-stone-700">
                  {t(`admin-club-allocations:allocations.status${row.status}`)} · {formatDateTime(row.opensAt)} → {formatDateTime(row.closesAt)} · {formatPrice(row.unitPrice, lang)} · {t(`admin-club-allocations:allocations.rule${row.rule}`)} · {row.formulaIds.map(formulaName).join(', ')}
                </p>
                <p className="text-sm text-stone-700">
                  {t('admin-club-allocations:allocations.summary', { requests: row.requests, asked: row.asked, granted: row.granted, stock: row.stock })}
                  {row.seed !== null && row.rule === 'RANDOM' ? ` · ${t('admin-club-allocations:allocations.seed', { seed: row.seed })}` : ''}
                </p>
              </div>
              <button type="button" className={buttonClass.secondary} aria-expanded={open?.id === row.id} onClick={() => void details(row.id)}>
                {t(open?.id === row.id ? 'admin-club-allocations:allocations.hide' : 'admin-club-allocations:allocations.details')}
              </button>
              {row.status === 'OPEN' && (
                <button type="button" className={buttonClass.primary} disabled={busy} onClick={() => void closeNow(row)}>{t('admin-club-allocations:allocations.closeNow')}</button>
              )}
            </div>
            {open?.id === row.id && (
              <DataTable caption={`${t('admin-club-allocations:allocations.details')} – ${row.title}`} rows={open.requestList} columns={columns} empty={t('admin-club-allocations:allocations.noRequest')} rowKey={(request) => request.id} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
