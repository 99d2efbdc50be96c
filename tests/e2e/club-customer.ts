import { expect, inject } from 'vitest';
import type { Lang } from '~/lib/i18n';
import type { PlacedOrder } from '~/lib/order';
import { homeDelivery } from '../fixtures/order-request';
import { url } from './browser';
import { newCustomer, sessionToken, type Customer } from './customer';
import { apiAs, type Api } from './order-api';

const PERRIERES = 4; // Les Perrières, sold by six, stock not counted

export interface Person {
  firstname: string;
  lastname: string;
  address: string;
  postalCode: string;
  city: string;
}

export interface ClubReady {
  customer: Customer;
  api: Api;
  cardId: number;
  addressId: number;
}

/**
 * A customer ready to join the club (docs/club.md): a birth date, an address in the book, and a card
 * kept at the sandbox from a first order paid on its page.
 */
export async function clubReadyCustomer(prefix: string, lang: Lang, person: Person): Promise<ClubReady> {
  const email = `${prefix}-${lang.toLowerCase()}-${Date.now()}@example.com`;
  const customer = await newCustomer(email, 'vendanges2026', lang);
  const api: Api = apiAs(await sessionToken(customer, lang), lang);
  const profile = await api.call('PUT', '/user', { email, firstname: person.firstname, lastname: person.lastname, phone: null, birthdate: '1980-05-17' });
  expect(profile.status, String(profile.message)).toBe(200);
  const countries = await api.call<{ id: number; alphaTwo: string }[]>('GET', '/countries');
  const idCountry = countries.data.find((country) => country.alphaTwo === 'FR')!.id;
  const saved = await api.call<{ id: number }>('POST', '/user/address', { ...person, idCountry, isDefaultDelivery: true });
  expect(saved.status, String(saved.message)).toBe(200);
  const wine = await api.call<{ declinations: { id: number }[] }>('GET', `/product/${PERRIERES}`);
  const line = new FormData();
  line.set('quantity', '12');
  const cart = await api.call<{ id: number }>('POST', `/cart/new/product/${wine.data.declinations[0].id}`, line);
  const placed = await api.call<PlacedOrder>('POST', '/order', homeDelivery(cart.data.id, idCountry, { keepCard: true }));
  expect(placed.status, String(placed.message)).toBe(200);
  const paid = await fetch(url(placed.data.redirectUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: inject('baseUrl'), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', card: '4242424242424242' }),
  });
  expect(paid.status).toBe(303);
  await expect.poll(async () => (await api.call<unknown[]>('GET', '/user/cards')).data.length).toBe(1);
  const [card] = (await api.call<{ id: number }[]>('GET', '/user/cards')).data;
  const [address] = (await api.call<{ id: number }[]>('GET', '/user/address')).data;
  return { customer, api, cardId: card.id, addressId: address.id };
}

/** Joins Découverte (Discovery) through the API, shipped to the customer's address or collected. */
export async function joinDiscovery(ready: ClubReady, deliveryMode: 'SHIPPING' | 'COLLECTION'): Promise<void> {
  const offer = await ready.api.call<{ formulas: { id: number; name: string }[]; termsVersion: string }>('GET', '/club/formula');
  const formula = offer.data.formulas.find((one) => one.name === 'Découverte' || one.name === 'Discovery')!;
  const joined = await ready.api.call('POST', '/user/club', {
    formulaId: formula.id,
    deliveryMode,
    ...(deliveryMode === 'SHIPPING' ? { addressId: ready.addressId } : {}),
    cardId: ready.cardId,
    acceptTerms: true,
    termsVersion: offer.data.termsVersion,
  });
  expect(joined.status, String(joined.message)).toBe(200);
}
