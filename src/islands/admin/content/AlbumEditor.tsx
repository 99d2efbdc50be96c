import { useMemo } from 'react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { albumInputSchema, albumsApi, type AdminAlbum, type AlbumInput, type AlbumText } from '~/lib/admin/content/albums';
import type { ContentLang } from '~/lib/admin/content/common';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { Field, fieldAria } from '../ui/Field';
import { inputClass, panelClass } from '../ui/styles';
import { AlbumItems, type AlbumItemsForm } from './AlbumItems';
import { instantOf, localDateTime, orNull } from './form';
import { LangFieldsets } from './LangFieldsets';
import { contentPaths } from './paths';
import { EditorFoot, EditorHead, EditorPending } from './EditorParts';
import { useItemEditor } from './use-item-editor';
import { CheckboxField } from '../ui/SaveBar';

interface TextForm {
  title: string;
  description: string;
}

interface AlbumForm extends AlbumItemsForm {
  texts: Record<ContentLang, TextForm>;
  publishedAt: string;
  position: string;
  isPublished: boolean;
}

const textForm = (text: AlbumText | null): TextForm => ({ title: text?.title ?? '', description: text?.description ?? '' });

function formOf(album: AdminAlbum | null): AlbumForm {
  return {
    texts: { fr_FR: textForm(album?.texts.fr_FR ?? null), en_US: textForm(album?.texts.en_US ?? null) },
    publishedAt: localDateTime(album?.publishedAt ?? new Date().toISOString()),
    position: String(album?.position ?? 0),
    isPublished: album?.isPublished ?? true,
    coverId: album?.cover ? String(album.cover.id) : '',
    items: (album?.items ?? []).map((item) => ({ picture: item.picture, videoUrl: item.videoUrl ?? '', captionFr: item.captions.fr_FR ?? '', captionEn: item.captions.en_US ?? '' })),
  };
}

const textInput = (text: TextForm) => ({ title: text.title, description: orNull(text.description) });

function toInput(values: AlbumForm): AlbumInput {
  const english = values.texts.en_US;
  return {
    texts: { fr_FR: textInput(values.texts.fr_FR), en_US: english.title.trim() || english.description.trim() ? textInput(english) : null },
    publishedAt: instantOf(values.publishedAt),
    position: values.position.trim() === '' ? 0 : Number(values.position),
    isPublished: values.isPublished,
    coverMediaId: values.coverId ? Number(values.coverId) : null,
    items: values.items.map((item) => ({
      ...(item.picture ? { mediaId: item.picture.id } : { videoUrl: item.videoUrl }),
      captions: { fr_FR: orNull(item.captionFr), en_US: orNull(item.captionEn) },
    })),
  };
}

const model = { formOf, toInput, schema: albumInputSchema };

/** The first problem the API's schema found among the album's items, if any. */
function itemsProblem(errors: FieldErrors<AlbumForm>): string | undefined {
  const items = errors.items as unknown as Record<string, { message?: string } | Record<string, { message?: string }>> | undefined;
  if (!items) return undefined;
  for (const entry of Object.values(items)) {
    if (typeof entry?.message === 'string') return entry.message;
    for (const field of Object.values(entry ?? {})) if (typeof (field as { message?: string })?.message === 'string') return (field as { message: string }).message;
  }
  return undefined;
}

/** An album in French and English with its pictures and videos in order, and its cover. */
export default function AlbumEditor({ lang, id }: { lang: Lang; id: number | null }) {
  const api = useMemo(() => albumsApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const editor = useItemEditor({ lang, id, store: { get: api.get, create: api.create, update: api.update }, model, pathOf: paths.album, messages: { created: 'admin-content:albums.saved', saved: 'admin-content:albums.saved', editTitle: 'admin-content:albums.editTitle' } });
  const { t, item: album, form, save, editorKey } = editor;
  const { register, control, formState } = form;
  const errors = formState.errors as FieldErrors<AlbumForm>;

  if (!editor.shown) return <EditorPending editor={editor} />;

  const textFields = [
    { name: 'title', kind: 'line', label: t('admin-content:fields.title') },
    { name: 'description', kind: 'lines', label: t('admin-content:events.description') },
  ] as const;
  const fieldId = (name: string) => `album-${name}`;
  const problem = itemsProblem(errors);

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <EditorHead lang={lang} editor={editor} back={{ href: paths.albums, label: t('admin-content:albums.backToList') }} paths={album?.paths} />
      <LangFieldsets lang={lang} idPrefix="album" fields={textFields} register={register} control={control} errors={errors} editorKey={editorKey} />
      {/* The items' part of the form: AlbumItems knows only the fields it edits. */}
      <AlbumItems lang={lang} control={control as unknown as Control<AlbumItemsForm>} register={register as unknown as UseFormRegister<AlbumItemsForm>} />
      {problem && (
        <p className="text-sm font-medium text-red-700" role="alert">
          {problem}
        </p>
      )}
      <div className={panelClass}>
        <div className="grid gap-x-6 sm:grid-cols-2">
          <Field id={fieldId('publishedAt')} label={t('admin-content:news.publishedAt')} error={errors.publishedAt?.message}>
            <input id={fieldId('publishedAt')} type="datetime-local" {...register('publishedAt')} className={inputClass} {...fieldAria(fieldId('publishedAt'), undefined, errors.publishedAt?.message)} />
          </Field>
          <Field id={fieldId('position')} label={t('admin-content:pages.position')} help={t('admin-content:pages.positionHelp')} error={errors.position?.message}>
            <input id={fieldId('position')} inputMode="numeric" {...register('position')} className={inputClass} {...fieldAria(fieldId('position'), t('admin-content:pages.positionHelp'), errors.position?.message)} />
          </Field>
        </div>
        <CheckboxField registered={register('isPublished')} label={t('admin-content:fields.isPublished')} />
      </div>
      <EditorFoot lang={lang} editor={editor} saving={formState.isSubmitting} remove={album ? () => api.remove(album.id) : null} list={paths.albums} />
    </form>
  );
}
