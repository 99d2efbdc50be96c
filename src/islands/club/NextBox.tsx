import { useState } from 'react';
import { ApiRequestError } from '~/lib/api';
import { clubBoxApi } from '~/lib/api/club-box';
import type { NextBox as Box } from '~/lib/contracts/club-box';
import type { SavedAddress } from '~/lib/contracts/addresses';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate, formatTimeOfDay, wallClock } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { boxPrice, boxProblem, normalizedLines, type BoxLine, type BoxRule } from '~/lib/rules/club-box';
import { browserApi } from '~/scripts/browser-api';
import { showToast } from '~/stores/ui';
import { CUSTOMER_FORM as F, FIELD_CONTROL, FIELD_TICK } from '~/islands/form/field-style';
import { fill } from '../fill';
import type { ClubText } from './strings';

interface Props {
  lang: Lang;
  box: Box;
  addresses: SavedAddress[];
  text: ClubText['box'];
}

const CHOICE = 'flex min-h-11 items-start gap-3 rounded-lg border border-current/15 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/6';
/** A quantity beside its wine: the form's text box, narrow. */
const QUANTITY_CONTROL = FIELD_CONTROL.replace('w-full', 'w-24');
const SECTION = 'mt-4 grid gap-4 rounded-lg border border-current/15 p-4';

/**
 * The member's next box (docs/club.md#boxes): its wines with the bottles added, its delivery, and
 * skipping it, until the shipment's cut-off; read only afterwards, saying why. The price shown while
 * changing comes from the same rules the server applies (src/lib/rules/club-box.ts); the server decides.
 */
