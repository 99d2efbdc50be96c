import { useState } from 'react';
import { ApiRequestError } from '~/lib/api';
import { clubApi } from '~/lib/api/club';
import type { ClubFormula } from '~/lib/contracts/club';
import type { KeptCard } from '~/lib/contracts/cards';
import type { SavedAddress } from '~/lib/contracts/addresses';
import { formatPrice } from '~/lib/catalogue-format';
import { localizedPath, type Lang } from '~/lib/locale';
import { browserApi } from '~/scripts/browser-api';
import { CUSTOMER_FORM as F, FIELD_TICK } from '~/islands/form/field-style';
import { fill } from '../fill';
import type { ClubText } from './strings';

interface Props {
  lang: Lang;
  formula: ClubFormula;
  addresses: SavedAddress[];
  cards: KeptCard[];
  termsVersion: string;
  /** Where to keep a card and come back here. */
  addCardPath: string;
  text: ClubText['join'];
  /** The gift code the recipient's mail links with (docs/club.md, "Gift memberships"). */
  giftCode?: string;
}

const CHOICE = 'flex min-h-11 items-start gap-3 rounded-lg border border-current/15 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/6';

/**
 * Joins a formula (docs/club.md, "Joining"): the delivery (an address of the book or collection),
 * one of the customer's kept cards, the club's terms. The server decides and answers each refusal
 * in the customer's language; once joined, the member's space.
 */
export default function ClubJoin({ lang, formula, addresses, cards, termsVersion, addCardPath, text, giftCode: linkedCode = '' }: Props) {
  const usable = cards.filter((card) => card.usable);
  const firstAddress = addresses.find((one) => one.isDefaultDelivery) ?? addresses[0];
  const [mode, setMode] = useState<'SHIPPING' | 'COLLECTION'>(formula.allowsShipping && firstAddress ? 'SHIPPING' : formula.allowsCollection ? 'COLLECTION' : 'SHIPPING');
  const [addressId, setAddressId] = useState<number | null>(firstAddress?.id ?? null);
  const [cardId, setCardId] = useState<number | null>((usable.find((card) => card.isDefault) ?? usable[0])?.id ?? null);
  const [giftCode, setGiftCode] = useState(linkedCode);
  const gift = giftCode.trim() !== '';
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const price = (cents: number) => formatPrice(cents, lang);

  async function join(event: { preventDefault(): void }) {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      await clubApi(browserApi(lang)).join({ formulaId: formula.id, deliveryMode: mode, addressId: mode === 'SHIPPING' ? addressId : null, cardId: cardId ?? (gift ? null : 0), giftCode: gift ? giftCode.trim() : undefined, acceptTerms: accepted as true, termsVersion });
      window.location.assign(localizedPath(lang, '/account/club'));
    } catch (error) {
      setRefusal(error instanceof ApiRequestError ? error.message : (error as Error).message);
      setBusy(false);
    }
  }

  return (
    <form className={F.form} onSubmit={join} noValidate data-club-join-form>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">{text.delivery}</legend>
        {formula.allowsShipping &&
          addresses.map((one) => (
            <label key={one.id} className={CHOICE}>
              <input type="radio" name="delivery" className={`${FIELD_TICK} mt-1`} checked={mode === 'SHIPPING' && addressId === one.id} onChange={() => { setMode('SHIPPING'); setAddressId(one.id); }} />
              <span>
                <span className="block font-semibold">{text.shipTo}</span>
                <span className="block wrap-anywhere opacity-85">{[`${one.firstname} ${one.lastname}`, one.address, `${one.postalCode} ${one.city}`].join(', ')}</span>
              </span>
            </label>
          ))}
        {formula.allowsShipping && addresses.length === 0 && (
          <p>
            {text.noAddress} <a className="underline underline-offset-3" href={localizedPath(lang, '/account/adresses')}>{text.addAddress}</a>
          </p>
        )}
        {formula.allowsCollection && (
          <label className={CHOICE}>
            <input type="radio" name="delivery" className={`${FIELD_TICK} mt-1`} checked={mode === 'COLLECTION'} onChange={() => setMode('COLLECTION')} />
            <span className="font-semibold">{text.collect}</span>
          </label>
        )}
      </fieldset>
      <label className="block">
        <span className={F.label}>{text.giftCode}</span>
        <input className={F.input} name="giftCode" autoComplete="off" spellCheck={false} value={giftCode} onChange={(event) => setGiftCode(event.target.value)} data-club-gift-code />
      </label>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">{gift ? text.giftCard : text.card}</legend>
        {gift && usable.length > 0 && (
          <label className={CHOICE}>
            <input type="radio" name="card" className={`${FIELD_TICK} mt-1`} checked={cardId === null} onChange={() => setCardId(null)} />
            <span>{text.noGiftCard}</span>
          </label>
        )}
        {usable.map((card) => (
          <label key={card.id} className={CHOICE}>
            <input type="radio" name="card" className={`${FIELD_TICK} mt-1`} checked={cardId === card.id} onChange={() => setCardId(card.id)} />
            <span>{fill(text.cardLabel, { brand: card.brand, last4: card.last4, expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}` })}</span>
          </label>
        ))}
        {usable.length === 0 && gift && <p>{text.noGiftCard}</p>}
        {usable.length === 0 && !gift && (
          <div className="grid gap-3">
            <p>{text.noCard}</p>
            <a className="button button-outline justify-self-start" href={addCardPath} data-club-add-card>{text.addCard}</a>
          </div>
        )}
      </fieldset>
      <p className="rounded-lg bg-paper px-4 py-3 text-[0.95rem]">
        {gift ? text.giftSummary : fill(text.summary, { price: price(formula.pricePerShipment), shipping: formula.shippingRate ? price(formula.shippingRate) : '0' })}
      </p>
      <label className="flex min-h-11 items-start gap-3">
        <input type="checkbox" className={`${FIELD_TICK} mt-1`} checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
        <span>
          {text.acceptTerms} (<a className="underline underline-offset-3" href={localizedPath(lang, '/club-terms')} target="_blank" rel="noopener">{text.termsLink}</a>)
        </span>
      </label>
      {refusal && <p className={F.formError} role="alert">{refusal}</p>}
      <button className="button" type="submit" disabled={busy}>
        {busy ? text.working : formula.full ? text.submitWaiting : text.submit}
      </button>
    </form>
  );
}
