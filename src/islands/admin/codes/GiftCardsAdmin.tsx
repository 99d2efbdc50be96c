import { useMemo, useState } from 'react';
import { ApiRequestError } from '~/lib/api';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate, parisDay, parisDayStart } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { localizedPath } from '~/lib/locale';
import { giftCardsApi, type AdminGiftCard, type GiftCardChanges, type GiftCardPage } from '~/lib/admin/codes';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { Field } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { Pager } from '../ui/Pager';
import { buttonClass, inputClass } from '../ui/styles';
import { IssueGiftCardForm } from './IssueGiftCardForm';

interface Props {
  lang: Lang;
  initial: GiftCardPage;
}

/** The gift cards and visit vouchers issued: what is left on each, where it went; extend one, record a visit. */
export default function GiftCardsAdmin({ lang, initial }: Props) {
  const t = adminT(lang);
  const { notice, say } = useNotice();
  const [list, setList] = useState(initial);
  const [ending, setEnding] = useState('');
  const api = giftCardsApi(adminClient(lang));
  const pageCount = Math.max(1, Math.ceil(list.total / list.nbItem));

  const change = async (card: AdminGiftCard, changes: GiftCardChanges) => {
    try {
      const saved = await api.change(card.id, changes);
      setList((current) => ({ ...current, items: current.items.map((item) => (item.id === saved.id ? saved : item)) }));
      say('ok', changes.expiresAt ? t('admin-codes:giftCards.extended', { ending: saved.ending, date: formatDate(saved.expiresAt) }) : t('admin-codes:giftCards.visitSaved', { ending: saved.ending }));
    } catch (failure) {
      say('error', failure instanceof ApiRequestError && failure.status !== null ? failure.message : t('admin:state.offline'));
    }
  };

  const columns = useMemo<Column<AdminGiftCard>[]>(
    () => [
      { id: 'kind', header: t('admin-codes:giftCards.kind'), cell: (row) => t(`admin-codes:giftCards.${row.kind}`) },
      { id: 'ending', header: t('admin-codes:giftCards.ending'), cell: (row) => <span className="font-mono">…{row.ending}</span> },
      { id: 'name', header: t('admin-codes:giftCards.name'), cell: (row) => row.name },
      { id: 'value', header: t('admin-codes:giftCards.value'), numeric: true, cell: (row) => formatPrice(row.value, lang) },
      { id: 'balance', header: t('admin-codes:giftCards.balance'), numeric: true, cell: (row) => (row.kind === 'GIFT_CARD' ? formatPrice(row.balance, lang) : t('admin-codes:giftCards.none')) },
      {
        id: 'expires',
        header: t('admin-codes:giftCards.expires'),
        cell: (row) => <ExtendForm key={row.expiresAt} card={row} lang={lang} onExtend={(expiresAt) => change(row, { expiresAt })} />,
      },
      { id: 'order', header: t('admin-codes:giftCards.order'), cell: (row) => (row.orderId ? <OrderLink lang={lang} id={row.orderId} number={row.orderNumber ?? ''} /> : t('admin-codes:giftCards.none')) },
      {
        id: 'uses',
        header: t('admin-codes:giftCards.uses'),
        cell: (row) =>
          row.kind === 'VISIT_VOUCHER' ? (
            <span className="flex flex-col items-start gap-1">
              {row.usedAt && <span>{t('admin-codes:giftCards.visited', { date: formatDate(row.usedAt) })}</span>}
              <button type="button" className="text-sm text-wine-700 underline" onClick={() => change(row, { used: !row.usedAt })}>
                {t(row.usedAt ? 'admin-codes:giftCards.unmarkVisited' : 'admin-codes:giftCards.markVisited')}
              </button>
            </span>
          ) : row.uses.length === 0 ? (
            t('admin-codes:giftCards.none')
          ) : (
            <ul>
              {row.uses.map((use) => (
                <li key={use.orderId}>
                  <OrderLink lang={lang} id={use.orderId} number={use.orderNumber} /> · {formatPrice(use.amount, lang)}
                </li>
              ))}
            </ul>
          ),
      },
    ],
    [lang, t, change],
  );

  return (
    <div className="space-y-4">
      <IssueGiftCardForm lang={lang} onIssued={(card) => setList((current) => ({ ...current, items: [card, ...current.items], total: current.total + 1 }))} />
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={async (event) => {
          event.preventDefault();
          setList(await api.list(1, ending.trim() || undefined, list.nbItem));
        }}
      >
        <div className="w-48">
          <Field id="gift-ending" label={t('admin-codes:giftCards.search')} help={t('admin-codes:giftCards.searchHelp')}>
            <input id="gift-ending" className={`${inputClass} font-mono uppercase`} maxLength={8} value={ending} onChange={(event) => setEnding(event.target.value)} aria-describedby="gift-ending-help" />
          </Field>
        </div>
        <button type="submit" className={`${buttonClass.secondary} mb-4`}>{t('admin:actions.search')}</button>
      </form>
      <NoticeView notice={notice} />
      <DataTable caption={t('admin-codes:giftCards.caption')} rows={list.items} columns={columns} empty={t('admin-codes:giftCards.empty')} rowKey={(row) => row.id} />
      <Pager lang={lang} page={list.page} pageCount={pageCount} onPage={async (page) => setList(await api.list(page, ending.trim() || undefined, list.nbItem))} />
    </div>
  );
}

function OrderLink({ lang, id, number }: { lang: Lang; id: number; number: string }) {
  return (
    <a className="text-wine-700 underline" href={localizedPath(lang, `/admin/orders/${id}`)}>
      {number}
    </a>
  );
}

/** The expiry date, changeable in place. */
function ExtendForm({ card, lang, onExtend }: { card: AdminGiftCard; lang: Lang; onExtend: (expiresAt: string) => void }) {
  const t = adminT(lang);
  const [day, setDay] = useState(parisDay(card.expiresAt));
  const id = `expires-${card.id}`;
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (day) onExtend(parisDayStart(day).toISOString());
      }}
    >
      <label htmlFor={id} className="sr-only">{`${t('admin-codes:giftCards.extend')} (…${card.ending})`}</label>
      <input id={id} type="date" className={`${inputClass} w-40 py-1`} value={day} onChange={(event) => setDay(event.target.value)} />
      <button type="submit" className="text-sm text-wine-700 underline">{t('admin-codes:giftCards.extendSave')}</button>
    </form>
  );
}
