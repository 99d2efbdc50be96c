import { useCallback, useEffect, useMemo, useState } from 'react';
import { formAnswersCsvPath, formFilePath, formsApi, type AdminFormAnswer, type AdminFormAnswers } from '~/lib/admin/content/forms';
import { formatDateTime } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { ConfirmButton } from '../ui/ConfirmButton';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeView, useNotice } from '../ui/Notice';
import { Pager } from '../ui/Pager';
import { buttonClass } from '../ui/styles';
import { failureText, rowAction } from './form';
import { contentPaths } from './paths';

const PAGE_SIZE = 25;

/** The answers of one form, newest first, a column per field: exported as CSV, erased one by one. */
export default function FormAnswers({ lang, id }: { lang: Lang; id: number }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => formsApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const { notice, say } = useNotice();
  const [page, setPage] = useState(1);
  const [answers, setAnswers] = useState<AdminFormAnswers | null>(null);

  const load = useCallback(() => {
    api
      .answers(id, { page, nbItem: PAGE_SIZE })
      .then(setAnswers)
      .catch((error) => say('error', failureText(error, t)));
  }, [api, id, page, say, t]);
  useEffect(load, [load]);

  // A column per field of the form, which come with each page of answers.
  const columns = useMemo<Column<AdminFormAnswer>[]>(() => {
    if (!answers) return [];
    return [
      { id: 'createdAt', header: t('admin-content:forms.columns.createdAt'), cell: (answer) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(answer.createdAt)}</span> },
      ...answers.columns.map((column) => ({
        id: `field-${column.name}`,
        header: column.label,
        cell: (answer: AdminFormAnswer) => {
          const files = answer.files.filter((file) => file.fieldName === column.name);
          if (files.length === 0) return <span className="whitespace-pre-line">{answer.values[column.name]}</span>;
          return files.map((file) => (
            <a key={file.id} href={formFilePath(file.id)} className="block text-wine-700 underline underline-offset-2">
              {file.filename}
            </a>
          ));
        },
      })),
      {
        id: 'actions',
        header: t('actions.actions'),
        cell: (answer) => (
          <ConfirmButton
            lang={lang}
            label={t('admin-content:forms.erase')}
            question={t('admin-content:forms.reallyErase')}
            onConfirm={() => rowAction(t, say, () => api.removeAnswer(answer.id), t('admin-content:forms.answerDeleted'), load)}
          />
        ),
      },
    ];
  }, [answers, api, lang, load, say, t]);

  return (
    <div className="space-y-4">
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <a href={paths.forms} className="text-wine-700 underline underline-offset-2">
          {t('admin-content:forms.backToList')}
        </a>
        <a href={paths.formEditor(id)} className="text-wine-700 underline underline-offset-2">
          {t('admin-forms:editThis')}
        </a>
      </p>
      <NoticeView notice={notice} />
      {answers === null ? (
        <p className="text-stone-600">{t('state.loading')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">{t('admin-content:forms.answersOf', { name: answers.form.name, count: answers.total })}</h2>
            <a href={formAnswersCsvPath(id, lang)} download className={buttonClass.secondary}>
              {t('actions.export')}
            </a>
          </div>
          <DataTable caption={t('admin-content:forms.answersCaption', { name: answers.form.name })} rows={answers.items} columns={columns} empty={t('admin-content:forms.noAnswer')} rowKey={(answer) => answer.id} />
          <Pager lang={lang} page={answers.page} pageCount={Math.ceil(answers.total / PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </div>
  );
}
