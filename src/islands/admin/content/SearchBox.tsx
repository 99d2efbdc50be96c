import { useId, useState } from 'react';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { buttonClass, inputClass } from '../ui/styles';

/** A search on the titles of a list, sent with its button or Enter. */
export function SearchBox({ lang, label, onSearch }: { lang: Lang; label: string; onSearch: (words: string) => void }) {
  const t = adminT(lang);
  const id = useId();
  const [words, setWords] = useState('');
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
          {label}
        </label>
        <input id={id} type="search" value={words} onChange={(event) => setWords(event.currentTarget.value)} className={inputClass} />
      </div>
      <button type="submit" className={buttonClass.secondary}>
        {t('actions.search')}
      </button>
    </form>
  );
}
