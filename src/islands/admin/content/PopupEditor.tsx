import { useMemo } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import type { ContentLang, ItemPicture } from '~/lib/admin/content/common';
import { popupInputSchema, popupsApi, type AdminPopup, type PopupInput, type PopupText } from '~/lib/admin/content/popups';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { Field, fieldAria } from '../ui/Field';
import { inputClass, panelClass } from '../ui/styles';
import { instantOf, localDateTime, orNull } from './form';
import { LangFieldsets } from './LangFieldsets';
import { contentPaths } from './paths';
import { PictureField } from './PictureField';
import { EditorFoot, EditorHead, EditorPending } from './EditorParts';
import { useItemEditor } from './use-item-editor';
import { CheckboxField } from '../ui/SaveBar';

interface TextForm {
  title: string;
  content: string;
  buttonLabel: string;
  buttonLink: string;
}

interface PopupForm {
  texts: Record<ContentLang, TextForm>;
  isPublished: boolean;
  showOnEveryReload: boolean;
  delaySeconds: string;
  startsAt: string;
  endsAt: string;
  position: string;
  picture: ItemPicture | null;
}

const emptyText: TextForm = { title: '', content: '', buttonLabel: '', buttonLink: '' };
const textForm = (text: PopupText | null): TextForm => (text ? { title: text.title, content: text.content, buttonLabel: text.buttonLabel ?? '', buttonLink: text.buttonLink ?? '' } : emptyText);

function formOf(popup: AdminPopup | null): PopupForm {
  return {
    texts: { fr_FR: textForm(popup?.texts.fr_FR ?? null), en_US: textForm(popup?.texts.en_US ?? null) },
    isPublished: popup?.isPublished ?? true,
    showOnEveryReload: popup?.showOnEveryReload ?? false,
    delaySeconds: String(popup?.delaySeconds ?? 3),
    startsAt: localDateTime(popup?.startsAt),
    endsAt: localDateTime(popup?.endsAt),
    position: String(popup?.position ?? 0),
    picture: popup?.picture ?? null,
  };
}

const textInput = (text: TextForm) => ({ title: text.title, content: text.content, buttonLabel: orNull(text.buttonLabel), buttonLink: orNull(text.buttonLink) });
const isBlank = (text: TextForm) => Object.values(text).every((value) => !value.trim());
const wholeOf = (typed: string) => (typed.trim() === '' ? 0 : Number(typed.trim()));

function toInput(values: PopupForm): PopupInput {
  return {
    texts: { fr_FR: textInput(values.texts.fr_FR), en_US: isBlank(values.texts.en_US) ? null : textInput(values.texts.en_US) },
    isPublished: values.isPublished,
    showOnEveryReload: values.showOnEveryReload,
    delaySeconds: wholeOf(values.delaySeconds),
    startsAt: values.startsAt ? instantOf(values.startsAt) : null,
    endsAt: values.endsAt ? instantOf(values.endsAt) : null,
    position: wholeOf(values.position),
    mediaId: values.picture?.id ?? null,
  };
}

const model = { formOf, toInput, schema: popupInputSchema };

/** A popup in French and English: what it says, its button, its picture and when it shows. */
export default function PopupEditor({ lang, id }: { lang: Lang; id: number | null }) {
  const api = useMemo(() => popupsApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const editor = useItemEditor({ lang, id, store: { get: api.get, create: api.create, update: api.update }, model, pathOf: paths.popup, messages: { created: 'admin-content:popups.saved', saved: 'admin-content:popups.saved', editTitle: 'admin-content:popups.editTitle' } });
  const { t, item: popup, form, save, editorKey } = editor;
  const { register, control, watch, formState } = form;
  const errors = formState.errors as FieldErrors<PopupForm>;

  if (!editor.shown) return <EditorPending editor={editor} />;

  const textFields = [
    { name: 'title', kind: 'line', label: t('admin-content:fields.title') },
    { name: 'content', kind: 'rich', label: t('admin-content:fields.content') },
    { name: 'buttonLabel', kind: 'line', label: t('admin-content:popups.buttonLabel'), help: t('admin-content:popups.buttonLabelHelp') },
    { name: 'buttonLink', kind: 'line', label: t('admin-content:popups.buttonLink'), help: t('admin-content:popups.buttonLinkHelp') },
  ] as const;
  const fieldId = (name: string) => `popup-${name}`;
  const plain = (name: 'startsAt' | 'endsAt' | 'delaySeconds' | 'position', label: string, type: string, help?: string) => (
    <Field id={fieldId(name)} label={label} help={help} error={errors[name]?.message}>
      <input id={fieldId(name)} type={type} {...(type === 'text' ? { inputMode: 'numeric' as const } : {})} {...register(name)} className={inputClass} {...fieldAria(fieldId(name), help, errors[name]?.message)} />
    </Field>
  );

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <EditorHead lang={lang} editor={editor} back={{ href: paths.popups, label: t('admin-content:popups.backToList') }} />
      <LangFieldsets lang={lang} idPrefix="popup" fields={textFields} register={register} control={control} errors={errors} editorKey={editorKey} />
      <div className={panelClass}>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {plain('startsAt', t('admin-content:popups.startsAt'), 'datetime-local', t('admin-content:popups.startsAtHelp'))}
          {plain('endsAt', t('admin-content:popups.endsAt'), 'datetime-local', t('admin-content:popups.endsAtHelp'))}
          {plain('delaySeconds', t('admin-content:popups.delay'), 'text', t('admin-content:popups.delayHelp'))}
          {plain('position', t('admin-content:pages.position'), 'text', t('admin-content:pages.positionHelp'))}
        </div>
        <Controller control={control} name="picture" render={({ field }) => <PictureField lang={lang} picture={field.value} onChange={field.onChange} alt={watch('texts.fr_FR.title')} />} />
        <div className="flex flex-col gap-3">
          <CheckboxField registered={register('showOnEveryReload')} label={t('admin-content:popups.showOnEveryReload')} />
          <CheckboxField registered={register('isPublished')} label={t('admin-content:fields.isPublished')} />
        </div>
      </div>
      <EditorFoot lang={lang} editor={editor} saving={formState.isSubmitting} remove={popup ? () => api.remove(popup.id) : null} list={paths.popups} />
    </form>
  );
}
