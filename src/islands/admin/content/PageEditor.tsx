import { useCallback, useMemo } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { ContentLang } from '~/lib/admin/content/common';
import { pageInputSchema, pagesApi, type AdminCmsPage, type AdminPageSummary, type PageInput, type PageText } from '~/lib/admin/content/pages';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { ConfirmButton } from '../ui/ConfirmButton';
import { Field, fieldAria } from '../ui/Field';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import { failureText, orNull } from './form';
import { LangFieldsets } from './LangFieldsets';
import { contentPaths } from './paths';
import { EditorHead, EditorPending, useChoices } from './EditorParts';
import { useItemEditor } from './use-item-editor';
import { CheckboxField } from '../ui/SaveBar';

interface TextForm {
  title: string;
  menuTitle: string;
  url: string;
  metaDescription: string;
  content: string;
}

interface PageForm {
  texts: Record<ContentLang, TextForm>;
  /** '' for the top of the menu. */
  parentId: string;
  position: string;
  showInMenu: boolean;
  isPublished: boolean;
}

const emptyText: TextForm = { title: '', menuTitle: '', url: '', metaDescription: '', content: '' };
const textForm = (text: PageText | null): TextForm =>
  text ? { title: text.title, menuTitle: text.menuTitle ?? '', url: text.url, metaDescription: text.metaDescription ?? '', content: text.content } : emptyText;

function formOf(page: AdminCmsPage | null): PageForm {
  return {
    texts: { fr_FR: textForm(page?.texts.fr_FR ?? null), en_US: textForm(page?.texts.en_US ?? null) },
    parentId: page?.parentId ? String(page.parentId) : '',
    position: String(page?.position ?? 0),
    showInMenu: page?.showInMenu ?? true,
    isPublished: page?.isPublished ?? true,
  };
}

const textInput = (text: TextForm) => ({ title: text.title, menuTitle: orNull(text.menuTitle), url: text.url, metaDescription: orNull(text.metaDescription), content: text.content });
const isBlank = (text: TextForm) => Object.values(text).every((value) => !value.trim());

function toInput(values: PageForm): PageInput {
  return {
    texts: { fr_FR: textInput(values.texts.fr_FR), en_US: isBlank(values.texts.en_US) ? null : textInput(values.texts.en_US) },
    parentId: values.parentId ? Number(values.parentId) : null,
    position: values.position.trim() === '' ? 0 : Number(values.position),
    showInMenu: values.showInMenu,
    isPublished: values.isPublished,
  };
}

const model = { formOf, toInput, schema: pageInputSchema };

/** The pages a page may be placed under: any but itself and those below it. */
function parentsFor(tree: AdminPageSummary[], id: number | null): AdminPageSummary[] {
  const at = tree.findIndex((page) => page.id === id);
  if (at < 0) return tree;
  let end = at + 1;
  while (end < tree.length && tree[end].depth > tree[at].depth) end++;
  return [...tree.slice(0, at), ...tree.slice(end)];
}

/** A page of the site in French and English, and its place in the menu. */
export default function PageEditor({ lang, id }: { lang: Lang; id: number | null }) {
  const api = useMemo(() => pagesApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const editor = useItemEditor({ lang, id, store: { get: api.get, create: api.create, update: api.update }, model, pathOf: paths.page, messages: { created: 'admin-content:pages.created', saved: 'admin-content:pages.saved', editTitle: 'admin-content:pages.editTitle' } });
  const { t, say, item: page, form, save, editorKey } = editor;
  const { register, control, formState } = form;
  const errors = formState.errors as FieldErrors<PageForm>;
  // The pages a page may be placed under.
  const tree = useChoices(useCallback(() => api.tree().then((found) => found.pages), [api]), editor);

  if (!editor.shown || tree === null) return <EditorPending editor={editor} />;

  const isTextPage = page?.isTextPage ?? true;
  const textFields = [
    { name: 'title', kind: 'line', label: t('admin-content:fields.title') },
    { name: 'menuTitle', kind: 'line', label: t('admin-content:pages.menuTitle'), help: t('admin-content:pages.menuTitleHelp') },
    { name: 'url', kind: 'line', label: t('admin-content:pages.url'), help: isTextPage ? t('admin-content:pages.urlHelp') : t('admin-content:pages.urlFixed'), readOnly: !isTextPage },
    { name: 'content', kind: 'rich', label: t('admin-content:fields.content') },
    { name: 'metaDescription', kind: 'line', label: t('admin-content:fields.metaDescription') },
  ] as const;
  const fieldId = (name: string) => `page-${name}`;

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <EditorHead lang={lang} editor={editor} back={{ href: paths.pages, label: t('admin-content:pages.backToList') }} paths={page?.paths} />
      <LangFieldsets lang={lang} idPrefix="page" fields={textFields} register={register} control={control} errors={errors} editorKey={editorKey} />
      <div className={panelClass}>
        <div className="grid gap-x-6 sm:grid-cols-2">
          <Field id={fieldId('parent')} label={t('admin-content:pages.parent')} error={errors.parentId?.message}>
            <select id={fieldId('parent')} {...register('parentId')} className={inputClass} {...fieldAria(fieldId('parent'), undefined, errors.parentId?.message)}>
              <option value="">{t('admin-content:pages.topLevel')}</option>
              {parentsFor(tree, page?.id ?? null).map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {`${'— '.repeat(candidate.depth)}${candidate.title}`}
                </option>
              ))}
            </select>
          </Field>
          <Field id={fieldId('position')} label={t('admin-content:pages.position')} help={t('admin-content:pages.positionHelp')} error={errors.position?.message}>
            <input id={fieldId('position')} inputMode="numeric" {...register('position')} className={inputClass} {...fieldAria(fieldId('position'), t('admin-content:pages.positionHelp'), errors.position?.message)} />
          </Field>
        </div>
        <div className="flex flex-col gap-3">
          <CheckboxField registered={register('showInMenu')} label={t('admin-content:pages.showInMenu')} />
          <CheckboxField registered={register('isPublished')} label={t('admin-content:fields.isPublished')} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('actions.saving') : t('actions.save')}
        </button>
        {page?.isTextPage && (
          <ConfirmButton
            lang={lang}
            label={t('actions.delete')}
            onConfirm={async () => {
              try {
                await api.remove(page.id);
                window.location.assign(paths.pages);
              } catch (error) {
                say('error', failureText(error, t));
              }
            }}
          />
        )}
      </div>
    </form>
  );
}
