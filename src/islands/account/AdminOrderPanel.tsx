import { useState, type SubmitEvent } from 'react';
import { statusTone } from '~/lib/ui/account/order-view';
import { ADMIN_PANEL, CONTROL, DETAILS, HISTORY, statusBadgeClass } from '~/lib/ui/account/styles';
import { browserApi } from '~/scripts/browser-api';
import { formatDateTime } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import type { OrderStatus } from '~/lib/order';
import type { AdminOrderStatus } from '~/lib/order-return';
import { showToast } from '~/stores/ui';
import { fill } from '../fill';
import type { AccountText } from './strings';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

interface Props {
  lang: Lang;
  initial: AdminOrderStatus;
  text: AccountText['admin'];
}

/** An http(s) address, the only kind a tracking link may be; null for anything else. */
function webAddress(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The order page's panel for administrators: the order's status and its history, a choice to
 * change it (PUT /admin/order/{id}/status), and the parcel's tracking link (PUT
 * /admin/order/{id}/tracking-link). The server refuses both to anybody else.
 */
export default function AdminOrderPanel({ lang, initial, text }: Props) {
  const api = browserApi(lang);
  const base = `/admin/order/${initial.idOrder}`;
  const [state, setState] = useState(initial);
  const [chosen, setChosen] = useState<OrderStatus>(initial.status);
  const [busy, setBusy] = useState<'status' | 'tracking' | null>(null);
  const [errors, setErrors] = useState<{ status?: string; tracking?: string }>({});

  async function changeStatus(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setBusy('status');
    try {
      const next = await api.put<AdminOrderStatus>(`${base}/status`, { status: chosen });
      setState(next);
      showToast({ kind: 'success', message: fill(text.statusChanged, { label: next.label }) });
    } catch (error) {
      setErrors({ status: (error as Error).message });
    } finally {
      setBusy(null);
    }
  }

  async function saveTracking(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get('trackingLink') ?? '').trim();
    const trackingLink = raw === '' ? null : webAddress(raw);
    if (raw !== '' && trackingLink === null) {
      setErrors({ tracking: text.trackingInvalid });
      return;
    }
    setErrors({});
    setBusy('tracking');
    try {
      const saved = await api.put<{ trackingLink: string | null }>(`${base}/tracking-link`, { trackingLink });
      showToast({ kind: 'success', message: saved.trackingLink ? text.trackingSaved : text.trackingRemoved });
    } catch (error) {
      setErrors({ tracking: (error as Error).message });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={ADMIN_PANEL.panel} data-testid="admin-panel">
      <div>
        <dl className="grid gap-x-8 gap-y-4">
          <div>
            <dt className={DETAILS.term}>{text.currentStatus}</dt>
            <dd className={DETAILS.value}>
              <span className={statusBadgeClass(statusTone(state.status))} data-testid="admin-current-status">{state.label}</span>
            </dd>
          </div>
        </dl>
        <h3 id="admin-history">{text.history}</h3>
        <ol className={HISTORY.list} aria-labelledby="admin-history">
          {state.history.map((change, index) => (
            <li key={`${change.status}-${change.at}`} className={HISTORY.item} aria-current={index === state.history.length - 1 ? 'step' : undefined}>
              <span className={HISTORY.label}>{change.label}</span>
              <time className={HISTORY.time} dateTime={change.at}>{formatDateTime(change.at)}</time>
            </li>
          ))}
        </ol>
      </div>

      <div className={ADMIN_PANEL.forms}>
        <form className={ADMIN_PANEL.form} onSubmit={changeStatus} noValidate data-testid="admin-status-form">
          <div className="w-full">
            <label htmlFor="admin-status" className={F.label}>{text.newStatus}</label>
            <select className={CONTROL} id="admin-status" name="status" value={chosen} onChange={(event) => setChosen(event.target.value as OrderStatus)}
              aria-invalid={errors.status ? true : undefined} aria-describedby={errors.status ? 'admin-status-error' : undefined}>
              {state.statuses.map((status) => (
                <option key={status.value} value={status.value}>{status.label}</option>
              ))}
            </select>
            {errors.status && <p id="admin-status-error" className={F.error} role="alert">{errors.status}</p>}
          </div>
          <button className="button" type="submit" disabled={busy !== null}>{text.changeStatus}</button>
        </form>

        <form className={ADMIN_PANEL.form} onSubmit={saveTracking} noValidate data-testid="admin-tracking-form">
          <div className="w-full">
            <label htmlFor="admin-tracking" className={F.label}>{text.trackingLink}</label>
            <input className={F.input} id="admin-tracking" name="trackingLink" type="url" inputMode="url" autoComplete="off" placeholder="https://"
              defaultValue={initial.trackingLink ?? ''} aria-invalid={errors.tracking ? true : undefined}
              aria-describedby={`admin-tracking-hint${errors.tracking ? ' admin-tracking-error' : ''}`} />
            <p id="admin-tracking-hint" className={F.hint}>{text.trackingHint}</p>
            {errors.tracking && <p id="admin-tracking-error" className={F.error} role="alert">{errors.tracking}</p>}
          </div>
          <button className="button button-outline" type="submit" disabled={busy !== null}>{text.saveTracking}</button>
        </form>
      </div>
    </div>
  );
}
