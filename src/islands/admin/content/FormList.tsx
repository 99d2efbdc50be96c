import { useMemo } from 'react';
import { formsApi, type AdminFormSummary } from '~/lib/admin/content/forms';
import { formatDateTime } from '~/lib/dates';
import type { ApiClient } from '~/lib/api';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import type { Column } from '../ui/DataTable';
import { contentPaths } from './paths';
import { statusColumn, titleColumn, WholeList } from './WholeList';

const load = async (client: ApiClient) => (await formsApi(client).list()).forms;

/** The site's forms with how many answers each received: open one to read them. */
export default function FormList({ lang }: { lang: Lang }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);

  const columns = useMemo<Column<AdminFormSummary>[]>(
    () => [
      titleColumn(t, t('admin-content:forms.columns.name'), (form) => paths.formAnswers(form.id), (form) => form.name),
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
      statusColumn(t),
    ],
    [paths, t],
  );

  return <WholeList lang={lang} load={load} columns={columns} create={{ href: paths.formEditor('new'), label: t('admin-forms:new') }} caption={t('admin-content:forms.caption')} empty={t('admin-content:forms.empty')} />;
}
