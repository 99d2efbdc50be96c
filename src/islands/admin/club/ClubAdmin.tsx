import { useMemo, useState } from 'react';
import { ApiRequestError } from '~/lib/api';
import { clubAdminApi, MEMBERSHIP_STATUSES, type AdminClubFormula, type AdminClubMember, type AdminClubMemberPage, type ClubMembersFilter } from '~/lib/admin/club';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { buttonClass, inputClass } from '../ui/styles';
import FormulaForm from './FormulaForm';
import ShipmentsAdmin from './ShipmentsAdmin';

interface Props {
  lang: Lang;
  formulas: AdminClubFormula[];
  members: AdminClubMemberPage;
}

/** The back office's club (docs/club.md): its formulas, each editable in place, a new one, and the members. */
export default function ClubAdmin({ lang, formulas: initial, members: firstMembers }: Props) {
  const t = adminT(lang);
  const [formulas, setFormulas] = useState(initial);
  const [editing, setEditing] = useState<number | 'new' | null>(initial.length ? null : 'new');
  const [members, setMembers] = useState(firstMembers);
  const [filter, setFilter] = useState<ClubMembersFilter>({});
  const [problem, setProblem] = useState<string | null>(null);
  const api = clubAdminApi(adminClient(lang));

  const saved = (formula: AdminClubFormula) => {
    setFormulas((list) => (list.some((one) => one.id === formula.id) ? list.map((one) => (one.id === formula.id ? formula : one)) : [...list, formula]));
    if (editing === 'new') setEditing(formula.id);
  };

  async function search(next: ClubMembersFilter) {
    setFilter(next);
    try {
      setMembers(await api.members(1, next));
      setProblem(null);
    } catch (caught) {
      setProblem(caught instanceof ApiRequestError && caught.status !== null ? caught.message : t('admin:state.offline'));
    }
  }

  const columns = useMemo<Column<AdminClubMember>[]>(
    () => [
      { id: 'name', header: t('admin-club:members.name'), cell: (row) => (<><span className="block font-medium">{row.name || row.email}</span><span className="text-stone-600">{row.email}</span></>) },
      { id: 'formula', header: t('admin-club:members.formula'), cell: (row) => row.formula },
      { id: 'status', header: t('admin-club:members.status'), cell: (row) => t(`admin-club:status.${row.status}`) },
      { id: 'since', header: t('admin-club:members.since'), cell: (row) => (row.since ? formatDate(row.since) : '—') },
      { id: 'joinedAt', header: t('admin-club:members.joinedAt'), cell: (row) => formatDate(row.joinedAt) },
      { id: 'lifetimeValue', header: t('admin-club-allocations:owner.lifetimeValue'), numeric: true, cell: (row) => formatPrice(row.lifetimeValue, lang) },
    ],
    [t, lang],
  );

  return (
    <div className="grid gap-8">
      <p className="max-w-prose text-stone-700">{t('admin-club:intro')}</p>
      <section aria-labelledby="club-formulas-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="club-formulas-title" className="text-xl font-semibold">{t('admin-club:formulas')}</h2>
          <button type="button" className={buttonClass.secondary} onClick={() => setEditing('new')}>{t('admin-club:newFormula')}</button>
        </div>
        {formulas.length === 0 && <p>{t('admin-club:noFormula')}</p>}
        <ul className="grid gap-3">
          {formulas.map((formula) => (
            <li key={formula.id} className="grid gap-3">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-stone-300 bg-white p-4">
                <div className="grow">
                  <p className="font-semibold">{formula.fr_FR.name} <span className="font-normal text-stone-600">/ {formula.en_US.name}</span></p>
                  <p className="text-sm text-stone-700">
                    {formula.bottlesPerShipment} × {formula.shipmentsPerYear} · {formatPrice(formula.pricePerShipment, lang)} · {t(formula.isEnabled ? 'admin-club:enabled' : 'admin-club:disabled')} · {t('admin-club:membersCount', { members: formula.members, waiting: formula.waiting })}
                  </p>
                </div>
                <button type="button" className={buttonClass.secondary} aria-expanded={editing === formula.id} onClick={() => setEditing(editing === formula.id ? null : formula.id)}>
                  {t(editing === formula.id ? 'admin-club:close' : 'admin-club:edit')}
                </button>
              </div>
              {editing === formula.id && <FormulaForm lang={lang} formula={formula} onSaved={saved} />}
            </li>
          ))}
        </ul>
        {editing === 'new' && <FormulaForm lang={lang} onSaved={saved} />}
      </section>
      <ShipmentsAdmin lang={lang} formulas={formulas} />
      <section aria-labelledby="club-members-title" className="grid gap-4">
        <h2 id="club-members-title" className="text-xl font-semibold">{t('admin-club:members.title')}</h2>
        <form
          className="flex flex-wrap items-end gap-3"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const status = String(data.get('status') ?? '');
            const formulaId = Number(data.get('formulaId') ?? '');
            void search({ search: String(data.get('search') ?? '') || undefined, status: (MEMBERSHIP_STATUSES as readonly string[]).includes(status) ? (status as ClubMembersFilter['status']) : undefined, formulaId: formulaId || undefined });
          }}
        >
          <label className="grid gap-1 text-sm font-medium">
            {t('admin-club:members.search')}
            <input name="search" className={inputClass} defaultValue={filter.search ?? ''} />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            {t('admin-club:members.formula')}
            <select name="formulaId" className={inputClass} defaultValue={filter.formulaId ?? ''}>
              <option value="">{t('admin-club:members.any')}</option>
              {formulas.map((formula) => (<option key={formula.id} value={formula.id}>{formula.fr_FR.name}</option>))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-medium">
            {t('admin-club:members.status')}
            <select name="status" className={inputClass} defaultValue={filter.status ?? ''}>
              <option value="">{t('admin-club:members.any')}</option>
              {MEMBERSHIP_STATUSES.map((status) => (<option key={status} value={status}>{t(`admin-club:status.${status}`)}</option>))}
            </select>
          </label>
          <button type="submit" className={buttonClass.primary}>{t('admin:actions.search')}</button>
        </form>
        {problem && <p role="alert" className="text-red-700">{problem}</p>}
        <DataTable caption={t('admin-club:members.title')} rows={members.items} columns={columns} empty={t('admin-club:members.none')} rowKey={(row) => row.id} />
      </section>
    </div>
  );
}
