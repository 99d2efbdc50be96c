import { useEffect, useMemo, useState } from 'react';
import { formsApi, type AdminFormSummary } from '~/lib/admin/content/forms';
import { formatDateTime } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass } from '../ui/styles';
import { failureText } from './form';
import { contentPaths } from './paths';

/** The site's forms with how many answers each received: open one to read them. */
export default function FormList({ lang }: { lang: Lang }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const { notice, say } = useNotice();
  const [forms, setForms] = useState<AdminFormSummary[] | null>(null);

  useEffect(() => {
    formsApi(adminClient(lang))
      .list()
      .then((answer) => setForms(answer.forms))
      .catch((error) => say('error', failureText(error, t)));
  }, [lang, say, t]);

  const columns = useMemo<Column<AdminFormSummary>[]>(
    () => [
      {
        id: 'name',
        header: t('admin-content:forms.columns.name'),
        cell: (form) => (
          <a href={paths.formAnswers(form.id)} className="font-medium text-wine-700 underline underline-offset-2 hover:text-wine-800">
            {form.name || t('admin-content:untitled')}
          </a>
        ),
      },
      {
        id: 'actions',
        header: t('actions.actions'),
        cell: (form) => (
          <a href={paths.formEditor(form.id)} className="font-medium text-wine-700 underline underline-offset-2 hover:text-wine-800" aria-label={t('admin-forms:editLabel', { name: form.name })}>
            {t('admin-forms:edit')}
          </a>
        ),
      },
      { id: 'answers', header: t('admin-content:forms.columns.answers'), cell: (form) => form.answerCount, numeric: true },
      { id: 'last', header: t('admin-content:forms.columns.lastAnswer'), cell: (form) => <span className="tabular-nums">{formatDateTime(form.lastAnswerAt)}</span> },
      { id: 'status', header: t('admin-content:columns.status'), cell: (form) => (form.isPublished ? t('admin-content:status.published') : t('admin-content:status.draft')) },
    ],
    [paths, t],
  );

  return (
    <div>
      <div className="mb-4 flex justify-end">
        <a href={paths.formEditor('new')} className={buttonClass.primary}>
          {t('admin-forms:new')}
        </a>
      </div>
      <NoticeView notice={notice} />
      {forms === null ? (
        <p className="text-stone-600">{t('state.loading')}</p>
      ) : (
        <DataTable caption={t('admin-content:forms.caption')} rows={forms} columns={columns} empty={t('admin-content:forms.empty')} rowKey={(form) => form.id} />
      )}
    </div>
  );
}
