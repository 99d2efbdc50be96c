import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { findInBook, MAX_SAVED_ADDRESSES, phoneAsWritten, type SavedAddress } from '~/lib/address-book';
import { addressBookApi } from '~/lib/api/addresses';
import { browserApi } from '~/scripts/browser-api';
import type { CheckoutState } from '~/lib/checkout';
import type { OrderAddress } from '~/lib/order';
import type { CountryOption } from '~/lib/delivery';
import type { Lang } from '~/lib/locale';
import { $checkout, chooseDeliveryType, setAddresses, setPhone } from '~/stores/checkout';
import { Field } from '../account/Field';
import { fill, plural } from '../fill';
import { AddressForm } from './AddressForm';
import { BookPicker } from './BookPicker';
import {
  addressInput,
  addressProblems,
  destinationFieldProblem,
  EMPTY_ADDRESS,
  orderAddress,
  type AddressField,
  type AddressInput,
  type AddressProblem,
  type DestinationRules,
} from './address-rules';
import type { CheckoutText } from './strings';
import { BACK_LINK, LOADING } from '../cart/looks';
import { ACTIONS, CARD, CARD_INTRO, CARD_TITLE, FIELDS, NEXT_BUTTON_WIDTH } from './looks';
import { useCheckoutCart } from './use-checkout-cart';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

interface Props {
  lang: Lang;
  /** The signed-in customer (GET /user): the names and phone a first visit starts from. */
  profile: { firstname: string | null; lastname: string | null; phone: string | null };
  /** The customer's address book (GET /user/address), the defaults first. */
  book: SavedAddress[];
  countries: CountryOption[];
  rules: DestinationRules & { onlyMobilePhone: boolean };
  paths: { cart: string; shipping: string; payment: string; addresses: string };
  text: Pick<CheckoutText, 'address' | 'buttons'>;
}

interface FormState {
  shipping: AddressInput;
  billing: AddressInput;
  /** The billing address is the delivery address. */
  same: boolean;
  phone: string;
  /** Whether to save each address the book does not hold yet. */
  keep: Record<Kind, boolean>;
  /** Bumped when a saved address fills a form, so that its fields show the new values. */
  filled: Record<Kind, number>;
}

type Kind = 'shipping' | 'billing';
/** Wrong fields by id ('shipping-city', 'phone') with their message. */
type Errors = Record<string, string>;

/** Libphonenumber's metadata weighs: it comes once the customer reaches the phone or sends the form. */
const phoneRule = () => import('~/lib/rules/phone');

/** A new address: the profile's names, in France when it is listed. */
function freshAddress(profile: Props['profile'], countries: CountryOption[]): AddressInput {
  const home = countries.find((country) => country.alphaTwo === 'FR') ?? countries.find((country) => country.isDeliverable) ?? null;
  return { ...EMPTY_ADDRESS, firstname: profile.firstname ?? '', lastname: profile.lastname ?? '', idCountry: home?.id ?? null };
}

/**
 * What the form starts from: what this checkout kept (a step revisited), else the default delivery
 * and billing addresses of the book, else the profile.
 */
function initialForm(checkout: CheckoutState, profile: Props['profile'], book: SavedAddress[], countries: CountryOption[]): FormState {
  const fresh = freshAddress(profile, countries);
  const start = { keep: { shipping: true, billing: true }, filled: { shipping: 0, billing: 0 } };
  const { shipping, billing, billingIsShipping } = checkout.address;
  if (shipping || billing) {
    return {
      ...start,
      shipping: shipping ? addressInput(shipping) : fresh,
      billing: billing ? addressInput(billing) : shipping ? addressInput(shipping) : fresh,
      same: billingIsShipping,
      phone: checkout.phone || profile.phone || '',
    };
  }
  const delivery = book.find((address) => address.isDefaultDelivery) ?? null;
  const invoiced = book.find((address) => address.isDefaultBilling) ?? delivery;
  return {
    ...start,
    shipping: delivery ? addressInput(delivery) : fresh,
    billing: invoiced ? addressInput(invoiced) : fresh,
    same: !invoiced || invoiced.id === delivery?.id,
    phone: checkout.phone || (delivery?.phone && phoneAsWritten(delivery.phone)) || profile.phone || '',
  };
}

