import { useCallback, useMemo } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { blogApi, blogPostInputSchema, type AdminBlogPost, type BlogPostInput } from '~/lib/admin/content/blog';
import type { ArticleText, ContentLang, ItemPicture } from '~/lib/admin/content/common';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { Field, fieldAria } from '../ui/Field';
import { inputClass, panelClass } from '../ui/styles';
import { instantOf, localDateTime, orNull } from './form';
import { LangFieldsets } from './LangFieldsets';
import { contentPaths } from './paths';
import { PictureField } from './PictureField';
import { EditorFoot, EditorHead, EditorPending, useChoices } from './EditorParts';
import { useItemEditor } from './use-item-editor';
import { CheckboxField } from '../ui/SaveBar';

interface TextForm {
  title: string;
  excerpt: string;
  content: string;
  metaDescription: string;
}

interface PostForm {
  texts: Record<ContentLang, TextForm>;
  /** '' for no folder. */
  folderId: string;
  authorName: string;
  publishedAt: string;
  isPublished: boolean;
  picture: ItemPicture | null;
}

const emptyText: TextForm = { title: '', excerpt: '', content: '', metaDescription: '' };
const textForm = (text: ArticleText | null): TextForm => (text ? { title: text.title, excerpt: text.excerpt ?? '', content: text.content, metaDescription: text.metaDescription ?? '' } : emptyText);

function formOf(post: AdminBlogPost | null): PostForm {
  return {
    texts: { fr_FR: textForm(post?.texts.fr_FR ?? null), en_US: textForm(post?.texts.en_US ?? null) },
    folderId: post?.folderId ? String(post.folderId) : '',
    authorName: post?.authorName ?? '',
    publishedAt: localDateTime(post?.publishedAt ?? new Date().toISOString()),
    isPublished: post?.isPublished ?? true,
    picture: post?.picture ?? null,
  };
}

const textInput = (text: TextForm) => ({ title: text.title, excerpt: orNull(text.excerpt), content: text.content, metaDescription: orNull(text.metaDescription) });
const isBlank = (text: TextForm) => Object.values(text).every((value) => !value.trim());

function toInput(values: PostForm): BlogPostInput {
  return {
    texts: { fr_FR: textInput(values.texts.fr_FR), en_US: isBlank(values.texts.en_US) ? null : textInput(values.texts.en_US) },
    folderId: values.folderId ? Number(values.folderId) : null,
    authorName: orNull(values.authorName),
    publishedAt: instantOf(values.publishedAt),
    isPublished: values.isPublished,
    mediaId: values.picture?.id ?? null,
  };
}

const model = { formOf, toInput, schema: blogPostInputSchema };

/** A blog post in French and English, its folder, its author, its picture and its date. */
export default function BlogPostEditor({ lang, id }: { lang: Lang; id: number | null }) {
  const api = useMemo(() => blogApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const editor = useItemEditor({ lang, id, store: { get: api.post, create: api.createPost, update: api.updatePost }, model, pathOf: paths.blogPost, messages: { created: 'admin-content:blog.postSaved', saved: 'admin-content:blog.postSaved', editTitle: 'admin-content:blog.editPost' } });
  const { t, item: post, form, save, editorKey } = editor;
  const { register, control, watch, formState } = form;
  const errors = formState.errors as FieldErrors<PostForm>;
  const folders = useChoices(useCallback(() => api.folders().then((answer) => answer.folders), [api]), editor);

  if (!editor.shown || folders === null) return <EditorPending editor={editor} />;

  const textFields = [
    { name: 'title', kind: 'line', label: t('admin-content:fields.title') },
    { name: 'excerpt', kind: 'lines', label: t('admin-content:fields.excerpt') },
    { name: 'content', kind: 'rich', label: t('admin-content:fields.content') },
    { name: 'metaDescription', kind: 'line', label: t('admin-content:fields.metaDescription'), help: t('admin-content:fields.metaDescriptionHelp') },
  ] as const;
  const fieldId = (name: string) => `post-${name}`;

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <EditorHead lang={lang} editor={editor} back={{ href: paths.blog, label: t('admin-content:blog.backToList') }} paths={post?.paths} />
      <LangFieldsets lang={lang} idPrefix="post" fields={textFields} register={register} control={control} errors={errors} editorKey={editorKey} />
      <div className={panelClass}>
        <div className="grid gap-x-6 sm:grid-cols-2">
          <Field id={fieldId('folder')} label={t('admin-content:blog.columns.folder')} error={errors.folderId?.message}>
            <select id={fieldId('folder')} {...register('folderId')} className={inputClass} {...fieldAria(fieldId('folder'), undefined, errors.folderId?.message)}>
              <option value="">{t('admin-content:blog.unfiled')}</option>
              {folders.map((folder) => (
                <option key={folder.id} value={folder.id}>
                  {`${'— '.repeat(folder.depth)}${folder.name}`}
                </option>
              ))}
            </select>
          </Field>
          <Field id={fieldId('author')} label={t('admin-content:blog.author')} error={errors.authorName?.message}>
            <input id={fieldId('author')} {...register('authorName')} className={inputClass} {...fieldAria(fieldId('author'), undefined, errors.authorName?.message)} />
          </Field>
          <Field id={fieldId('publishedAt')} label={t('admin-content:news.publishedAt')} help={t('admin-content:news.publishedAtHelp')} error={errors.publishedAt?.message}>
            <input id={fieldId('publishedAt')} type="datetime-local" {...register('publishedAt')} className={inputClass} {...fieldAria(fieldId('publishedAt'), t('admin-content:news.publishedAtHelp'), errors.publishedAt?.message)} />
          </Field>
        </div>
        <Controller control={control} name="picture" render={({ field }) => <PictureField lang={lang} picture={field.value} onChange={field.onChange} alt={watch('texts.fr_FR.title')} />} />
        <CheckboxField registered={register('isPublished')} label={t('admin-content:fields.isPublished')} />
      </div>
      <EditorFoot lang={lang} editor={editor} saving={formState.isSubmitting} remove={post ? () => api.removePost(post.id) : null} list={paths.blog} />
    </form>
  );
}
