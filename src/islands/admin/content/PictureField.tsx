import { useId, useState } from 'react';
import type { ItemPicture } from '~/lib/admin/content/common';
import { picturesApi } from '~/lib/admin/content/common';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { buttonClass } from '../ui/styles';
import { failureText } from './form';

interface Props {
  lang: Lang;
  picture: ItemPicture | null;
  onChange: (picture: ItemPicture | null) => void;
  /** The text that describes the item, for the preview's alternative text. */
  alt: string;
}

/** An item's picture: sent as soon as it is chosen (PNG or JPEG), shown, and removable. */
export function PictureField({ lang, picture, onChange, alt }: Props) {
  const t = adminT(lang);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const stored = await picturesApi(adminClient(lang)).upload(file);
      onChange({ id: stored.id, url: stored.url });
    } catch (error) {
      setProblem(failureText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="mb-4">
      <legend className="mb-1 font-medium text-stone-800">{t('admin-content:picture.label')}</legend>
      <div className="flex flex-wrap items-start gap-4">
        {picture ? (
          <img src={picture.url} alt={alt} className="h-28 w-40 rounded-md border border-stone-300 object-cover" />
        ) : (
          <p className="flex h-28 w-40 items-center justify-center rounded-md border border-dashed border-stone-400 text-center text-sm text-stone-600">
            {t('admin-content:picture.none')}
          </p>
        )}
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="text-sm font-medium text-stone-800">
            {picture ? t('admin-content:picture.replace') : t('admin-content:picture.choose')}
          </label>
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg"
            disabled={busy}
            aria-describedby={`${id}-help${problem ? ` ${id}-error` : ''}`}
            onChange={(event) => void upload(event.currentTarget.files?.[0])}
            className="max-w-64 text-sm file:mr-3 file:rounded-md file:border file:border-stone-400 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold"
          />
          <p id={`${id}-help`} className="text-sm text-stone-600">
            {busy ? t('admin-content:picture.sending') : t('admin-content:picture.help')}
          </p>
          {problem && (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700" role="alert">
              {problem}
            </p>
          )}
          {picture && (
            <button type="button" className={`${buttonClass.secondary} self-start`} onClick={() => onChange(null)}>
              {t('admin-content:picture.remove')}
            </button>
          )}
        </div>
      </div>
    </fieldset>
  );
}
