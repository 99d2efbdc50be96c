import { z } from 'zod';
import type { ApiClient } from '../api';

// The calendars of the click-and-collect addresses (and of the wine tourism services) in the back
// office: their weekly slots and the days they are closed. Times are wall-clock 'HH:MM' in Paris;
// days 'yyyy-mm-dd', both ends included.

const time = z.string({ error: 'admin-calendars:errors.time' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'admin-calendars:errors.time' });
const day = z.iso.date({ error: 'admin-calendars:errors.date' });

export const slotInputSchema = z
  .strictObject({
    weekday: z.number({ error: 'admin-calendars:errors.weekday' }).int({ error: 'admin-calendars:errors.weekday' }).min(1, { error: 'admin-calendars:errors.weekday' }).max(7, { error: 'admin-calendars:errors.weekday' }).describe('1 Monday … 7 Sunday'),
    startTime: time,
    endTime: time,
    capacity: z.number({ error: 'admin-calendars:errors.capacity' }).int({ error: 'admin-calendars:errors.capacity' }).min(1, { error: 'admin-calendars:errors.capacity' }).max(100_000, { error: 'admin-calendars:errors.capacity' }).nullable().describe('Orders or seats per day; null: no limit'),
  })
  .refine((slot) => slot.startTime < slot.endTime, { error: 'admin-calendars:errors.order', path: ['endTime'] })
  .meta({ id: 'AdminCalendarSlotInput' });
export type SlotInput = z.infer<typeof slotInputSchema>;

export const closureInputSchema = z
  .strictObject({
    startsOn: day,
    endsOn: day,
    reason: z.string({ error: 'admin-calendars:errors.reason' }).trim().max(200, { error: 'admin-calendars:errors.reason' }).nullable(),
  })
  .refine((closure) => closure.startsOn <= closure.endsOn, { error: 'admin-calendars:errors.period', path: ['endsOn'] })
  .meta({ id: 'AdminCalendarClosureInput' });
export type ClosureInput = z.infer<typeof closureInputSchema>;

export const adminCalendarSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    /** What the calendar is for: a click-and-collect address or a wine tourism service. */
    usedBy: z.object({ kind: z.enum(['CLICK_AND_COLLECT', 'SERVICE']), name: z.string() }).nullable(),
    slots: z.array(z.object({ id: z.number(), weekday: z.number(), startTime: z.string(), endTime: z.string(), capacity: z.number().nullable() })),
    closures: z.array(z.object({ id: z.number(), startsOn: z.string(), endsOn: z.string(), reason: z.string().nullable() })),
  })
  .meta({ id: 'AdminCalendar' });
export type AdminCalendar = z.infer<typeof adminCalendarSchema>;

export const calendarsApi = (api: ApiClient) => ({
  list: () => api.get<AdminCalendar[]>('/admin/calendar'),
  addSlot: (calendarId: number, slot: SlotInput) => api.post<AdminCalendar>(`/admin/calendar/${calendarId}/slot`, slot),
  removeSlot: (calendarId: number, slotId: number) => api.delete<AdminCalendar>(`/admin/calendar/${calendarId}/slot/${slotId}`),
  addClosure: (calendarId: number, closure: ClosureInput) => api.post<AdminCalendar>(`/admin/calendar/${calendarId}/closure`, closure),
  removeClosure: (calendarId: number, closureId: number) => api.delete<AdminCalendar>(`/admin/calendar/${calendarId}/closure/${closureId}`),
});
