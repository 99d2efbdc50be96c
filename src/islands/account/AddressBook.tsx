import { useEffect, useRef, useState } from 'react';
import { addressLines, phoneAsWritten, type AddressBookEntry, type DefaultChoice, type SavedAddress } from '~/lib/address-book';
import { addressBookApi } from '~/lib/api/addresses';
import { browserApi } from '~/scripts/browser-api';
import type { CountryOption } from '~/lib/delivery';
import type { Lang } from '~/lib/locale';
import { showToast } from '~/stores/ui';
import type { CheckoutText } from '../checkout/strings';
import { fill } from '../fill';
import { AddressEditor } from './AddressEditor';
import type { AccountText } from './strings';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';
import { CARD_INTRO, DANGER_BUTTON } from '~/lib/ui/account/styles';

interface Props {
  lang: Lang;
  addresses: SavedAddress[];
  countries: CountryOption[];
  text: { book: AccountText['addressBook']; address: CheckoutText['address']; working: string };
}

/** An address in a few words, for the buttons that act on it. */
const summary = (address: SavedAddress) => [address.address, address.city].join(', ');

/** A saved address's card; its actions are pushed to the bottom, so that cards side by side line them up. */
const CARD = 'flex flex-col gap-[0.85rem] rounded-lg border border-current/15 bg-page p-4 xs:px-5 xs:py-[1.1rem]';
const BADGE = 'rounded-full bg-primary/14 px-[0.6rem] py-[0.15rem] text-[0.8rem] font-semibold';
const LINK = 'min-h-11 p-0 text-start underline underline-offset-[0.2em] disabled:opacity-60';

/** Which form is open: none, a new address, or the address of that id. */
type Editing = null | 'new' | number;

/**
 * /account/adresses: the customer's saved addresses, each with its defaults, to change, delete or
 * choose as the default delivery or billing address; and the form to add one.
 */
export default function AddressBook({ lang, addresses: initial, countries, text }: Props) {
  const api = browserApi(lang);
  const [addresses, setAddresses] = useState(initial);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Set when a form closes or an address goes: the focus then waits on the add button, once it is back.
  const refocus = useRef(false);
  const b = text.book;
  const home = countries.find((country) => country.alphaTwo === 'FR')?.id ?? countries[0]?.id ?? null;

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    addRef.current?.focus();
  });

  /** Runs a change of the book; the server's answer is the book as it now is. */
  async function apply(change: () => Promise<SavedAddress[]>, done: string, removes = false) {
    setBusy(true);
    setRefusal(null);
    try {
      setAddresses(await change());
      refocus.current = removes;
      showToast({ kind: 'success', message: done });
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  async function save(entry: AddressBookEntry): Promise<string | null> {
    try {
      if (editing === 'new') await addressBookApi(api).add(entry);
      else if (typeof editing === 'number') await addressBookApi(api).change(editing, entry);
      setAddresses(await addressBookApi(api).list());
      showToast({ kind: 'success', message: editing === 'new' ? b.added : b.saved });
      setEditing(null);
      refocus.current = true;
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }

  const makeDefault = (id: number, choice: DefaultChoice) => apply(() => addressBookApi(api).chooseDefault(id, choice), b.defaultSaved);

  const editor = (address: SavedAddress | null) => (
    <AddressEditor key={address?.id ?? 'new'} lang={lang} editing={address} home={home} countries={countries} text={text} onSave={save}
      onCancel={() => {
        refocus.current = true;
        setEditing(null);
      }} />
  );

  return (
    <div className="grid gap-5" data-testid="address-book">
      {addresses.length === 0 && editing !== 'new' && <p className={CARD_INTRO}>{b.empty}</p>}
      {addresses.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={b.listLabel}>
          {addresses.map((address) =>
            editing === address.id ? (
              <li key={address.id} className={`${CARD} md:col-span-full`}>{editor(address)}</li>
            ) : (
              <li key={address.id} className={CARD} data-testid="saved-address">
                <address className="flex flex-col leading-normal not-italic wrap-anywhere">
                  {addressLines(address).map((line, index) => (
                    <span key={index} className={index === 0 ? 'font-semibold' : undefined}>{line}</span>
                  ))}
                  {address.phone && <span>{phoneAsWritten(address.phone)}</span>}
                </address>
                {(address.isDefaultDelivery || address.isDefaultBilling) && (
                  <p className="flex flex-wrap gap-[0.4rem]">
                    {address.isDefaultDelivery && <span className={BADGE}>{b.defaultDelivery}</span>}
                    {address.isDefaultBilling && <span className={BADGE}>{b.defaultBilling}</span>}
                  </p>
                )}
                {confirming === address.id ? (
                  <div className="mt-auto flex flex-wrap items-center gap-3" role="group" aria-label={b.deleteConfirm}>
                    <p className="basis-full font-semibold">{b.deleteConfirm}</p>
                    <button type="button" className={`button ${DANGER_BUTTON}`} disabled={busy}
                      onClick={() => apply(() => addressBookApi(api).remove(address.id), b.deleted, true)}>{b.deleteYes}</button>
                    <button type="button" className="button button-outline" onClick={() => setConfirming(null)}>{b.cancel}</button>
                  </div>
                ) : (
                  <div className="mt-auto flex flex-wrap gap-x-5 gap-y-1">
                    {!address.isDefaultDelivery && (
                      <button type="button" className={LINK} disabled={busy} onClick={() => makeDefault(address.id, { delivery: true })}>{b.useForDelivery}</button>
                    )}
                    {!address.isDefaultBilling && (
                      <button type="button" className={LINK} disabled={busy} onClick={() => makeDefault(address.id, { billing: true })}>{b.useForBilling}</button>
                    )}
                    <button type="button" className={LINK} onClick={() => setEditing(address.id)}
                      aria-label={fill(b.editLabel, { address: summary(address) })}>{b.edit}</button>
                    <button type="button" className={`${LINK} text-danger`} onClick={() => setConfirming(address.id)}
                      aria-label={fill(b.deleteLabel, { address: summary(address) })}>{b.delete}</button>
                  </div>
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {refusal && <p className={F.formError} role="alert">{refusal}</p>}
      {editing === 'new' ? (
        editor(null)
      ) : (
        <button ref={addRef} type="button" className="button button-outline justify-self-start" onClick={() => setEditing('new')}>{b.add}</button>
      )}
    </div>
  );
}