/**
 * The checkout's first step for a signed-in customer: the delivery address with the phone for the
 * carrier, and the billing address (the same by default), or only the billing address when nothing
 * is shipped. Sending it keeps them in the checkout and goes on to the delivery step (or straight
 * to payment when nothing ships).
 */
export default function CheckoutAddress({ lang, profile, book, countries, rules, paths, text }: Props) {
  const { cart, ready } = useCheckoutCart(paths.cart);
  const [form, setForm] = useState<FormState | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(0);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const a = text.address;
  const message = (problem: AddressProblem) => fill(a.errors[problem.key as keyof typeof a.errors], problem.params);
  const countryOf = (idCountry: number | null) => countries.find((country) => country.id === idCountry) ?? null;

  useEffect(() => {
    if (ready && !form) setForm(initialForm($checkout.get(), profile, book, countries));
  }, [ready]);

  // After a refused send, the customer lands on the first field to correct, in the middle of the
  // screen rather than under a fixed menu.
  useEffect(() => {
    const wrong = failed ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    wrong?.focus({ preventScroll: true });
    wrong?.scrollIntoView({ block: 'center' });
  }, [failed]);

  if (!cart || !form) return <p className={LOADING} role="status">{a.loading}</p>;

  const needsShipping = cart.needsShipping;
  const billingShown = !needsShipping || !form.same;

  /** The saved address a form holds now, if any. */
  const inBook = (kind: Kind) => (form[kind].idCountry === null ? null : findInBook(orderAddress(form[kind], form[kind].idCountry, null), book));

  /** Fills a form with a saved address (its phone too, for the delivery), or empties it for a new one. */
  function choose(kind: Kind, saved: SavedAddress | null) {
    setForm((current) => current && {
      ...current,
      [kind]: saved ? addressInput(saved) : freshAddress(profile, countries),
      phone: kind === 'shipping' && saved?.phone ? phoneAsWritten(saved.phone) : current.phone,
      filled: { ...current.filled, [kind]: current.filled[kind] + 1 },
    });
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !id.startsWith(`${kind}-`) && !(kind === 'shipping' && id === 'phone'))));
  }

  function change(kind: Kind, patch: Partial<AddressInput>) {
    setForm((current) => current && { ...current, [kind]: { ...current[kind], ...patch } });
    // A corrected field stops saying it is wrong.
    const changed = Object.keys(patch).map((field) => `${kind}-${field}`);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !changed.includes(id))));
  }

  // A destination the estate does not deliver is said at once, not only when the form is sent.
  const refusedDestination = needsShipping ? destinationFieldProblem(countryOf(form.shipping.idCountry), form.shipping.postalCode, rules) : null;

  /** The messages of one address: those of the last send, and the refused destination. */
  function fieldErrors(kind: Kind): Partial<Record<AddressField, string>> {
    const shown: Partial<Record<AddressField, string>> = {};
    for (const [id, said] of Object.entries(errors)) if (id.startsWith(`${kind}-`)) shown[id.slice(kind.length + 1) as AddressField] = said;
    if (kind === 'shipping' && refusedDestination) shown[refusedDestination.field] ??= message(refusedDestination.problem);
    return shown;
  }

  async function phoneProblem(phone: string): Promise<AddressProblem | null> {
    if (!phone) return needsShipping ? { key: 'phone' } : null;
    // Without the rule (the network failed), the server's check of the order still applies.
    const rule = await phoneRule().catch(() => null);
    if (!rule) return null;
    const checked = rule.normalizePhone(phone, rules.onlyMobilePhone);
    if (checked.ok) return null;
    return { key: checked.key === 'register.phoneNotMobile' ? 'phoneNotMobile' : 'phoneInvalid' };
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form || !cart) return;
    const found: Errors = {};
    const check = (kind: Kind, shipping: boolean) => {
      const problems = addressProblems(form[kind], countryOf(form[kind].idCountry), { ...rules, shipping });
      for (const [field, problem] of Object.entries(problems)) found[`${kind}-${field}`] = message(problem);
    };
    if (needsShipping) check('shipping', true);
    if (billingShown) check('billing', false);
    const phone = form.phone.trim();
    setBusy(true);
    const phoneWrong = await phoneProblem(phone);
    if (phoneWrong) found.phone = message(phoneWrong);
    setErrors(found);
    if (Object.keys(found).length) {
      setBusy(false);
      setFailed(failed + 1);
      return;
    }
    const billing = billingShown ? orderAddress(form.billing, form.billing.idCountry!, needsShipping ? null : phone || null) : null;
    if (needsShipping) {
      const shipping = orderAddress(form.shipping, form.shipping.idCountry!, phone);
      setAddresses({ shipping, billing, billingIsShipping: form.same }, countryOf(shipping.idCountry));
      // A cart that ships again after holding only vouchers chooses its delivery anew.
      if ($checkout.get().deliveryType === 'no_delivery') chooseDeliveryType('');
    } else {
      // Nothing ships: a delivery address kept from before stays for a later order of bottles.
      setAddresses({ shipping: $checkout.get().address.shipping, billing, billingIsShipping: false }, null);
      chooseDeliveryType('no_delivery');
    }
    setPhone(phone);
    await keepNewAddresses(needsShipping ? $checkout.get().address.shipping : null, billing);
    location.assign(needsShipping ? paths.shipping : paths.payment);
  }

  /**
   * Saves in the book the addresses typed here that it does not hold yet, unless their box was
   * unticked. The box starts ticked: a returning customer expects the shop to know the address of
   * the last order (retyping it each time is what they complained of), while one sending a single
   * gift can untick it. Saved when the customer goes on rather than silently at payment, so that
   * the ticked box is the whole story. An empty book takes them as its defaults. A refused save (a
   * full book, the network) does not hold the order up: the address goes with the order anyway.
   */
  async function keepNewAddresses(shipping: OrderAddress | null, billing: OrderAddress | null) {
    if (!form) return;
    const api = browserApi(lang);
    const hasDefault = { delivery: book.some((saved) => saved.isDefaultDelivery), billing: book.some((saved) => saved.isDefaultBilling) };
    const isNew = (kind: Kind, address: OrderAddress | null): address is OrderAddress => address !== null && form.keep[kind] && !findInBook(address, book);
    try {
      if (isNew('shipping', shipping)) {
        await addressBookApi(api).add({ ...shipping, isDefaultDelivery: !hasDefault.delivery, isDefaultBilling: !hasDefault.billing && billing === null });
      }
      if (isNew('billing', billing)) await addressBookApi(api).add({ ...billing, isDefaultBilling: !hasDefault.billing });
    } catch {
      // Told nowhere on purpose: the order goes on with the typed address (see above).
    }
  }

  /** The choice among the saved addresses, and the box that saves a new one. */
  const bookPicker = (kind: Kind) =>
    book.length > 0 && (
      <BookPicker kind={kind} book={book} chosen={inBook(kind)?.id ?? null} manage={paths.addresses} text={a.book} onChoose={(saved) => choose(kind, saved)} />
    );
  const keepBox = (kind: Kind) =>
    !inBook(kind) && book.length < MAX_SAVED_ADDRESSES && (
      <div className={`${F.check} flex-wrap`}>
        <input className={F.checkBox} id={`checkout-keep-${kind}`} type="checkbox" checked={form.keep[kind]} aria-describedby={`checkout-keep-${kind}-hint`}
          onChange={(event) => setForm({ ...form, keep: { ...form.keep, [kind]: event.target.checked } })} />
        <label htmlFor={`checkout-keep-${kind}`}>{a.book.save}</label>
        <p id={`checkout-keep-${kind}-hint`} className={`${F.note} basis-full ps-[1.7rem] -mt-[0.35rem]`}>{a.book.saveHint}</p>
      </div>
    );

  const errorCount = Object.keys(errors).length;
  // The phone is for the carrier when something ships, otherwise for the estate.
  const f = a.fields;
  const phoneHint = needsShipping ? (rules.onlyMobilePhone ? f.mobileHint : f.phoneHint) : rules.onlyMobilePhone ? f.orderMobileHint : f.orderPhoneHint;
  const phoneField = (
    <Field
      key={`phone-${form.filled.shipping}`}
      id="checkout-phone"
      name="phone"
      label={needsShipping ? f.phone : `${f.phone} (${f.optional})`}
      type="tel"
      autoComplete="tel"
      required={needsShipping}
      defaultValue={form.phone}
      hint={phoneHint}
      error={errors.phone}
      onChange={(event) => {
        const phone = event.target.value;
        setForm((current) => current && { ...current, phone });
        setErrors(({ phone: _, ...rest }) => rest);
        void phoneRule();
      }}
    />
  );

  return (
    <form ref={formRef} className="grid grid-cols-[minmax(0,1fr)] gap-6" noValidate onSubmit={onSubmit} data-testid="checkout-address">
      {needsShipping && (
        <section className={CARD} aria-labelledby="checkout-shipping-title">
          <h2 id="checkout-shipping-title" className={CARD_TITLE}>{a.shipping.title}</h2>
          <p className={CARD_INTRO}>{a.shipping.intro}</p>
          <div className={FIELDS}>
            {bookPicker('shipping')}
            <AddressForm key={`shipping-${form.filled.shipping}`} kind="shipping" value={form.shipping} countries={countries} errors={fieldErrors('shipping')} lang={lang} text={a}
              onChange={(patch) => change('shipping', patch)} />
            {phoneField}
            {keepBox('shipping')}
            <div className={`${F.check} pt-2`}>
              <input className={F.checkBox} id="checkout-billing-same" type="checkbox" checked={form.same}
                onChange={(event) => setForm({ ...form, same: event.target.checked })} />
              <label htmlFor="checkout-billing-same">{a.billing.same}</label>
            </div>
          </div>
        </section>
      )}
      {billingShown && (
        <section className={CARD} aria-labelledby="checkout-billing-title">
          <h2 id="checkout-billing-title" className={CARD_TITLE}>{a.billing.title}</h2>
          <p className={CARD_INTRO}>{needsShipping ? a.billing.intro : a.billing.onlyIntro}</p>
          <div className={FIELDS}>
            {bookPicker('billing')}
            <AddressForm key={`billing-${form.filled.billing}`} kind="billing" value={form.billing} countries={countries} errors={fieldErrors('billing')} lang={lang} text={a}
              onChange={(patch) => change('billing', patch)} />
            {!needsShipping && phoneField}
            {keepBox('billing')}
          </div>
        </section>
      )}
      {errorCount > 0 && (
        <p className={F.formError} role="alert">{plural({ one: a.errors.summary_one, other: a.errors.summary_other }, errorCount, lang)}</p>
      )}
      <div className={ACTIONS}>
        <a className={BACK_LINK} href={paths.cart}>{text.buttons.backToCart}</a>
        <button className={`button button-primary ${NEXT_BUTTON_WIDTH}`} type="submit" disabled={busy}>
          {busy ? text.buttons.saving : needsShipping ? text.buttons.toShipping : text.buttons.toPayment}
        </button>
      </div>
    </form>
  );
}
