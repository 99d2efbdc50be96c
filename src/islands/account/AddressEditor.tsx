import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { phoneAsWritten, type AddressBookEntry, type SavedAddress } from '~/lib/address-book';
import type { CountryOption } from '~/lib/delivery';
import type { Lang } from '~/lib/locale';
import { AddressForm } from '../checkout/AddressForm';
import { addressInput, addressProblems, EMPTY_ADDRESS, orderAddress, type AddressField, type AddressInput } from '../checkout/address-rules';
import type { CheckoutText } from '../checkout/strings';
import { fill } from '../fill';
import { Field } from './Field';
import { FIELDS } from '../checkout/looks';
import type { AccountText } from './strings';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

interface Props {
  lang: Lang;
  /** The address to change; none for a new one. */
  editing: SavedAddress | null;
  /** The country a new address starts in. */
  home: number | null;
  countries: CountryOption[];
  text: { book: AccountText['addressBook']; address: CheckoutText['address']; working: string };
  /** Sends the entry; resolves with the server's refusal, or null once saved. */
  onSave: (entry: AddressBookEntry) => Promise<string | null>;
  onCancel: () => void;
}

/**
 * The form of one address of the book, with the checkout's fields and rules (so that a saved
 * address is one the checkout takes as it is) and the phone for the carrier. Any country can be
 * saved: whether the estate delivers there is told at the checkout, where it matters.
 */
export function AddressEditor({ lang, editing, home, countries, text, onSave, onCancel }: Props) {
  const [value, setValue] = useState<AddressInput>(editing ? addressInput(editing) : { ...EMPTY_ADDRESS, idCountry: home });
  const [phone, setPhone] = useState(editing?.phone ? phoneAsWritten(editing.phone) : '');
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const a = text.address;
  const b = text.book;
  const title = editing ? b.editTitle : b.addTitle;

  // The form opens where the customer is looking, on its first field.
  useEffect(() => {
    formRef.current?.scrollIntoView({ block: 'nearest' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, []);

  function change(patch: Partial<AddressInput>) {
    setValue((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const country = countries.find((option) => option.id === value.idCountry) ?? null;
    const problems = addressProblems(value, country, { sellsWorldwide: true, shipping: false });
    const found = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, fill(a.errors[problem.key as keyof typeof a.errors], problem.params)]),
    );
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    const refused = await onSave({ ...orderAddress(value, value.idCountry!, phone.trim() || null) });
    setBusy(false);
    setRefusal(refused);
  }

  // A new address's form has a frame of its own; an address changed in place sits in its card's.
  return (
    <form ref={formRef} className={editing ? FIELDS : `${FIELDS} rounded-lg border border-current/15 bg-page p-4`} noValidate onSubmit={onSubmit} aria-labelledby="address-editor-title" data-testid="address-editor">
      <h3 id="address-editor-title" className="text-[1.15rem]">{title}</h3>
      <AddressForm kind="book" value={value} countries={countries} errors={errors} lang={lang} text={a} onChange={change} />
      <Field id="book-phone" name="phone" label={`${a.fields.phone} (${a.fields.optional})`} type="tel" autoComplete="tel" required={false}
        defaultValue={phone} hint={b.phoneHint} onChange={(event) => setPhone(event.target.value)} />
      {refusal && <p className={F.formError} role="alert">{refusal}</p>}
      <div className="flex flex-wrap gap-3">
        <button className="button button-primary" type="submit" disabled={busy}>{busy ? text.working : b.submit}</button>
        <button className="button button-outline" type="button" onClick={onCancel}>{b.cancel}</button>
      </div>
    </form>
  );
}
