import { useCallback, useMemo } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { blogApi, blogFolderInputSchema, type AdminBlogFolder, type BlogFolderInput, type BlogFolderText } from '~/lib/admin/content/blog';
import type { ContentLang, ItemPicture } from '~/lib/admin/content/common';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { Field, fieldAria } from '../ui/Field';
import { inputClass, panelClass } from '../ui/styles';
import { orNull } from './form';
import { LangFieldsets } from './LangFieldsets';
import { contentPaths } from './paths';
import { PictureField } from './PictureField';
import { EditorFoot, EditorHead, EditorPending, useChoices } from './EditorParts';
import { useItemEditor } from './use-item-editor';
import { CheckboxField } from '../ui/SaveBar';

interface TextForm {
  name: string;
  description: string;
}

interface FolderForm {
  texts: Record<ContentLang, TextForm>;
  parentId: string;
  position: string;
  isPublished: boolean;
  picture: ItemPicture | null;
}

const textForm = (text: BlogFolderText | null): TextForm => ({ name: text?.name ?? '', description: text?.description ?? '' });

function formOf(folder: AdminBlogFolder | null): FolderForm {
  return {
    texts: { fr_FR: textForm(folder?.texts.fr_FR ?? null), en_US: textForm(folder?.texts.en_US ?? null) },
    parentId: folder?.parentId ? String(folder.parentId) : '',
    position: String(folder?.position ?? 0),
    isPublished: folder?.isPublished ?? true,
    picture: folder?.picture ?? null,
  };
}

const textInput = (text: TextForm) => ({ name: text.name, description: orNull(text.description) });

function toInput(values: FolderForm): BlogFolderInput {
  const english = values.texts.en_US;
  return {
    texts: { fr_FR: textInput(values.texts.fr_FR), en_US: english.name.trim() || english.description.trim() ? textInput(english) : null },
    parentId: values.parentId ? Number(values.parentId) : null,
    position: values.position.trim() === '' ? 0 : Number(values.position),
    isPublished: values.isPublished,
    mediaId: values.picture?.id ?? null,
  };
}

const model = { formOf, toInput, schema: blogFolderInputSchema };

/** A folder of the blog in French and English, and where it stands in the tree. */
export default function BlogFolderEditor({ lang, id }: { lang: Lang; id: number | null }) {
  const api = useMemo(() => blogApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const editor = useItemEditor({ lang, id, store: { get: api.folder, create: api.createFolder, update: api.updateFolder }, model, pathOf: paths.blogFolder, messages: { created: 'admin-content:blog.folderSaved', saved: 'admin-content:blog.folderSaved', editTitle: 'admin-content:blog.editFolder' } });
  const { t, item: folder, form, save, editorKey } = editor;
  const { register, control, watch, formState } = form;
  const errors = formState.errors as FieldErrors<FolderForm>;
  const folders = useChoices(useCallback(() => api.folders().then((answer) => answer.folders), [api]), editor);

  if (!editor.shown || folders === null) return <EditorPending editor={editor} />;

  const textFields = [
    { name: 'name', kind: 'line', label: t('admin-content:blog.folderName') },
    { name: 'description', kind: 'lines', label: t('admin-content:events.description') },
  ] as const;
  const fieldId = (name: string) => `folder-${name}`;

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <EditorHead lang={lang} editor={editor} back={{ href: paths.blog, label: t('admin-content:blog.backToList') }} />
      <LangFieldsets lang={lang} idPrefix="folder" fields={textFields} register={register} control={control} errors={errors} editorKey={editorKey} />
      <div className={panelClass}>
        <div className="grid gap-x-6 sm:grid-cols-2">
          <Field id={fieldId('parent')} label={t('admin-content:pages.parent')} error={errors.parentId?.message}>
            <select id={fieldId('parent')} {...register('parentId')} className={inputClass} {...fieldAria(fieldId('parent'), undefined, errors.parentId?.message)}>
              <option value="">{t('admin-content:blog.topLevel')}</option>
              {folders
                .filter((candidate) => candidate.id !== folder?.id)
                .map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {`${'— '.repeat(candidate.depth)}${candidate.name}`}
                  </option>
                ))}
            </select>
          </Field>
          <Field id={fieldId('position')} label={t('admin-content:pages.position')} help={t('admin-content:pages.positionHelp')} error={errors.position?.message}>
            <input id={fieldId('position')} inputMode="numeric" {...register('position')} className={inputClass} {...fieldAria(fieldId('position'), t('admin-content:pages.positionHelp'), errors.position?.message)} />
          </Field>
        </div>
        <Controller control={control} name="picture" render={({ field }) => <PictureField lang={lang} picture={field.value} onChange={field.onChange} alt={watch('texts.fr_FR.name')} />} />
        <CheckboxField registered={register('isPublished')} label={t('admin-content:fields.isPublished')} />
      </div>
      <EditorFoot lang={lang} editor={editor} saving={formState.isSubmitting} remove={folder ? () => api.removeFolder(folder.id) : null} list={paths.blog} question={t('admin-content:blog.reallyDeleteFolder')} />
    </form>
  );
}
