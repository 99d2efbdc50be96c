import { useState } from 'react';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '~/lib/api';
import { clubAllocationsApi } from '~/lib/api/club-allocations';
import type { MemberAllocation } from '~/lib/contracts/club-allocations';
import { formatDateTime } from '~/lib/dates';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/locale';
import { browserApi } from '~/scripts/browser-api';
import { showToast } from '~/stores/ui';
import { CUSTOMER_FORM as F, FIELD_CONTROL, FIELD_HELP, FIELD_LABEL, FIELD_TICK } from '~/islands/form/field-style';
import type allocationJson from '~/i18n/fr_FR/club-allocation.json';
import { fill } from '../fill';

export type AllocationText = (typeof allocationJson)['space'];

/** The member's allocation strings, in the page's language, placeholders left for fill(). */
export const allocationText = (tr: TFunction) => tr('club-allocation:space', { returnObjects: true }) as AllocationText;

interface Props {
  lang: Lang;
  allocations: MemberAllocation[];
  text: AllocationText;
}

/**
 * The allocations in the member's space (docs/club.md, "Allocations"): each one open to their
 * formula, asked for a quantity or "more if possible", changed or withdrawn until the close; and
 * what each closed one granted them.
 */
export default function ClubAllocations({ lang, allocations: initial, text }: Props) {
  const [allocations, setAllocations] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ id: number; message: string } | null>(null);
  const api = clubAllocationsApi(browserApi(lang));

  async function act(id: number, change: () => Promise<MemberAllocation>, done: (saved: MemberAllocation) => string) {
    setBusy(id);
    setRefusal(null);
    try {
      const saved = await change();
      setAllocations((list) => list.map((one) => (one.id === id ? saved : one)));
      showToast({ kind: 'success', message: done(saved) });
    } catch (error) {
      setRefusal({ id, message: error instanceof ApiRequestError ? error.message : (error as Error).message });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="club-allocations-title" className="grid gap-4 border-t border-current/12 pt-5" data-club-allocations>
      <h3 id="club-allocations-title" className="text-[1.15rem] font-semibold">{text.title}</h3>
      <p className="opacity-85">{text.intro}</p>
      {allocations.length === 0 && <p>{text.none}</p>}
      {allocations.map((allocation) => {
        const request = allocation.request;
        const prefix = `allocation-${allocation.id}`;
        return (
          <article key={allocation.id} aria-labelledby={`${prefix}-title`} className="grid gap-3 rounded-lg border border-current/20 p-4" data-allocation={allocation.id}>
            <h4 id={`${prefix}-title`} className="font-semibold">{allocation.title} <span className="font-normal opacity-85">· {allocation.wine}</span></h4>
            <p className="text-[0.95rem] opacity-85">
              {fill(text.price, { price: formatPrice(allocation.unitPrice, lang) })} · {fill(text.range, { min: allocation.minPerMember, max: allocation.maxPerMember })} · {text[`rule${allocation.rule}`]}
              {allocation.status === 'OPEN' && <> · {fill(text.closesAt, { date: formatDateTime(allocation.closesAt) })}</>}
            </p>
            <p className="text-[0.95rem]" data-allocation-delivery>
              {allocation.delivery.mode === 'COLLECTION' ? text.deliveryCollection : allocation.delivery.fee > 0 ? fill(text.deliveryFee, { fee: formatPrice(allocation.delivery.fee, lang) }) : text.deliveryFree}
            </p>
            {request && request.status !== 'ASKED' && (
              <p className="font-semibold" data-allocation-outcome={request.status}>{fill(text[`status${request.status}`], { granted: request.granted ?? 0 })}</p>
            )}
            {allocation.status === 'OPEN' && (
              <form
                className="flex flex-wrap items-end gap-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  const data = new FormData(event.currentTarget);
                  const ask = { quantity: Number(data.get('quantity')), moreIfPossible: data.get('moreIfPossible') === 'on' };
                  void act(allocation.id, () => api.ask(allocation.id, ask), () => fill(text.yourRequest, { quantity: ask.quantity }));
                }}
              >
                <label className="grid" htmlFor={`${prefix}-quantity`}>
                  <span className={FIELD_LABEL}>{text.quantity}</span>
                  <input id={`${prefix}-quantity`} name="quantity" type="number" className={`${FIELD_CONTROL} w-28`} min={allocation.minPerMember} max={allocation.maxPerMember} defaultValue={request?.quantity ?? allocation.defaultPerMember} required />
                </label>
                <div className="grid">
                  <label className="flex min-h-11 items-center gap-2">
                    <input type="checkbox" name="moreIfPossible" className={FIELD_TICK} defaultChecked={request?.moreIfPossible ?? false} aria-describedby={`${prefix}-more-help`} />
                    {text.more}
                  </label>
                  <span id={`${prefix}-more-help`} className={FIELD_HELP}>{fill(text.moreHint, { max: allocation.maxPerMember })}</span>
                </div>
                <button type="submit" className="button" disabled={busy !== null}>{busy === allocation.id ? text.working : request ? text.change : text.ask}</button>
                {request && (
                  <button type="button" className="button button-outline" disabled={busy !== null} onClick={() => void act(allocation.id, () => api.withdraw(allocation.id), () => text.withdraw)}>
                    {text.withdraw}
                  </button>
                )}
              </form>
            )}
            {request && allocation.status === 'OPEN' && <p data-allocation-request>{fill(text.yourRequest, { quantity: request.quantity })}</p>}
            {refusal?.id === allocation.id && <p className={F.formError} role="alert">{refusal.message}</p>}
          </article>
        );
      })}
    </section>
  );
}
