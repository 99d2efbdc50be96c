import type { CountryOption } from '~/lib/delivery';
import { TEXT_INPUT } from '../cart/looks';
import type { CheckoutText } from './strings';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

interface Props {
  id: string;
  label: string;
  countries: CountryOption[];
  value: number | null;
  /** A delivery address: the countries the estate delivers come first, the others are set apart. */
  shipping: boolean;
  autoComplete: string;
  error?: string;
  text: CheckoutText['address']['countries'];
  onChange: (country: CountryOption | null) => void;
}

/**
 * The country of an address (GET /countries). Any country can be billed; a delivery address lists
 * the delivered ones first so that the others, which the form refuses with the reason, do not
 * come as a surprise.
 */
export function CountryField({ id, label, countries, value, shipping, autoComplete, error, text, onChange }: Props) {
  const option = (country: CountryOption) => (
    <option key={country.id} value={country.id}>
      {country.name}
    </option>
  );
  // Not when nothing is chosen yet, nor for a country kept from before that the list no longer offers.
  const listed = countries.some((country) => country.id === value);
  const delivered = countries.filter((country) => country.isDeliverable);
  const others = countries.filter((country) => !country.isDeliverable);
  return (
    <div>
      <label htmlFor={id} className={F.label}>{label}</label>
      <select
        id={id}
        className={`${TEXT_INPUT} px-[0.8rem] py-[0.55rem] aria-invalid:border-danger`}
        name={id.split('-')[1]}
        autoComplete={autoComplete}
        required
        value={listed ? String(value) : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(countries.find((country) => country.id === Number(event.target.value)) ?? null)}
      >
        {!listed && <option value="" />}
        {shipping && delivered.length > 0 && others.length > 0 ? (
          <>
            <optgroup label={text.deliverable}>{delivered.map(option)}</optgroup>
            <optgroup label={text.others}>{others.map(option)}</optgroup>
          </>
        ) : (
          countries.map(option)
        )}
      </select>
      {error && <p id={`${id}-error`} className={F.error} role="alert">{error}</p>}
    </div>
  );
}
