import { useId, useState } from 'react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { picturesApi, type ItemPicture } from '~/lib/admin/content/common';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import { failureText } from './form';

export interface AlbumItemForm {
  picture: ItemPicture | null;
  videoUrl: string;
  captionFr: string;
  captionEn: string;
}

export interface AlbumItemsForm {
  items: AlbumItemForm[];
  /** The id of the cover picture, '' for none. */
  coverId: string;
}

interface Props {
  lang: Lang;
  control: Control<AlbumItemsForm>;
  register: UseFormRegister<AlbumItemsForm>;
}

/** An album's pictures and videos in order: added, moved, captioned in both languages, removed; one picture is the cover. */
export function AlbumItems({ lang, control, register }: Props) {
  const t = adminT(lang);
  const id = useId();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'items' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [video, setVideo] = useState('');

  async function upload(files: FileList | null) {
    if (!files?.length) return;
    setBusy(true);
    setProblem(null);
    try {
      const api = picturesApi(adminClient(lang));
      for (const file of Array.from(files)) {
        const stored = await api.upload(file);
        append({ picture: { id: stored.id, url: stored.url }, videoUrl: '', captionFr: '', captionEn: '' });
      }
    } catch (error) {
      setProblem(failureText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={panelClass} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold">
        {t('admin-content:albums.items')}
      </h2>
      {fields.length === 0 && <p className="mb-4 text-stone-600">{t('admin-content:albums.noItem')}</p>}
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const label = field.picture ? t('admin-content:albums.pictureNumber', { n: index + 1 }) : t('admin-content:albums.videoNumber', { n: index + 1 });
          return (
            <li key={field.id} className="flex flex-wrap items-start gap-4 rounded-md border border-stone-300 p-3">
              {field.picture ? (
                <img src={field.picture.url} alt={label} className="h-24 w-32 rounded object-cover" />
              ) : (
                <p className="w-32 text-sm break-all text-stone-700">{field.videoUrl}</p>
              )}
              <div className="grid min-w-48 flex-1 gap-2 sm:grid-cols-2">
                <label className="text-sm">
                  <span className="mb-1 block font-medium">{t('admin-content:albums.captionFr', { item: label })}</span>
                  <input {...register(`items.${index}.captionFr`)} lang="fr" className={inputClass} />
                </label>
                <label className="text-sm">
                  <span className="mb-1 block font-medium">{t('admin-content:albums.captionEn', { item: label })}</span>
                  <input {...register(`items.${index}.captionEn`)} lang="en" className={inputClass} />
                </label>
                {field.picture && (
                  <label className="inline-flex items-center gap-2 text-sm">
                    <input type="radio" value={String(field.picture.id)} {...register('coverId')} className="size-4 accent-wine-700" />
                    {t('admin-content:albums.isCover', { item: label })}
                  </label>
                )}
              </div>
              <div className="flex gap-2">
                <button type="button" className={buttonClass.secondary} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('admin-content:albums.moveUp', { item: label })}>
                  ↑
                </button>
                <button type="button" className={buttonClass.secondary} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} aria-label={t('admin-content:albums.moveDown', { item: label })}>
                  ↓
                </button>
                <button type="button" className={buttonClass.secondary} onClick={() => remove(index)} aria-label={t('admin-content:albums.remove', { item: label })}>
                  {t('admin-content:albums.removeShort')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-pictures`} className="mb-1 block font-medium">
            {t('admin-content:albums.addPictures')}
          </label>
          <input
            id={`${id}-pictures`}
            type="file"
            multiple
            accept="image/png,image/jpeg"
            disabled={busy}
            aria-describedby={`${id}-pictures-help`}
            onChange={(event) => void upload(event.currentTarget.files)}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-stone-400 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold"
          />
          <p id={`${id}-pictures-help`} className="mt-1 text-sm text-stone-600">
            {busy ? t('admin-content:picture.sending') : t('admin-content:picture.help')}
          </p>
          {problem && (
            <p className="mt-1 text-sm font-medium text-red-700" role="alert">
              {problem}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-video`} className="mb-1 block font-medium">
            {t('admin-content:albums.addVideo')}
          </label>
          <div className="flex gap-2">
            <input id={`${id}-video`} type="url" value={video} onChange={(event) => setVideo(event.currentTarget.value)} placeholder="https://www.youtube.com/watch?v=…" aria-describedby={`${id}-video-help`} className={inputClass} />
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={!video.trim()}
              onClick={() => {
                append({ picture: null, videoUrl: video.trim(), captionFr: '', captionEn: '' });
                setVideo('');
              }}
            >
              {t('actions.add')}
            </button>
          </div>
          <p id={`${id}-video-help`} className="mt-1 text-sm text-stone-600">
            {t('admin-content:albums.videoHelp')}
          </p>
        </div>
      </div>
    </section>
  );
}