export default function NextBox({ lang, box: initial, addresses, text }: Props) {
  const [box, setBox] = useState(initial);
  const [lines, setLines] = useState<BoxLine[]>(initial.lines);
  const [mode, setMode] = useState(initial.deliveryMode);
  const [addressId, setAddressId] = useState<number | null>(initial.addressId ?? addresses.find((one) => one.isDefaultDelivery)?.id ?? addresses[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const api = clubBoxApi(browserApi(lang));
  const price = (cents: number) => formatPrice(cents, lang);
  const rule: BoxRule = { selection: box.selection, bottlesPerShipment: box.bottlesPerShipment, price: box.shipmentPrice, budget: box.budget, wines: box.wines };
  const quantityOf = (id: number) => lines.find((line) => line.declinationId === id)?.quantity ?? 0;
  const problem = boxProblem(rule, lines);
  const shownPrice = problem ? box.price : boxPrice(rule, normalizedLines(rule, lines));
  const changed = JSON.stringify(normalizedLines(rule, lines)) !== JSON.stringify(box.lines);
  const editable = box.changeable && box.status === 'PLANNED';
  const date = formatDate(`${box.chargeOn}T12:00:00Z`);
  const cutoff = `${formatDate(box.cutoffAt)}, ${formatTimeOfDay(wallClock(new Date(box.cutoffAt)).time, lang)}`;
  const problemText = problem ? fill(text.errors[problem.key.replace('club:box.errors.', '') as keyof ClubText['box']['errors']], { ...problem.params, budget: price(problem.params.budget ?? 0) }) : null;
  const skips = box.skipsLeft === 0 ? text.skipsLeft_zero : fill(box.skipsLeft === 1 ? text.skipsLeft_one : text.skipsLeft_other, { count: box.skipsLeft });

  async function act(change: () => Promise<Box>, done: string) {
    setBusy(true);
    setRefusal(null);
    try {
      const saved = await change();
      setBox(saved);
      setLines(saved.lines);
      showToast({ kind: 'success', message: done });
    } catch (error) {
      setRefusal(error instanceof ApiRequestError ? error.message : (error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const setQuantity = (id: number, quantity: number) =>
    setLines((current) => [...current.filter((line) => line.declinationId !== id), { declinationId: id, quantity: Math.max(0, Math.trunc(quantity) || 0) }]);

  return (
    <section aria-labelledby="club-box-title" className={SECTION} data-club-box data-box-status={box.status}>
      <h3 id="club-box-title" className="text-[1.15rem] font-semibold">{text.title}</h3>
      <p>{fill(text.charge, { title: box.title, date, cutoff })}</p>
      {!box.changeable && (
        <p role="status" className="rounded-lg border border-current/20 p-3 font-semibold" data-box-locked>
          {fill(box.lockedReason === 'cutoff' ? text.lockedcutoff : text.lockedcharging, { date })}
        </p>
      )}
      {box.status === 'SKIPPED' && <p className="font-semibold" data-box-skipped>{text.skippedNote}</p>}
      {refusal && <p className={F.formError} role="alert">{refusal}</p>}

      {box.status !== 'SKIPPED' && (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void act(() => api.change({ lines: normalizedLines(rule, lines) }), text.changed);
          }}
        >
          <h4 className="font-semibold">{text.wines}</h4>
          <p className="opacity-85">
            {box.selection === 'CURATED' ? text.curatedIntro : fill(text.choiceIntro, { n: box.bottlesPerShipment })}
            {box.budget !== null && ` ${fill(text.budget, { budget: price(box.budget) })}`}
          </p>
          <ul className="grid gap-2">
            {box.wines.map((wine) => {
              const least = box.selection === 'CURATED' ? wine.quantity : 0;
              const most = wine.maxPerBox ?? box.bottlesPerShipment + box.maxAddedBottles;
              return (
                <li key={wine.declinationId} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-current/15 p-3">
                  <span className="grow">
                    <span className="block font-semibold">{wine.name}</span>
                    <span className="block text-[0.9rem] opacity-85">
                      {fill(text.unitPrice, { price: price(wine.unitPrice) })}
                      {box.selection === 'CURATED' && ` · ${fill(text.included, { n: wine.quantity })}`}
                      {wine.maxPerBox !== null && ` · ${fill(text.atMost, { n: wine.maxPerBox })}`}
                    </span>
                  </span>
                  <input
                    type="number"
                    inputMode="numeric"
                    className={QUANTITY_CONTROL}
                    aria-label={fill(text.quantityOf, { wine: wine.name })}
                    min={least}
                    max={most}
                    value={quantityOf(wine.declinationId)}
                    disabled={!editable || busy}
                    onChange={(event) => setQuantity(wine.declinationId, Number(event.target.value))}
                    data-box-quantity={wine.declinationId}
                  />
                </li>
              );
            })}
          </ul>
          {problemText && editable && <p className={F.formError} role="alert">{problemText}</p>}
          <p className="text-[1.05rem]">
            <span className="font-semibold">{text.total}{lang === 'fr_FR' ? '\u00a0: ' : ': '}</span>
            <span data-box-total>{fill(text.totalValue, { price: price(shownPrice + box.deliveryFee), box: price(shownPrice), fee: box.deliveryFee ? price(box.deliveryFee) : text.freeDelivery })}</span>
          </p>
          {editable && (
            <div className="flex flex-wrap gap-3">
              <button type="submit" className="button" disabled={busy || !changed || problem !== null}>{busy ? text.working : text.save}</button>
              {changed && <button type="button" className="button button-outline" disabled={busy} onClick={() => setLines(box.lines)}>{text.reset}</button>}
            </div>
          )}
        </form>
      )}

      {editable && (box.allowsShipping || box.allowsCollection) && (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void act(() => api.delivery(mode === 'SHIPPING' ? { deliveryMode: 'SHIPPING', addressId } : { deliveryMode: 'COLLECTION' }), text.deliveryChanged);
          }}
        >
          <fieldset className="grid gap-3">
            <legend className="mb-2 font-semibold">{text.delivery}</legend>
            {box.allowsShipping &&
              addresses.map((one) => (
                <label key={one.id} className={CHOICE}>
                  <input type="radio" name="box-delivery" className={`${FIELD_TICK} mt-1`} checked={mode === 'SHIPPING' && addressId === one.id} onChange={() => { setMode('SHIPPING'); setAddressId(one.id); }} />
                  <span>
                    <span className="block font-semibold">{text.shipTo}</span>
                    <span className="block wrap-anywhere opacity-85">{[`${one.firstname} ${one.lastname}`, one.address, `${one.postalCode} ${one.city}`].join(', ')}</span>
                  </span>
                </label>
              ))}
            {box.allowsCollection && (
              <label className={CHOICE}>
                <input type="radio" name="box-delivery" className={`${FIELD_TICK} mt-1`} checked={mode === 'COLLECTION'} onChange={() => setMode('COLLECTION')} />
                <span className="font-semibold">{text.collect}</span>
              </label>
            )}
          </fieldset>
          <button type="submit" className="button button-outline justify-self-start" disabled={busy || (mode === box.deliveryMode && (mode === 'COLLECTION' || addressId === box.addressId))}>{text.saveDelivery}</button>
        </form>
      )}

      {box.changeable && (
        <div className="grid gap-3">
          <h4 className="font-semibold">{text.skipTitle}</h4>
          <p data-box-skips>{skips}</p>
          {box.status === 'SKIPPED' ? (
            <button type="button" className="button justify-self-start" disabled={busy} onClick={() => void act(() => api.unskip(), text.unskipped)}>{text.unskip}</button>
          ) : (
            <button type="button" className="button button-outline justify-self-start" disabled={busy || box.skipsLeft < 1} onClick={() => void act(() => api.skip(), text.skippedDone)}>{text.skip}</button>
          )}
        </div>
      )}
    </section>
  );
}
