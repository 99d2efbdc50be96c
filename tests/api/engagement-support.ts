import { eq } from 'drizzle-orm';
import { user } from '~/server/db/schema';
import { sessionCookie, type TestShop } from './harness';

// What the engagement API tests share: a signed-in customer or admin, and the next day a
// calendar slot runs on.

/** Registers, confirms and signs in a customer (or an admin); returns the session cookie. */
export async function signIn(shop: TestShop, email: string, role: 'CUSTOMER' | 'ADMIN' = 'CUSTOMER'): Promise<string> {
  const password = 'vendanges2026';
  await shop.post('/register', { email, password, firstname: 'Camille', lastname: 'Moreau', acceptTerms: true });
  const mail = (await shop.outbox()).filter((m) => m.to === email).at(-1);
  const token = mail?.text.match(/confirm=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no activation link sent to ${email}`);
  const confirmed = await shop.post('/register/confirm', { token });
  if (role !== 'CUSTOMER') await shop.db.update(user).set({ role }).where(eq(user.email, email));
  return sessionCookie(confirmed.headers);
}

export interface ServiceSummary {
  id: number;
  title: string;
  calendarId: number;
  membersOnly: boolean;
  capacity: number | null;
  price: number | null;
}

export async function serviceTitled(shop: TestShop, title: string): Promise<ServiceSummary> {
  const { json } = await shop.get('/service?page=1&nbItem=100');
  const found = (json.data.services as ServiceSummary[]).find((s) => s.title === title);
  if (!found) throw new Error(`no service named ${title}`);
  return found;
}

export interface Slot {
  slotId: number;
  startTime: string;
  endTime: string;
  capacity: number | null;
  placesLeft: number | null;
}

/** The first allowed date of a service from next month on, with its slots. */
export async function nextAllowedDate(shop: TestShop, service: ServiceSummary, monthsAhead = 1): Promise<{ date: string; slots: Slot[] }> {
  const month = new Date(Date.UTC(shop.clock.now.getUTCFullYear(), shop.clock.now.getUTCMonth() + monthsAhead, 1));
  const { json } = await shop.get(`/calendar/${service.calendarId}/date/allowed/${month.getUTCMonth() + 1}/${month.getUTCFullYear()}?service=${service.id}`);
  const first = json.data.dates[0];
  if (!first) throw new Error(`no allowed date for ${service.title}`);
  return first;
}
