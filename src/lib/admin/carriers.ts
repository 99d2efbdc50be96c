import { z } from 'zod';
import { CARRIER_DELIVERY_TYPES, CARRIER_NETWORKS } from '../order';
import type { ApiClient } from '../api';

// The estate's carrier services in the back office: how each delivers (home or relay point), the
// company behind it (whose relay network a relay service searches), its name in both languages,
// its fees by bottle count and the amount from which it is free. Money in cents.

export const SHIPPING_ZONES = ['FRANCE_METROPOLITAN', 'FRANCE_OVERSEAS', 'EUROPEAN_UNION', 'WORLD'] as const;

const cents = (key: string) => z.number({ error: key }).int({ error: key }).min(0, { error: key }).max(10_000_000, { error: key });
const name = z.string({ error: 'admin-carriers:errors.name' }).trim().min(1, { error: 'admin-carriers:errors.name' }).max(100, { error: 'admin-carriers:errors.name' });

export const carrierRateSchema = z
  .strictObject({
    minBottles: z.number({ error: 'admin-carriers:errors.bottles' }).int({ error: 'admin-carriers:errors.bottles' }).min(0, { error: 'admin-carriers:errors.bottles' }).max(100_000, { error: 'admin-carriers:errors.bottles' }),
    maxBottles: z.number({ error: 'admin-carriers:errors.bottles' }).int({ error: 'admin-carriers:errors.bottles' }).min(0, { error: 'admin-carriers:errors.bottles' }).max(100_000, { error: 'admin-carriers:errors.bottles' }).nullable().describe('null: no upper bound'),
    price: cents('admin-carriers:errors.price'),
  })
  .refine((rate) => rate.maxBottles === null || rate.minBottles <= rate.maxBottles, { error: 'admin-carriers:errors.band', path: ['maxBottles'] });

export const carrierInputSchema = z
  .strictObject({
    name,
    nameEn: z.string({ error: 'admin-carriers:errors.name' }).trim().max(100, { error: 'admin-carriers:errors.name' }).nullable().transform((value) => value || null).describe('null: the French name'),
    serviceCode: z.string({ error: 'admin-carriers:errors.serviceCode' }).trim().regex(/^[A-Z0-9_]{2,64}$/, { error: 'admin-carriers:errors.serviceCode' }).meta({ example: 'COLISSIMO_RELAIS' }),
    deliveryType: z.enum(CARRIER_DELIVERY_TYPES, { error: 'admin-carriers:errors.deliveryType' }).describe('DELIVERY: at home; PICKUP: to a relay point of its network'),
    network: z.enum(CARRIER_NETWORKS, { error: 'admin-carriers:errors.network' }).describe('The company behind the service; DEMO: the built-in demo network'),
    zone: z.enum(SHIPPING_ZONES, { error: 'admin-carriers:errors.zone' }),
    price: cents('admin-carriers:errors.price').describe('Cents, when no band matches the bottle count'),
    freeAbove: cents('admin-carriers:errors.price').nullable().describe('Products total (cents) from which it is free; null: never'),
    isActive: z.boolean({ error: 'admin-carriers:errors.isActive' }),
    rates: z.array(carrierRateSchema).max(50, { error: 'admin-carriers:errors.rates' }),
  })
  .refine((input) => input.rates.every((rate, i) => i === 0 || (input.rates[i - 1].maxBottles !== null && rate.minBottles > input.rates[i - 1].maxBottles!)), {
    error: 'admin-carriers:errors.overlap',
    path: ['rates'],
  })
  .meta({ id: 'AdminCarrierInput' });
export type CarrierInput = z.input<typeof carrierInputSchema>;

export const carrierOrderSchema = z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(200) }).meta({ id: 'AdminCarrierOrder' });

export const adminCarrierSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    nameEn: z.string().nullable(),
    serviceCode: z.string(),
    deliveryType: z.enum(CARRIER_DELIVERY_TYPES),
    network: z.enum(CARRIER_NETWORKS),
    /** Whether the company's account is set on the server: without it a relay service answers from the demo network. */
    networkConnected: z.boolean(),
    zone: z.enum(SHIPPING_ZONES),
    price: z.number(),
    freeAbove: z.number().nullable(),
    isActive: z.boolean(),
    position: z.number(),
    rates: z.array(z.object({ minBottles: z.number(), maxBottles: z.number().nullable(), price: z.number() })),
  })
  .meta({ id: 'AdminCarrier' });
export type AdminCarrier = z.infer<typeof adminCarrierSchema>;

export const carriersApi = (api: ApiClient) => ({
  list: () => api.get<AdminCarrier[]>('/admin/carrier'),
  create: (input: CarrierInput) => api.post<AdminCarrier[]>('/admin/carrier', input),
  update: (id: number, input: CarrierInput) => api.put<AdminCarrier[]>(`/admin/carrier/${id}`, input),
  reorder: (ids: number[]) => api.put<AdminCarrier[]>('/admin/carrier-order', { ids }),
});
