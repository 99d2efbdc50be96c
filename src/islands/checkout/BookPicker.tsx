import type { SavedAddress } from '~/lib/address-book';
import type { CheckoutText } from './strings';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

interface Props {
  kind: 'shipping' | 'billing';
  book: SavedAddress[];
  /** The saved address the fields hold now; null when they hold another one. */
  chosen: number | null;
  /** Where the book is managed. */
  manage: string;
  text: CheckoutText['address']['book'];
  onChoose: (address: SavedAddress | null) => void;
}

/**
 * The choice among the customer's saved addresses, above the fields it fills (each named short
 * enough for a phone's list); "a new address" empties them.
 */
export function BookPicker({ kind, book, chosen, manage, text, onChoose }: Props) {
  const id = `${kind}-book`;
  return (
    <div className="grid gap-[0.35rem] border-b border-current/12 pb-4">
      <label htmlFor={id} className={F.label}>{text.label}</label>
      <select id={id} name={id} className={F.input} value={chosen === null ? '' : String(chosen)} data-testid={id}
        onChange={(event) => onChoose(book.find((address) => address.id === Number(event.target.value)) ?? null)}>
        {book.map((address) => (
          <option key={address.id} value={address.id}>{`${address.firstname} ${address.lastname}, ${address.address}, ${address.postalCode} ${address.city}`}</option>
        ))}
        <option value="">{text.newAddress}</option>
      </select>
      <a className="justify-self-start py-2 text-[0.9rem] underline underline-offset-[0.2em]" href={manage}>{text.manage}</a>
    </div>
  );
}
