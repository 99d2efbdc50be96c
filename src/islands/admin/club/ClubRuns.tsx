import { useEffect, useMemo, useState } from 'react';
import { ApiRequestError } from '~/lib/api';
import { clubRunApi, type ClubRun, type ClubRunMember } from '~/lib/admin/club-run';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { buttonClass } from '../ui/styles';

interface Props {
  lang: Lang;
  runs: ClubRun[];
}

/** How often a run CHARGING is asked for again: the owner watches the counts move. */
const POLL_MS = 2_000;

/** The members of one run whose charge was declined, given up or waits for the bank, each retried alone. */
function DeclinedMembers({ lang, run, busy, onRetry }: { lang: Lang; run: ClubRun; busy: boolean; onRetry: (member: ClubRunMember) => void }) {
  const t = adminT(lang);
  const columns = useMemo<Column<ClubRunMember>[]>(
    () => [
      { id: 'member', header: t('admin-club-run:member'), cell: (row) => (<><span className="block font-medium">{row.name || row.email}</span><span className="text-stone-600">{row.email}</span></>) },
      { id: 'state', header: t('admin-club-run:state'), cell: (row) => t(`admin-club-run:box.${row.status}`) },
      {
        id: 'reason',
        header: t('admin-club-run:reason'),
        // A paid box left PENDING: its order waits for the stock of the wines named (docs/club.md, "The charge run").
        cell: (row) => (row.status === 'PENDING' ? t('admin-club-run:paidOrdering') : (row.reason ?? '—')),
      },
      { id: 'attempts', header: t('admin-club-run:attempts'), cell: (row) => row.attempts, numeric: true },
      { id: 'nextRetry', header: t('admin-club-run:nextRetry'), cell: (row) => (row.nextRetryAt ? formatDate(row.nextRetryAt) : '—') },
      { id: 'amount', header: t('admin-club-run:amount'), cell: (row) => formatPrice(row.amount, lang), numeric: true },
      {
        id: 'retry',
        header: t('admin-club-run:retryOne'),
        cell: (row) =>
          row.status === 'DECLINED' || row.status === 'FAILED' ? (
            <button type="button" className={buttonClass.secondary} disabled={busy} onClick={() => onRetry(row)} aria-label={`${t('admin-club-run:retryOne')} ${row.name || row.email}`}>
              {t('admin-club-run:retryOne')}
            </button>
          ) : null,
      },
    ],
    [t, lang, busy, onRetry],
  );
  return <DataTable caption={`${t('admin-club-run:declinedTitle')} – ${run.title}`} rows={run.declined} columns={columns} empty="" rowKey={(row) => row.boxId} />;
}

const COUNTS = ['charged', 'declined', 'waiting', 'skipped', 'planned', 'failed', 'shortStock'] as const;

/**
 * The club's charge runs in the back office (docs/club.md, "The charge run"): per shipment, what
 * became of its boxes and the money, live while it charges; "Run now" when it is due; the declined
 * members with the bank's reason, each retried alone or all at once.
 */
export default function ClubRuns({ lang, runs: initial }: Props) {
  const t = adminT(lang);
  const api = useMemo(() => clubRunApi(adminClient(lang)), [lang]);
  const [runs, setRuns] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const charging = runs.some((run) => run.status === 'CHARGING') || busy !== null;

  const replace = (run: ClubRun) => setRuns((list) => list.map((one) => (one.shipmentId === run.shipmentId ? run : one)));

  useEffect(() => {
    if (!charging) return;
    // While a run is under way (here or by the worker), its counts are asked for again.
    const timer = setInterval(() => {
      for (const run of runs) if (run.status === 'CHARGING' || run.shipmentId === busy) void api.run(run.shipmentId).then(replace, () => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [charging, runs, busy, api]);

  async function act(shipmentId: number, work: () => Promise<ClubRun>, message: (run: ClubRun) => string) {
    setBusy(shipmentId);
    setSaid(null);
    try {
      const run = await work();
      replace(run);
      setSaid({ text: message(run), problem: false });
    } catch (caught) {
      setSaid({ text: caught instanceof ApiRequestError && caught.status !== null ? caught.message : t('admin:state.offline'), problem: true });
    } finally {
      setBusy(null);
    }
  }

  const retryOne = (run: ClubRun, member: ClubRunMember) =>
    act(run.shipmentId, () => api.retryOne(member.boxId), (after) => {
      const now = after.declined.find((one) => one.boxId === member.boxId);
      return t(`admin-club-run:retry.${now?.status ?? 'CHARGED'}`);
    });


  return (
    <section aria-labelledby="club-runs-title" className="grid gap-4">
      <h2 id="club-runs-title" className="text-xl font-semibold">{t('admin-club-run:title')}</h2>
      <p className="max-w-prose text-stone-700">{t('admin-club-run:intro')}</p>
      <p role="status" className={said?.problem ? 'text-red-700' : 'text-stone-800'}>{said?.text ?? ''}</p>
      {runs.length === 0 && <p>{t('admin-club-run:none')}</p>}
      <ul className="grid gap-4">
        {runs.map((run) => {
          const retryable = run.declined.some((member) => member.status === 'DECLINED' || member.status === 'FAILED');
          return (
            <li key={run.shipmentId} className="grid gap-3 rounded-lg border border-stone-300 bg-white p-4" aria-labelledby={`club-run-${run.shipmentId}`} data-testid={`club-run-${run.shipmentId}`}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <h3 id={`club-run-${run.shipmentId}`} className="font-semibold">{run.title} <span className="font-normal text-stone-600">· {run.formula}</span></h3>
                  <p className="text-sm text-stone-700">
                    {t(`admin-club-run:status.${run.status}`)} · {t('admin-club-run:chargeOn', { date: formatDate(`${run.chargeOn}T12:00:00Z`) })}
                    {run.status === 'CHARGING' && <> · {t('admin-club-run:live')}</>}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {run.due && (
                    <button type="button" className={buttonClass.primary} disabled={busy !== null} onClick={() => void act(run.shipmentId, () => api.runNow(run.shipmentId), () => t('admin-club-run:ran'))}>
                      {t('admin-club-run:runNow')}
                    </button>
                  )}
                  {retryable && (
                    <button type="button" className={buttonClass.secondary} disabled={busy !== null} onClick={() => void act(run.shipmentId, () => api.retryAll(run.shipmentId), () => t('admin-club-run:retried', { count: run.declined.filter((m) => m.status === 'DECLINED' || m.status === 'FAILED').length }))}>
                      {t('admin-club-run:retryAll')}
                    </button>
                  )}
                </div>
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                {COUNTS.map((key) => (
                  <div key={key} className="flex justify-between gap-2">
                    <dt className="text-stone-700">{t(`admin-club-run:counts.${key}`)}</dt>
                    <dd className="font-semibold tabular-nums" data-count={key}>{run.counts[key]}</dd>
                  </div>
                ))}
                <div className="flex justify-between gap-2">
                  <dt className="text-stone-700">{t('admin-club-run:counts.chargedAmount')}</dt>
                  <dd className="font-semibold tabular-nums">{formatPrice(run.counts.chargedAmount, lang)}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-stone-700">{t('admin-club-run:counts.dueAmount')}</dt>
                  <dd className="font-semibold tabular-nums">{formatPrice(run.counts.dueAmount, lang)}</dd>
                </div>
              </dl>
              {run.declined.length > 0 && (
                <DeclinedMembers lang={lang} run={run} busy={busy !== null} onRetry={(member) => void retryOne(run, member)} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
