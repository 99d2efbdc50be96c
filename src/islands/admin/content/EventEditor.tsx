import { useMemo } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import type { ContentLang, ItemPicture } from '~/lib/admin/content/common';
import { eventInputSchema, eventsApi, type AdminEvent, type EventInput, type EventText } from '~/lib/admin/content/events';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { Field, fieldAria } from '../ui/Field';
import { inputClass, panelClass } from '../ui/styles';
import { instantOf, localDateTime, orNull } from './form';
import { LangFieldsets } from './LangFieldsets';
import { contentPaths } from './paths';
import { PictureField } from './PictureField';
import { Registrations } from './Registrations';
import { EditorFoot, EditorHead, EditorPending } from './EditorParts';
import { useItemEditor } from './use-item-editor';
import { CheckboxField } from '../ui/SaveBar';

interface TextForm {
  title: string;
  subtitle: string;
  description: string;
}

interface EventForm {
  texts: Record<ContentLang, TextForm>;
  startsAt: string;
  endsAt: string;
  location: string;
  /** Euros as typed ('25' or '12,50'); empty: free. */
  price: string;
  /** Empty: no limit. */
  capacity: string;
  isPublished: boolean;
  picture: ItemPicture | null;
}

const emptyText: TextForm = { title: '', subtitle: '', description: '' };
const textForm = (text: EventText | null): TextForm => (text ? { title: text.title, subtitle: text.subtitle ?? '', description: text.description } : emptyText);
const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

function formOf(event: AdminEvent | null): EventForm {
  return {
    texts: { fr_FR: textForm(event?.texts.fr_FR ?? null), en_US: textForm(event?.texts.en_US ?? null) },
    startsAt: localDateTime(event?.startsAt),
    endsAt: localDateTime(event?.endsAt),
    location: event?.location ?? '',
    price: euros(event?.price ?? null),
    capacity: event?.capacity === null || event?.capacity === undefined ? '' : String(event.capacity),
    isPublished: event?.isPublished ?? true,
    picture: event?.picture ?? null,
  };
}

/** Euros typed with a comma or a point, as cents; what is no amount stays NaN for the schema to refuse. */
const centsOf = (typed: string) => (typed.trim() === '' ? null : Math.round(Number(typed.trim().replace(',', '.')) * 100));
const wholeOf = (typed: string) => (typed.trim() === '' ? null : Number(typed.trim()));
const textInput = (text: TextForm) => ({ title: text.title, subtitle: orNull(text.subtitle), description: text.description });
const isBlank = (text: TextForm) => !text.title.trim() && !text.subtitle.trim() && !text.description.trim();

function toInput(values: EventForm): EventInput {
  return {
    texts: { fr_FR: textInput(values.texts.fr_FR), en_US: isBlank(values.texts.en_US) ? null : textInput(values.texts.en_US) },
    startsAt: instantOf(values.startsAt),
    endsAt: instantOf(values.endsAt),
    location: orNull(values.location),
    price: centsOf(values.price),
    capacity: wholeOf(values.capacity),
    isPublished: values.isPublished,
    mediaId: values.picture?.id ?? null,
  };
}

const model = { formOf, toInput, schema: eventInputSchema };

/** An event in French and English, when and where, its price and places, and who registered. */
export default function EventEditor({ lang, id }: { lang: Lang; id: number | null }) {
  const api = useMemo(() => eventsApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const editor = useItemEditor({ lang, id, store: { get: api.get, create: api.create, update: api.update }, model, pathOf: paths.event, messages: { created: 'admin-content:events.created', saved: 'admin-content:events.saved', editTitle: 'admin-content:events.editTitle' } });
  const { t, item: event, form, save, editorKey } = editor;
  const { register, control, watch, formState } = form;
  const errors = formState.errors as FieldErrors<EventForm>;

  if (!editor.shown) return <EditorPending editor={editor} />;

  const fieldId = (name: string) => `event-${name}`;
  const textFields = [
    { name: 'title', kind: 'line', label: t('admin-content:fields.title') },
    { name: 'subtitle', kind: 'line', label: t('admin-content:events.subtitle') },
    { name: 'description', kind: 'rich', label: t('admin-content:events.description') },
  ] as const;
  const plain = (name: 'startsAt' | 'endsAt' | 'location' | 'price' | 'capacity', label: string, type: string, help?: string, extra: Record<string, string> = {}) => (
    <Field id={fieldId(name)} label={label} help={help} error={errors[name]?.message}>
      <input id={fieldId(name)} type={type} {...extra} {...register(name)} className={inputClass} {...fieldAria(fieldId(name), help, errors[name]?.message)} />
    </Field>
  );

  return (
    <div className="space-y-6">
      <form onSubmit={save} noValidate className="space-y-6">
        <EditorHead lang={lang} editor={editor} back={{ href: paths.events, label: t('admin-content:events.backToList') }} paths={event?.paths} />
        <LangFieldsets lang={lang} idPrefix="event" fields={textFields} register={register} control={control} errors={errors} editorKey={editorKey} />
        <div className={panelClass}>
          <div className="grid gap-x-6 sm:grid-cols-2">
            {plain('startsAt', t('admin-content:events.startsAt'), 'datetime-local')}
            {plain('endsAt', t('admin-content:events.endsAt'), 'datetime-local')}
            {plain('location', t('admin-content:events.location'), 'text')}
            {plain('price', t('admin-content:events.price'), 'text', t('admin-content:events.priceHelp'), { inputMode: 'decimal' })}
            {plain('capacity', t('admin-content:events.capacity'), 'text', t('admin-content:events.capacityHelp'), { inputMode: 'numeric' })}
          </div>
          <Controller
            control={control}
            name="picture"
            render={({ field }) => <PictureField lang={lang} picture={field.value} onChange={field.onChange} alt={watch('texts.fr_FR.title')} />}
          />
          <CheckboxField registered={register('isPublished')} label={t('admin-content:fields.isPublished')} />
        </div>
        <EditorFoot lang={lang} editor={editor} saving={formState.isSubmitting} remove={event ? () => api.remove(event.id) : null} list={paths.events} question={t('admin-content:events.reallyDelete')} />
      </form>
      {event && <Registrations key={event.updatedAt} lang={lang} eventId={event.id} registeredSeats={event.registeredSeats} capacity={event.capacity} />}
    </div>
  );
}
