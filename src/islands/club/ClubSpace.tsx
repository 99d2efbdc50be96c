import { useRef, useState } from 'react';
import { ApiRequestError } from '~/lib/api';
import { clubApi } from '~/lib/api/club';
import type { Membership } from '~/lib/contracts/club';
import { formatPercent, formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import { localizedPath, type Lang } from '~/lib/locale';
import { browserApi } from '~/scripts/browser-api';
import { showToast } from '~/stores/ui';
import { CUSTOMER_FORM as F, FIELD_CONTROL, FIELD_LABEL } from '~/islands/form/field-style';
import { DANGER_BUTTON } from '~/lib/ui/account/styles';
import { fill } from '../fill';
import type { ClubText } from './strings';

interface Props {
  lang: Lang;
  membership: Membership;
  /** The first day a pause may end on, and the last (yyyy-mm-dd, the estate's calendar). */
  pauseBounds: { min: string; max: string };
  text: ClubText['space'];
}

/**
 * The next shipment in the summary: its price and charge day, or, when the member's pause runs past
 * that day, that it will not be sent and when the membership resumes (docs/club.md#statuses).
 */
function NextShipment({ next, pausedUntil, lang, text }: { next: NonNullable<Membership['nextShipment']>; pausedUntil: string | null; lang: Lang; text: ClubText['space'] }) {
  const date = formatDate(`${next.chargeOn}T12:00:00Z`);
  const cutoff = formatDate(next.cutoffAt);
  if (!next.pausedOver || !pausedUntil) return <>{fill(text.nextValue, { title: next.title, price: formatPrice(next.price + next.deliveryFee, lang), date, cutoff })}</>;
  // Resuming before the cut-off gives the box back (docs/club.md#shipments).
  const resumable = new Date(next.cutoffAt).getTime() > Date.now();
  return (
    <span data-club-next-paused>
      {fill(text.nextPaused, { title: next.title, date, resume: formatDate(`${pausedUntil}T12:00:00Z`) })}
      {resumable && ` ${fill(text.nextPausedResumeBy, { cutoff })}`}
    </span>
  );
}

const FACTS = 'grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr] [&_dt]:font-semibold [&_dd]:wrap-anywhere';

/**
 * The member's space (docs/club.md): the membership and its next shipment, a pause until a day or
 * resuming, and cancelling: « Résilier », then confirm (Code de la consommation L215-1-1).
 */
export default function ClubSpace({ lang, membership: initial, pauseBounds, text }: Props) {
  const [membership, setMembership] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [until, setUntil] = useState(pauseBounds.min);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const api = clubApi(browserApi(lang));
  const m = membership;
  const live = m.status !== 'CANCELLED';

  async function act(change: () => Promise<Membership>, done: string) {
    setBusy(true);
    setRefusal(null);
    try {
      setMembership(await change());
      showToast({ kind: 'success', message: done });
      setConfirming(false);
    } catch (error) {
      setRefusal(error instanceof ApiRequestError ? error.message : (error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const statusText = fill(text[`status${m.status}`], { date: m.status === 'PAUSED' ? formatDate(`${m.pausedUntil}T12:00:00Z`) : formatDate(m.endsAt) });

  return (
    <div className="mt-4 grid gap-6" data-club-space data-status={m.status}>
      <dl className={FACTS}>
        <dt>{text.status}</dt>
        <dd data-club-status>{statusText}</dd>
        {m.since && (
          <>
            <dt>{text.since}</dt>
            <dd>{formatDate(m.since)}</dd>
          </>
        )}
        {live && (
          <>
            <dt>{text.card}</dt>
            <dd>{m.card ? `${m.card.brand} •••• ${m.card.last4} (${String(m.card.expMonth).padStart(2, '0')}/${m.card.expYear})` : text.noCard}</dd>
            {m.giftShipmentsLeft !== null && (
              <>
                <dt>{text.gift}</dt>
                <dd data-club-gift>
                  {fill(m.giftShipmentsLeft === 1 ? text.giftLeft_one : text.giftLeft_other, { count: m.giftShipmentsLeft })}. {m.card ? text.giftGoesOn : text.giftEnds}
                </dd>
              </>
            )}
            <dt>{text.delivery}</dt>
            <dd>{m.deliveryMode === 'COLLECTION' ? text.collection : m.address}</dd>
            {m.memberDiscount > 0 && (
              <>
                <dt>{text.discount}</dt>
                <dd>{fill(text.discountValue, { discount: formatPercent(m.memberDiscount, lang) })}</dd>
              </>
            )}
            {m.status !== 'WAITING' && (
              <>
                <dt>{text.next}</dt>
                <dd>
                  {m.nextShipment ? <NextShipment next={m.nextShipment} pausedUntil={m.pausedUntil} lang={lang} text={text} /> : text.noNext}
                </dd>
              </>
            )}
          </>
        )}
      </dl>
      {refusal && <p className={F.formError} role="alert">{refusal}</p>}
      {(m.status === 'ACTIVE' || m.status === 'PAUSED') && (
        <section aria-labelledby="club-pause-title" className="grid gap-3 border-t border-current/12 pt-5">
          <h3 id="club-pause-title" className="text-[1.15rem] font-semibold">{text.pauseTitle}</h3>
          <p className="opacity-85">{text.pauseIntro}</p>
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void act(() => api.pause({ until }), text.pause);
            }}
          >
            <label className="grid">
              <span className={FIELD_LABEL}>{text.pauseUntil}</span>
              <input type="date" className={FIELD_CONTROL} min={pauseBounds.min} max={pauseBounds.max} value={until} required onChange={(event) => setUntil(event.target.value)} />
            </label>
            <button type="submit" className="button button-outline" disabled={busy}>{text.pause}</button>
            {m.status === 'PAUSED' && (
              <button type="button" className="button" disabled={busy} onClick={() => void act(() => api.resume(), text.resume)}>
                {text.resume}
              </button>
            )}
          </form>
        </section>
      )}
      {live && (
        <section aria-labelledby="club-cancel-title" className="grid gap-3 border-t border-current/12 pt-5">
          <h3 id="club-cancel-title" className="text-[1.15rem] font-semibold">{text.cancelTitle}</h3>
          <p className="opacity-85">{text.cancelIntro}</p>
          {confirming ? (
            <div className="grid gap-3 rounded-lg border border-danger/40 p-4" role="alertdialog" aria-labelledby="club-cancel-question">
              <p id="club-cancel-question" className="font-semibold">{fill(text.cancelQuestion, { formula: m.formula.name })}</p>
              <div className="flex flex-wrap gap-3">
                <button type="button" className={`button ${DANGER_BUTTON}`} disabled={busy} onClick={() => void act(() => api.cancel(), text.cancel)} autoFocus>
                  {text.cancelConfirm}
                </button>
                <button type="button" className="button button-outline" disabled={busy} onClick={() => { setConfirming(false); cancelButton.current?.focus(); }}>
                  {text.keep}
                </button>
              </div>
            </div>
          ) : (
            <button ref={cancelButton} type="button" className={`button ${DANGER_BUTTON} justify-self-start`} onClick={() => setConfirming(true)}>
              {m.status === 'WAITING' ? text.leaveWaiting : text.cancel}
            </button>
          )}
        </section>
      )}
      {!live && (
        <a className="button justify-self-start" href={localizedPath(lang, '/club')}>{text.joinAgain}</a>
      )}
    </div>
  );
}
