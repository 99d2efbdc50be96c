import { useEffect, useState } from 'react';
import type { Lang } from '~/lib/locale';
import type { adminT } from '../i18n';
import { NoticeView, type Notice } from '../ui/Notice';
import { SaveBar } from '../ui/SaveBar';
import { failureText } from './form';
import { PublicLinks } from './PublicLinks';

interface EditorState {
  t: ReturnType<typeof adminT>;
  notice: Notice | null;
  say: (kind: Notice['kind'], text: string) => void;
  shown: boolean;
}

/** What an editor shows while its form cannot be: "loading", or why the item cannot be had. */
export function EditorPending({ editor }: { editor: EditorState }) {
  return editor.notice ? <NoticeView notice={editor.notice} /> : <p className="text-stone-600">{editor.t('state.loading')}</p>;
}

/** The head of an editor's form: the way back to its list, what the last save said, where visitors see the item. */
export function EditorHead({ lang, editor, back, paths }: { lang: Lang; editor: EditorState; back: { href: string; label: string }; paths?: { fr_FR: string | null; en_US: string | null } }) {
  return (
    <>
      <p>
        <a href={back.href} className="text-wine-700 underline underline-offset-2">
          {back.label}
        </a>
      </p>
      <NoticeView notice={editor.notice} />
      {paths && <PublicLinks lang={lang} paths={paths} />}
    </>
  );
}

interface FootProps {
  lang: Lang;
  editor: EditorState;
  saving: boolean;
  /** Deletes the item; null for a new one, which has nothing to delete. */
  remove: (() => Promise<unknown>) | null;
  /** Where the editor goes once the item is deleted. */
  list: string;
  /** What the delete asks first, when not the usual question. */
  question?: string;
}

/** The foot of an editor's form: save, and for a saved item delete, which then goes back to its list. */
export function EditorFoot({ lang, editor, saving, remove, list, question }: FootProps) {
  return (
    <SaveBar
      lang={lang}
      saving={saving}
      question={question}
      onDelete={remove ? async () => {
        await remove();
        window.location.assign(list);
      } : undefined}
      onError={(error) => editor.say('error', failureText(error, editor.t))}
    />
  );
}

/**
 * The choices of a select (folders, pages, calendars), drawn before the form so that it then shows
 * the item's own choice. None when they cannot be had, and the editor says why. `load` must keep
 * its identity between renders (useCallback).
 */
export function useChoices<T>(load: () => Promise<T[]>, editor: Pick<EditorState, 'say' | 't'>): T[] | null {
  const [choices, setChoices] = useState<T[] | null>(null);
  const { say, t } = editor;
  useEffect(() => {
    load()
      .then(setChoices)
      .catch((error) => {
        setChoices([]);
        say('error', failureText(error, t));
      });
  }, [load, say, t]);
  return choices;
}
