import { useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '~/lib/api';
import { formatDate, parisDay } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { calendarsApi, closureInputSchema, slotInputSchema, type AdminCalendar, type ClosureInput, type SlotInput } from '~/lib/admin/calendars';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { ConfirmButton } from '../ui/ConfirmButton';
import { Field, fieldAria } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';

interface Props {
  lang: Lang;
  calendars: AdminCalendar[];
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/**
 * A react-hook-form resolver from the API's own zod schema, after turning the form's texts into
 * the API's values: the form refuses exactly what the server would.
 */
function resolverFor<Form extends FieldValues, Input>(schema: z.ZodType<Input>, toInput: (values: Form) => unknown): Resolver<Form> {
  return async (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'root')] ??= { type: 'validate', message: issue.message };
    return { values: {}, errors: errors as FieldErrors<Form> };
  };
}

interface SlotForm {
  weekday: string;
  startTime: string;
  endTime: string;
  capacity: string;
}
const slotOf = (form: SlotForm): SlotInput => ({
  weekday: Number(form.weekday),
  startTime: form.startTime,
  endTime: form.endTime,
  capacity: form.capacity.trim() === '' ? null : Number(form.capacity),
});

interface ClosureForm {
  startsOn: string;
  endsOn: string;
  reason: string;
}
const closureOf = (form: ClosureForm): ClosureInput => ({ startsOn: form.startsOn, endsOn: form.endsOn || form.startsOn, reason: form.reason.trim() || null });

/** Every calendar: its weekly slots and its closed days, each added or removed at once. */
export default function CalendarsAdmin({ lang, calendars: initial }: Props) {
  const t = adminT(lang);
  const [calendars, setCalendars] = useState(initial);
  const replace = (saved: AdminCalendar) => setCalendars((current) => current.map((item) => (item.id === saved.id ? saved : item)));
  return (
    <section aria-labelledby="calendars-title" className="mt-8">
      <h2 id="calendars-title" className="mb-2 text-xl font-semibold">{t('admin-calendars:title')}</h2>
      <p className="mb-4 max-w-3xl text-stone-700">{t('admin-calendars:intro')}</p>
      <div className="space-y-6">
        {calendars.map((calendar) => (
          <CalendarPanel key={calendar.id} lang={lang} calendar={calendar} onSaved={replace} />
        ))}
      </div>
    </section>
  );
}

