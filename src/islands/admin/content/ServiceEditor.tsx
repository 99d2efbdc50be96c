import { useCallback, useMemo } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import type { ContentLang, ItemPicture } from '~/lib/admin/content/common';
import { serviceInputSchema, tourismApi, type AdminService, type ServiceInput, type ServiceText } from '~/lib/admin/content/tourism';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { Field, fieldAria } from '../ui/Field';
import { inputClass, panelClass } from '../ui/styles';
import { Bookings } from './Bookings';
import { orNull } from './form';
import { LangFieldsets } from './LangFieldsets';
import { contentPaths } from './paths';
import { PictureField } from './PictureField';
import { EditorFoot, EditorHead, EditorPending, useChoices } from './EditorParts';
import { useItemEditor } from './use-item-editor';
import { CheckboxField } from '../ui/SaveBar';

interface TextForm {
  title: string;
  shortDescription: string;
  description: string;
  metaDescription: string;
}

interface ServiceForm {
  texts: Record<ContentLang, TextForm>;
  /** Themes separated by commas. */
  tags: string;
  membersOnly: boolean;
  price: string;
  durationMinutes: string;
  capacity: string;
  calendarId: string;
  position: string;
  isPublished: boolean;
  picture: ItemPicture | null;
}

const emptyText: TextForm = { title: '', shortDescription: '', description: '', metaDescription: '' };
const textForm = (text: ServiceText | null): TextForm =>
  text ? { title: text.title, shortDescription: text.shortDescription ?? '', description: text.description, metaDescription: text.metaDescription ?? '' } : emptyText;
const typed = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function formOf(service: AdminService | null): ServiceForm {
  return {
    texts: { fr_FR: textForm(service?.texts.fr_FR ?? null), en_US: textForm(service?.texts.en_US ?? null) },
    tags: (service?.tags ?? []).join(', '),
    membersOnly: service?.membersOnly ?? false,
    price: service?.price === null || service?.price === undefined ? '' : (service.price / 100).toFixed(2),
    durationMinutes: typed(service?.durationMinutes),
    capacity: typed(service?.capacity),
    calendarId: typed(service?.calendarId),
    position: String(service?.position ?? 0),
    isPublished: service?.isPublished ?? true,
    picture: service?.picture ?? null,
  };
}

const textInput = (text: TextForm) => ({ title: text.title, shortDescription: orNull(text.shortDescription), description: text.description, metaDescription: orNull(text.metaDescription) });
const isBlank = (text: TextForm) => Object.values(text).every((value) => !value.trim());
const wholeOf = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

function toInput(values: ServiceForm): ServiceInput {
  return {
    texts: { fr_FR: textInput(values.texts.fr_FR), en_US: isBlank(values.texts.en_US) ? null : textInput(values.texts.en_US) },
    tags: values.tags.split(',').map((tag) => tag.trim()).filter(Boolean),
    membersOnly: values.membersOnly,
    price: values.price.trim() === '' ? null : Math.round(Number(values.price.trim().replace(',', '.')) * 100),
    durationMinutes: wholeOf(values.durationMinutes),
    capacity: wholeOf(values.capacity),
    calendarId: wholeOf(values.calendarId),
    position: wholeOf(values.position) ?? 0,
    isPublished: values.isPublished,
    mediaId: values.picture?.id ?? null,
  };
}

const model = { formOf, toInput, schema: serviceInputSchema };

/** A wine tourism service in French and English, its price, duration, places and calendar, and its bookings. */
export default function ServiceEditor({ lang, id }: { lang: Lang; id: number | null }) {
  const api = useMemo(() => tourismApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const editor = useItemEditor({ lang, id, store: { get: api.get, create: api.create, update: api.update }, model, pathOf: paths.service, messages: { created: 'admin-content:tourism.saved', saved: 'admin-content:tourism.saved', editTitle: 'admin-content:tourism.editTitle' } });
  const { t, item: service, form, save, editorKey } = editor;
  const { register, control, watch, formState } = form;
  const errors = formState.errors as FieldErrors<ServiceForm>;
  const calendars = useChoices(useCallback(() => api.list().then((answer) => answer.calendars), [api]), editor);

  if (!editor.shown || calendars === null) return <EditorPending editor={editor} />;

  const textFields = [
    { name: 'title', kind: 'line', label: t('admin-content:fields.title') },
    { name: 'shortDescription', kind: 'lines', label: t('admin-content:tourism.shortDescription') },
    { name: 'description', kind: 'rich', label: t('admin-content:events.description') },
    { name: 'metaDescription', kind: 'line', label: t('admin-content:fields.metaDescription') },
  ] as const;
  const fieldId = (name: string) => `service-${name}`;
  const plain = (name: 'price' | 'durationMinutes' | 'capacity' | 'position' | 'tags', label: string, help?: string) => (
    <Field id={fieldId(name)} label={label} help={help} error={errors[name]?.message}>
      <input id={fieldId(name)} {...(name === 'tags' ? {} : { inputMode: 'decimal' as const })} {...register(name)} className={inputClass} {...fieldAria(fieldId(name), help, errors[name]?.message)} />
    </Field>
  );

  return (
    <div className="space-y-6">
      <form onSubmit={save} noValidate className="space-y-6">
        <EditorHead lang={lang} editor={editor} back={{ href: paths.services, label: t('admin-content:tourism.backToList') }} paths={service?.paths} />
        <LangFieldsets lang={lang} idPrefix="service" fields={textFields} register={register} control={control} errors={errors} editorKey={editorKey} />
        <div className={panelClass}>
          <div className="grid gap-x-6 sm:grid-cols-2">
            {plain('price', t('admin-content:tourism.pricePerPerson'), t('admin-content:tourism.priceHelp'))}
            {plain('durationMinutes', t('admin-content:tourism.duration'), t('admin-content:tourism.durationHelp'))}
            {plain('capacity', t('admin-content:tourism.capacity'), t('admin-content:tourism.capacityHelp'))}
            <Field id={fieldId('calendar')} label={t('admin-content:tourism.calendar')} error={errors.calendarId?.message}>
              <select id={fieldId('calendar')} {...register('calendarId')} className={inputClass} {...fieldAria(fieldId('calendar'), undefined, errors.calendarId?.message)}>
                <option value="">{t('admin-content:tourism.noCalendar')}</option>
                {calendars.map((calendar) => (
                  <option key={calendar.id} value={calendar.id}>
                    {calendar.name}
                  </option>
                ))}
              </select>
            </Field>
            {plain('tags', t('admin-content:tourism.tags'), t('admin-content:tourism.tagsHelp'))}
            {plain('position', t('admin-content:pages.position'), t('admin-content:pages.positionHelp'))}
          </div>
          <Controller control={control} name="picture" render={({ field }) => <PictureField lang={lang} picture={field.value} onChange={field.onChange} alt={watch('texts.fr_FR.title')} />} />
          <div className="flex flex-col gap-3">
            <CheckboxField registered={register('membersOnly')} label={t('admin-content:tourism.membersOnly')} />
            <CheckboxField registered={register('isPublished')} label={t('admin-content:fields.isPublished')} />
          </div>
        </div>
        <EditorFoot lang={lang} editor={editor} saving={formState.isSubmitting} remove={service ? () => api.remove(service.id) : null} list={paths.services} />
      </form>
      {service && <Bookings lang={lang} serviceId={service.id} />}
    </div>
  );
}
