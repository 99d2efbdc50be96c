import type { CountryOption } from '~/lib/delivery';
import type { Lang } from '~/lib/locale';
import { Field } from '../account/Field';
import { MAX_LENGTH, type AddressField, type AddressInput } from './address-rules';
import { hasTownList } from './city-search';
import { CityField } from './CityField';
import { CountryField } from './CountryField';
import { FIELDS } from './looks';
import type { CheckoutText } from './strings';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

interface Props {
  /** 'shipping' or 'billing': the fields' ids and the browser's autofill section; 'book': an address of the account's book, for either. */
  kind: 'shipping' | 'billing' | 'book';
  value: AddressInput;
  countries: CountryOption[];
  /** The message of each wrong field. */
  errors: Partial<Record<AddressField, string>>;
  lang: Lang;
  text: CheckoutText['address'];
  onChange: (change: Partial<AddressInput>) => void;
}

/** The fields of one address: names, company, street, postal code and city with the town suggestions, country. */
export function AddressForm({ kind, value, countries, errors, lang, text, onChange }: Props) {
  const f = text.fields;
  const id = (field: AddressField) => `${kind}-${field}`;
  const optional = (label: string) => `${label} (${f.optional})`;
  const cityHint = `${kind}-city-hint`;
  // The browser fills a delivery and a billing address apart; an address of the book may be either.
  const section = kind === 'book' ? '' : `section-${kind} ${kind} `;
  const country = countries.find((option) => option.id === value.idCountry) ?? null;
  // The towns are suggested where the shop knows them; elsewhere both are plain fields.
  const townsOf = hasTownList(country) ? value.idCountry : null;
  // Each field reports what is typed; the form keeps the values (the suggestions fill two at once).
  const textField = (field: Exclude<AddressField, 'idCountry' | 'postalCode' | 'city'>, label: string, autoComplete: string, extra: { hint?: string; required?: boolean } = {}) => (
    <Field
      id={id(field)}
      label={label}
      autoComplete={`${section}${autoComplete}`}
      defaultValue={value[field]}
      required={extra.required ?? true}
      hint={extra.hint}
      error={errors[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );

  return (
    <div className={FIELDS}>
      <div className={F.row}>
        {textField('firstname', f.firstname, 'given-name')}
        {textField('lastname', f.lastname, 'family-name')}
      </div>
      {textField('company', optional(f.company), 'organization', { required: false })}
      {textField('address', f.address, 'address-line1', { hint: f.addressHint })}
      {textField('addressPart2', optional(f.addressPart2), 'address-line2', { hint: f.addressPart2Hint, required: false })}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xs:grid-cols-[10rem_minmax(0,1fr)]">
        <CityField
          id={id('postalCode')}
          name="postalCode"
          label={f.postalCode}
          kind="postalCode"
          value={value.postalCode}
          idCountry={townsOf}
          autoComplete={`${section}postal-code`}
          maxLength={MAX_LENGTH.postalCode}
          hintId={townsOf !== null ? cityHint : undefined}
          error={errors.postalCode}
          lang={lang}
          text={text.cities}
          onType={(postalCode) => onChange({ postalCode })}
          onChoose={(city) => onChange({ postalCode: city.postalCode, city: city.name })}
        />
        <CityField
          id={id('city')}
          name="city"
          label={f.city}
          kind="city"
          value={value.city}
          idCountry={townsOf}
          autoComplete={`${section}address-level2`}
          maxLength={MAX_LENGTH.city}
          hintId={townsOf !== null ? cityHint : undefined}
          error={errors.city}
          lang={lang}
          text={text.cities}
          onType={(city) => onChange({ city })}
          onChoose={(city) => onChange({ postalCode: city.postalCode, city: city.name })}
        />
        {townsOf !== null && <p id={cityHint} className={`${F.note} -mt-[0.6rem] xs:col-span-full`}>{f.cityHint}</p>}
      </div>
      <CountryField
        id={id('idCountry')}
        label={f.country}
        countries={countries}
        value={value.idCountry}
        shipping={kind === 'shipping'}
        autoComplete={`${section}country-name`}
        error={errors.idCountry}
        text={text.countries}
        onChange={(country) => onChange({ idCountry: country?.id ?? null })}
      />
    </div>
  );
}
