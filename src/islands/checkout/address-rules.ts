import type { CountryOption } from '~/lib/delivery';
import type { OrderAddress } from '~/lib/order';
import { destinationProblem } from '~/lib/rules/shipping-fees';

// The rules of an address at the checkout's first step, checked in the browser so that each wrong
// field says why at once. The server checks the order again (routes/order.ts, services/orders).

/** What the customer types for one address; the country is chosen from GET /countries. */
export interface AddressInput {
  firstname: string;
  lastname: string;
  company: string;
  address: string;
  addressPart2: string;
  postalCode: string;
  city: string;
  idCountry: number | null;
}

export type AddressField = keyof AddressInput;

/** The key of a message of checkout:address.errors, with its values. */
export interface AddressProblem {
  key: string;
  params?: Record<string, number>;
}

export const EMPTY_ADDRESS: AddressInput = { firstname: '', lastname: '', company: '', address: '', addressPart2: '', postalCode: '', city: '', idCountry: null };

/** The longest text each field takes, as the order's API does. */
export const MAX_LENGTH: Record<Exclude<AddressField, 'idCountry'>, number> = {
  firstname: 100,
  lastname: 100,
  company: 200,
  address: 300,
  addressPart2: 300,
  postalCode: 16,
  city: 100,
};

const REQUIRED = ['firstname', 'lastname', 'address', 'postalCode', 'city'] as const;
const FRENCH_POSTAL_CODE = /^\d{5}$/;

export interface DestinationRules {
  /** SELLS_WORLDWIDE on and ONLY_SELL_IN_FRANCE off. */
  sellsWorldwide: boolean;
}

/**
 * Why an order cannot be shipped to this country and postal code, on the field to change: a country
 * the estate does not deliver, or an overseas French postal code (97…, 98…) when it only delivers
 * metropolitan France. Null when it can, or while nothing is chosen yet.
 */
export function destinationFieldProblem(
  country: CountryOption | null,
  postalCode: string,
  rules: DestinationRules,
): { field: 'idCountry' | 'postalCode'; problem: AddressProblem } | null {
  if (!country) return null;
  const refusal: AddressProblem = { key: rules.sellsWorldwide ? 'notDeliverable' : 'onlyMetropolitanFrance' };
  if (!country.isDeliverable) return { field: 'idCountry', problem: refusal };
  const code = postalCode.trim();
  if (country.alphaTwo === 'FR' && FRENCH_POSTAL_CODE.test(code) && destinationProblem('FRANCE_METROPOLITAN', code, rules)) {
    return { field: 'postalCode', problem: refusal };
  }
  return null;
}

/** Every wrong field of an address, each with the first reason; `shipping` adds the delivery rules. */
export function addressProblems(
  input: AddressInput,
  country: CountryOption | null,
  options: DestinationRules & { shipping: boolean },
): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of REQUIRED) {
    if (!input[field].trim()) problems[field] = { key: field };
  }
  for (const [field, max] of Object.entries(MAX_LENGTH) as [keyof typeof MAX_LENGTH, number][]) {
    if (!problems[field] && input[field].trim().length > max) problems[field] = { key: 'tooLong', params: { max } };
  }
  if (!country) problems.idCountry = { key: 'country' };
  else if (country.alphaTwo === 'FR' && !problems.postalCode && !FRENCH_POSTAL_CODE.test(input.postalCode.trim())) {
    problems.postalCode = { key: 'postalCodeFrance' };
  }
  if (options.shipping) {
    const refused = destinationFieldProblem(country, input.postalCode, options);
    if (refused && !problems[refused.field]) problems[refused.field] = refused.problem;
  }
  return problems;
}

/** The address as the order takes it (blank optional fields left out). */
export function orderAddress(input: AddressInput, idCountry: number, phone: string | null): OrderAddress {
  const optional = (value: string) => value.trim() || null;
  return {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    company: optional(input.company),
    address: input.address.trim(),
    addressPart2: optional(input.addressPart2),
    postalCode: input.postalCode.trim(),
    city: input.city.trim(),
    idCountry,
    phone,
  };
}

/** An address kept by the checkout, back in the form's fields. */
export function addressInput(address: OrderAddress): AddressInput {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? '',
    address: address.address,
    addressPart2: address.addressPart2 ?? '',
    postalCode: address.postalCode,
    city: address.city,
    idCountry: address.idCountry,
  };
}
