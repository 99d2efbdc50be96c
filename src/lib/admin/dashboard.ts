import { z } from 'zod';
import type { ApiClient } from '../api';

const sales = z.object({ orders: z.number(), revenue: z.number().describe('Cents') });

/** What GET /admin/dashboard answers: the day's and month's sales and what waits for the owner. */
export const dashboardSchema = z.object({
  today: sales,
  month: sales,
  waiting: z.object({ toShip: z.number(), toPrepare: z.number(), readyForPickup: z.number(), returnsAsked: z.number() }),
  lowStockLimit: z.number().describe('A tracked stock at or under this is low'),
  lowStock: z.array(z.object({ declinationId: z.number(), productId: z.number(), name: z.string(), year: z.number().nullable(), quantity: z.number() })),
  bookings: z.array(z.object({ id: z.number(), date: z.string(), startTime: z.string(), seats: z.number(), name: z.string(), service: z.string() })),
  events: z.array(z.object({ id: z.number(), startsAt: z.string(), title: z.string(), registeredSeats: z.number(), capacity: z.number().nullable() })),
}).meta({ id: 'AdminDashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardApi = (api: ApiClient) => ({
  read: () => api.get<Dashboard>('/admin/dashboard'),
});
