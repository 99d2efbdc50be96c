import { useEffect, useMemo, useState } from 'react';
import { customersApi, subscribersCsvUrl, type NewsletterListRow } from '~/lib/admin/customers';
import { SITE_ID } from '~/lib/api';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { Field } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import { saveFile, suggestedName } from './download';

/** The newsletter's subscribers, all lists or one, as a spreadsheet to download. */
export function SubscribersDownload({ lang }: { lang: Lang }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => customersApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [lists, setLists] = useState<NewsletterListRow[]>([]);
  const [listId, setListId] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.newsletterLists().then(setLists, (error: Error) => say('error', t('state.error', { message: error.message })));
  }, [api, say, t]);

  async function download() {
    setBusy(true);
    try {
      // A file, not the API's JSON: fetched here, in the page's language (the headings and separator follow it).
      const response = await fetch(subscribersCsvUrl(listId ? Number(listId) : undefined), {
        headers: { userLang: lang, idSite: String(SITE_ID) },
        credentials: 'same-origin',
      });
      if (!response.ok) {
        const failure = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(failure?.message ?? response.statusText);
      }
      saveFile(await response.blob(), suggestedName(response, 'newsletter.csv'));
      say('ok', t('admin-customers:subscribers.downloaded'));
    } catch (error) {
      say('error', t('state.error', { message: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="subscribers-title" className={panelClass}>
      <h2 id="subscribers-title" className="mb-2 text-lg font-semibold">
        {t('admin-customers:subscribers.title')}
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow [&>div]:mb-0">
          <Field id="subscribers-list" label={t('admin-customers:subscribers.list')} help={t('admin-customers:subscribers.help')}>
            <select id="subscribers-list" className={inputClass} value={listId} aria-describedby="subscribers-list-help" onChange={(event) => setListId(event.target.value)}>
              <option value="">{t('admin-customers:subscribers.allLists')}</option>
              {lists.map((list) => (
                <option key={list.id} value={list.id}>
                  {t('admin-customers:subscribers.listOption', { name: list.name, count: list.subscribers })}
                  {list.isActive ? '' : ` – ${t('admin-customers:subscribers.inactive')}`}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <button type="button" className={`${buttonClass.secondary} sm:mb-7`} disabled={busy} onClick={download}>
          {t('admin-customers:subscribers.download')}
        </button>
      </div>
      <NoticeView notice={notice} />
    </section>
  );
}
