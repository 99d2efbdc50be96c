import { addressLines, type SavedAddress } from '~/lib/address-book';
import type { CheckoutText } from './strings';

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

/** The choice among the customer's saved addresses, above the fields it fills; "a new address" empties them. */
export function BookPicker({ kind, book, chosen, manage, text, onChoose }: Props) {
  const id = `${kind}-book`;
  return (
    <div className="auth-field checkout-book-pick">
      <label htmlFor={id}>{text.label}</label>
      <select id={id} name={id} value={chosen === null ? '' : String(chosen)} data-testid={id}
        onChange={(event) => onChoose(book.find((address) => address.id === Number(event.target.value)) ?? null)}>
        {book.map((address) => (
          <option key={address.id} value={address.id}>{addressLines(address).slice(0, 5).join(', ')}</option>
        ))}
        <option value="">{text.newAddress}</option>
      </select>
      <a className="checkout-book-pick-manage" href={manage}>{text.manage}</a>
    </div>
  );
}
