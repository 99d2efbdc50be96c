import { useMemo } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import type { ContentLang, ItemPicture } from '~/lib/admin/content/common';
import { newsApi, newsInputSchema, type AdminNews, type NewsInput, type NewsText } from '~/lib/admin/content/news';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { Field, fieldAria } from '../ui/Field';
import { inputClass, panelClass } from '../ui/styles';
import { instantOf, localDateTime, orNull } from './form';
import { contentPaths } from './paths';
import { LangFieldsets } from './LangFieldsets';
import { PictureField } from './PictureField';
import { EditorFoot, EditorHead, EditorPending } from './EditorParts';
import { useItemEditor } from './use-item-editor';
import { CheckboxField } from '../ui/SaveBar';

interface TextForm {
  title: string;
  excerpt: string;
  content: string;
  metaDescription: string;
}

interface NewsForm {
  texts: Record<ContentLang, TextForm>;
  publishedAt: string;
  isPublished: boolean;
  promoted: boolean;
  picture: ItemPicture | null;
}

const emptyText: TextForm = { title: '', excerpt: '', content: '', metaDescription: '' };
const textForm = (text: NewsText | null): TextForm =>
  text ? { title: text.title, excerpt: text.excerpt ?? '', content: text.content, metaDescription: text.metaDescription ?? '' } : emptyText;

function formOf(item: AdminNews | null): NewsForm {
  return {
    texts: { fr_FR: textForm(item?.texts.fr_FR ?? null), en_US: textForm(item?.texts.en_US ?? null) },
    publishedAt: localDateTime(item?.publishedAt ?? new Date().toISOString()),
    isPublished: item?.isPublished ?? true,
    promoted: item?.promoted ?? false,
    picture: item?.picture ?? null,
  };
}

const textInput = (text: TextForm) => ({ title: text.title, excerpt: orNull(text.excerpt), content: text.content, metaDescription: orNull(text.metaDescription) });
/** English left blank is no English text: the English site then shows the French one. */
const isBlank = (text: TextForm) => !text.title.trim() && !text.excerpt.trim() && !text.content.trim() && !text.metaDescription.trim();

function toInput(values: NewsForm): NewsInput {
  return {
    texts: { fr_FR: textInput(values.texts.fr_FR), en_US: isBlank(values.texts.en_US) ? null : textInput(values.texts.en_US) },
    publishedAt: instantOf(values.publishedAt),
    isPublished: values.isPublished,
    promoted: values.promoted,
    mediaId: values.picture?.id ?? null,
  };
}

const model = { formOf, toInput, schema: newsInputSchema };

/** A news item written in French and English, with its picture, its date and whether it shows. */
export default function NewsEditor({ lang, id }: { lang: Lang; id: number | null }) {
  const api = useMemo(() => newsApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const editor = useItemEditor({ lang, id, store: { get: api.get, create: api.create, update: api.update }, model, pathOf: paths.newsItem, messages: { created: 'admin-content:news.created', saved: 'admin-content:news.saved', editTitle: 'admin-content:news.editTitle' } });
  const { t, item, form, save, editorKey } = editor;
  const { register, control, watch, formState } = form;
  const errors = formState.errors as FieldErrors<NewsForm>;

  if (!editor.shown) return <EditorPending editor={editor} />;

  const field = (name: string) => `news-${name}`;
  const textFields = [
    { name: 'title', kind: 'line', label: t('admin-content:fields.title') },
    { name: 'excerpt', kind: 'lines', label: t('admin-content:fields.excerpt'), help: t('admin-content:fields.excerptHelp') },
    { name: 'content', kind: 'rich', label: t('admin-content:fields.content') },
    { name: 'metaDescription', kind: 'line', label: t('admin-content:fields.metaDescription'), help: t('admin-content:fields.metaDescriptionHelp') },
  ] as const;
  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <EditorHead lang={lang} editor={editor} back={{ href: paths.news, label: t('admin-content:news.backToList') }} paths={item?.paths} />
      <LangFieldsets lang={lang} idPrefix="news" fields={textFields} register={register} control={control} errors={errors} editorKey={editorKey} />
      <div className={panelClass}>
        <Controller
          control={control}
          name="picture"
          render={({ field: picture }) => <PictureField lang={lang} picture={picture.value} onChange={picture.onChange} alt={watch('texts.fr_FR.title')} />}
        />
        <Field id={field('publishedAt')} label={t('admin-content:news.publishedAt')} help={t('admin-content:news.publishedAtHelp')} error={errors.publishedAt?.message}>
          <input
            id={field('publishedAt')}
            type="datetime-local"
            {...register('publishedAt')}
            className={`${inputClass} max-w-64`}
            {...fieldAria(field('publishedAt'), t('admin-content:news.publishedAtHelp'), errors.publishedAt?.message)}
          />
        </Field>
        <div className="flex flex-col gap-3">
          <CheckboxField registered={register('isPublished')} label={t('admin-content:fields.isPublished')} />
          <CheckboxField registered={register('promoted')} label={t('admin-content:news.promoted')} />
        </div>
      </div>
      <EditorFoot lang={lang} editor={editor} saving={formState.isSubmitting} remove={item ? () => api.remove(item.id) : null} list={paths.news} />
    </form>
  );
}
