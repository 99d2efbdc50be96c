import { useMemo, useState } from 'react';
import { ApiRequestError } from '~/lib/api';
import { clubOwnerApi, membersCsvPath, type FailedPayment, type WaitingMember } from '~/lib/admin/club-owner';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass } from '../ui/styles';

interface Props {
  lang: Lang;
  waiting: WaitingMember[];
  failed: FailedPayment[];
}

/** The owner's views of the club (docs/club.md, "The owner's views"): the waiting list and « Admettre », the failed payments, the members as CSV. */
export default function ClubOwnerViews({ lang, waiting: firstWaiting, failed }: Props) {
  const t = adminT(lang);
  const api = clubOwnerApi(adminClient(lang));
  const { notice, say } = useNotice();
  const [waiting, setWaiting] = useState(firstWaiting);
  const [busy, setBusy] = useState<number | null>(null);

  async function admit(row: WaitingMember) {
    setBusy(row.id);
    try {
      setWaiting(await api.admit(row.id));
      say('ok', t('admin-club-allocations:admitted', { name: row.name || row.email }));
    } catch (caught) {
      say('error', caught instanceof ApiRequestError && caught.status !== null ? caught.message : t('admin:state.offline'));
    } finally {
      setBusy(null);
    }
  }

  const waitingColumns = useMemo<Column<WaitingMember>[]>(
    () => [
      { id: 'name', header: t('admin-club:members.name'), cell: (row) => (<><span className="block font-medium">{row.name || row.email}</span><span className="text-stone-600">{row.email}</span></>) },
      { id: 'formula', header: t('admin-club:members.formula'), cell: (row) => row.formula },
      { id: 'since', header: t('admin-club-allocations:owner.waitingSince'), cell: (row) => formatDate(row.waitingSince) },
      {
        id: 'admit',
        header: t('admin-club-allocations:owner.admit'),
        cell: (row) => (
          <button type="button" className={buttonClass.secondary} disabled={busy !== null || row.placesLeft === 0} onClick={() => void admit(row)} aria-label={`${t('admin-club-allocations:owner.admit')} ${row.name || row.email}`}>
            {t('admin-club-allocations:owner.admit')}
          </button>
        ),
      },
    ],
    // admit reads nothing of the render but the stable setters; busy changes the buttons.
    [t, busy],
  );

  const failedColumns = useMemo<Column<FailedPayment>[]>(
    () => [
      { id: 'name', header: t('admin-club:members.name'), cell: (row) => (<><span className="block font-medium">{row.name || row.email}</span><span className="text-stone-600">{row.email}</span></>) },
      { id: 'formula', header: t('admin-club:members.formula'), cell: (row) => row.formula },
      {
        id: 'what',
        header: t('admin-club-allocations:owner.failedWhat'),
        cell: (row) =>
          row.kind === 'MEMBERSHIP'
            ? t('admin-club-allocations:owner.failedMembership')
            : `${t(row.kind === 'BOX' ? 'admin-club-allocations:owner.failedBox' : 'admin-club-allocations:owner.failedAllocation', { title: row.title ?? '' })} · ${row.status}${row.amount !== null ? ` · ${formatPrice(row.amount, lang)}` : ''}`,
      },
      { id: 'reason', header: t('admin-club-allocations:owner.failedReason'), cell: (row) => row.reason ?? '—' },
      { id: 'at', header: t('admin-club-allocations:owner.failedAt'), cell: (row) => formatDate(row.at) },
    ],
    [t, lang],
  );

  return (
    <div className="grid gap-8">
      <NoticeView notice={notice} />
      <p>
        <a className={buttonClass.secondary} href={membersCsvPath(lang)} download>{t('admin-club-allocations:owner.csv')}</a>
      </p>
      <section aria-labelledby="club-waiting-title" className="grid gap-4">
        <h2 id="club-waiting-title" className="text-xl font-semibold">{t('admin-club-allocations:owner.waitingTitle')}</h2>
        <DataTable caption={t('admin-club-allocations:owner.waitingTitle')} rows={waiting} columns={waitingColumns} empty={t('admin-club-allocations:owner.waitingNone')} rowKey={(row) => row.id} />
      </section>
      <section aria-labelledby="club-failed-title" className="grid gap-4">
        <h2 id="club-failed-title" className="text-xl font-semibold">{t('admin-club-allocations:owner.failedTitle')}</h2>
        <DataTable caption={t('admin-club-allocations:owner.failedTitle')} rows={failed} columns={failedColumns} empty={t('admin-club-allocations:owner.failedNone')} rowKey={(row) => `${row.kind}-${row.membershipId}-${row.title ?? ''}-${row.at}`} />
      </section>
    </div>
  );
}