function CalendarPanel({ lang, calendar, onSaved }: { lang: Lang; calendar: AdminCalendar; onSaved: (calendar: AdminCalendar) => void }) {
  const t = adminT(lang);
  const { notice, say } = useNotice();
  const api = calendarsApi(adminClient(lang));
  const name = calendar.usedBy ? t(`admin-calendars:usedBy.${calendar.usedBy.kind}`, { name: calendar.usedBy.name }) : calendar.name;
  const run = async (change: () => Promise<AdminCalendar>, done: string) => {
    try {
      onSaved(await change());
      say('ok', done);
      return true;
    } catch (failure) {
      say('error', failure instanceof ApiRequestError && failure.status !== null ? failure.message : t('admin:state.offline'));
      return false;
    }
  };
  const slotForm = useForm<SlotForm>({ defaultValues: { weekday: '1', startTime: '', endTime: '', capacity: '' }, resolver: resolverFor(slotInputSchema, slotOf) });
  const closureForm = useForm<ClosureForm>({ defaultValues: { startsOn: '', endsOn: '', reason: '' }, resolver: resolverFor(closureInputSchema, closureOf) });
  const slotError = (field: keyof SlotForm) => (slotForm.formState.errors[field]?.message ? t(slotForm.formState.errors[field]!.message!) : undefined);
  const closureError = (field: keyof ClosureForm) => (closureForm.formState.errors[field]?.message ? t(closureForm.formState.errors[field]!.message!) : undefined);
  const prefix = `calendar-${calendar.id}`;
  // Closures over are history: the owner plans what comes.
  const today = parisDay(new Date());
  const closures = calendar.closures.filter((closure) => closure.endsOn >= today);
  const cell = 'border-b border-stone-200 px-3 py-2';

  return (
    <article className={panelClass} aria-labelledby={`${prefix}-name`} data-testid={prefix}>
      <h3 id={`${prefix}-name`} className="mb-4 text-lg font-semibold">{name}</h3>
      <NoticeView notice={notice} />
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <h4 className="mb-2 font-semibold">{t('admin-calendars:slots.title')}</h4>
          {calendar.slots.length === 0 ? (
            <p className="mb-4 text-stone-600">{t('admin-calendars:slots.empty')}</p>
          ) : (
            <table className="mb-4 w-full border-collapse text-left text-sm">
              <caption className="sr-only">{t('admin-calendars:slots.caption', { name })}</caption>
              <thead><tr>
                <th scope="col" className={cell}>{t('admin-calendars:slots.weekday')}</th>
                <th scope="col" className={cell}>{t('admin-calendars:slots.from')}</th>
                <th scope="col" className={cell}>{t('admin-calendars:slots.to')}</th>
                <th scope="col" className={cell}>{t('admin-calendars:slots.capacity')}</th>
                <th scope="col" className={cell}><span className="sr-only">{t('admin:actions.actions')}</span></th>
              </tr></thead>
              <tbody>
                {calendar.slots.map((slot) => (
                  <tr key={slot.id}>
                    <td className={cell}>{t(`admin-calendars:weekdays.${slot.weekday}`)}</td>
                    <td className={`${cell} tabular-nums`}>{slot.startTime}</td>
                    <td className={`${cell} tabular-nums`}>{slot.endTime}</td>
                    <td className={`${cell} tabular-nums`}>{slot.capacity ?? t('admin-calendars:slots.unlimited')}</td>
                    <td className={`${cell} text-right`}>
                      <ConfirmButton quiet lang={lang} label={t('admin-calendars:slots.remove')} question={t('admin:actions.reallyDelete')} onConfirm={async () => void (await run(() => api.removeSlot(calendar.id, slot.id), t('admin:state.deleted')))} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <form
            noValidate
            className="grid grid-cols-2 gap-x-3 sm:grid-cols-4"
            onSubmit={slotForm.handleSubmit(async (values) => {
              if (await run(() => api.addSlot(calendar.id, slotOf(values)), t('admin:state.saved'))) slotForm.reset();
            })}
          >
            <Field id={`${prefix}-weekday`} label={t('admin-calendars:slots.weekday')} error={slotError('weekday')}>
              <select id={`${prefix}-weekday`} className={inputClass} {...fieldAria(`${prefix}-weekday`, undefined, slotError('weekday'))} {...slotForm.register('weekday')}>
                {WEEKDAYS.map((day) => <option key={day} value={day}>{t(`admin-calendars:weekdays.${day}`)}</option>)}
              </select>
            </Field>
            <Field id={`${prefix}-start`} label={t('admin-calendars:slots.from')} error={slotError('startTime')}>
              <input id={`${prefix}-start`} type="time" className={inputClass} {...fieldAria(`${prefix}-start`, undefined, slotError('startTime'))} {...slotForm.register('startTime')} />
            </Field>
            <Field id={`${prefix}-end`} label={t('admin-calendars:slots.to')} error={slotError('endTime')}>
              <input id={`${prefix}-end`} type="time" className={inputClass} {...fieldAria(`${prefix}-end`, undefined, slotError('endTime'))} {...slotForm.register('endTime')} />
            </Field>
            <Field id={`${prefix}-capacity`} label={t('admin-calendars:slots.capacity')} help={t('admin-calendars:slots.capacityHelp')} error={slotError('capacity')}>
              <input id={`${prefix}-capacity`} inputMode="numeric" className={inputClass} {...fieldAria(`${prefix}-capacity`, t('admin-calendars:slots.capacityHelp'), slotError('capacity'))} {...slotForm.register('capacity')} />
            </Field>
            <div className="col-span-2 sm:col-span-4">
              <button type="submit" className={buttonClass.secondary} disabled={slotForm.formState.isSubmitting}>{t('admin-calendars:slots.add')}</button>
            </div>
          </form>
        </div>
        <div>
          <h4 className="mb-2 font-semibold">{t('admin-calendars:closures.title')}</h4>
          {closures.length === 0 ? (
            <p className="mb-4 text-stone-600">{t('admin-calendars:closures.empty')}</p>
          ) : (
            <ul className="mb-4 divide-y divide-stone-200" aria-label={t('admin-calendars:closures.caption', { name })}>
              {closures.map((closure) => (
                <li key={closure.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    {closure.startsOn === closure.endsOn
                      ? t('admin-calendars:closures.day', { date: formatDate(closure.startsOn) })
                      : t('admin-calendars:closures.period', { from: formatDate(closure.startsOn), to: formatDate(closure.endsOn) })}
                    {closure.reason && <span className="text-stone-600"> · {closure.reason}</span>}
                  </span>
                  <ConfirmButton quiet lang={lang} label={t('admin-calendars:closures.remove')} question={t('admin:actions.confirm')} onConfirm={async () => void (await run(() => api.removeClosure(calendar.id, closure.id), t('admin:state.deleted')))} />
                </li>
              ))}
            </ul>
          )}
          <form
            noValidate
            className="grid grid-cols-2 gap-x-3"
            onSubmit={closureForm.handleSubmit(async (values) => {
              if (await run(() => api.addClosure(calendar.id, closureOf(values)), t('admin:state.saved'))) closureForm.reset();
            })}
          >
            <Field id={`${prefix}-starts`} label={t('admin-calendars:closures.from')} error={closureError('startsOn')}>
              <input id={`${prefix}-starts`} type="date" className={inputClass} {...fieldAria(`${prefix}-starts`, undefined, closureError('startsOn'))} {...closureForm.register('startsOn')} />
            </Field>
            <Field id={`${prefix}-ends`} label={t('admin-calendars:closures.to')} error={closureError('endsOn')}>
              <input id={`${prefix}-ends`} type="date" className={inputClass} {...fieldAria(`${prefix}-ends`, undefined, closureError('endsOn'))} {...closureForm.register('endsOn')} />
            </Field>
            <div className="col-span-2">
              <Field id={`${prefix}-reason`} label={t('admin-calendars:closures.reason')} error={closureError('reason')}>
                <input id={`${prefix}-reason`} className={inputClass} maxLength={200} {...fieldAria(`${prefix}-reason`, undefined, closureError('reason'))} {...closureForm.register('reason')} />
              </Field>
            </div>
            <div className="col-span-2">
              <button type="submit" className={buttonClass.secondary} disabled={closureForm.formState.isSubmitting}>{t('admin-calendars:closures.add')}</button>
            </div>
          </form>
        </div>
      </div>
    </article>
  );
}
