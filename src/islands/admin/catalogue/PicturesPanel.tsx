import { useMemo, useRef, useState } from 'react';
import { catalogueApi, type AdminPicture } from '~/lib/admin/catalogue';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { ConfirmButton } from '../ui/ConfirmButton';
import { Field } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import { failureText } from './form-values';

// The product's gallery: pictures added one by one (the shop redraws them at every page width),
// moved up or down, described in both languages for screen readers, removed.

interface Props {
  lang: Lang;
  productId: number;
  pictures: AdminPicture[];
}

/** The smallest redrawn width, which the shop serves for thumbnails. */
const thumbnail = (picture: AdminPicture) => (picture.variants ? `${picture.variants}/320.webp` : picture.url);

export function PicturesPanel({ lang, productId, pictures: initial }: Props) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [pictures, setPictures] = useState(initial);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      say('error', failureText(t, error));
    } finally {
      setBusy(false);
    }
  }

  const upload = (file: File) =>
    run(async () => {
      const added = await api.uploadPicture(productId, file);
      setPictures((current) => [...current, added]);
      if (fileInput.current) fileInput.current.value = '';
      say('ok', t('admin-catalogue:pictures.uploaded'));
    });

  const move = (index: number, by: -1 | 1) =>
    run(async () => {
      const order = pictures.map((picture) => picture.id);
      [order[index], order[index + by]] = [order[index + by], order[index]];
      setPictures(await api.orderPictures(productId, order));
      say('ok', t('admin-catalogue:pictures.ordered'));
    });

  const remove = (picture: AdminPicture) =>
    run(async () => {
      await api.removePicture(productId, picture.id);
      setPictures((current) => current.filter((other) => other.id !== picture.id));
      say('ok', t('admin-catalogue:pictures.removed'));
    });

  return (
    <section className={panelClass} aria-labelledby="product-pictures-title">
      <h2 id="product-pictures-title" className="mb-4 text-xl font-semibold">
        {t('admin-catalogue:pictures.title')}
      </h2>
      <NoticeView notice={notice} />
      {pictures.length === 0 ? (
        <p className="mb-4 text-stone-700">{t('admin-catalogue:pictures.none')}</p>
      ) : (
        <ol className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {pictures.map((picture, index) => (
            <li key={picture.id} className="rounded-lg border border-stone-300 p-3">
              <img src={thumbnail(picture)} alt={picture.alt[lang] ?? ''} width={picture.width ?? undefined} height={picture.height ?? undefined} className="mb-3 h-40 w-full rounded bg-stone-100 object-contain" />
              <p className="mb-2 font-medium">{t('admin-catalogue:pictures.picture', { position: index + 1 })}</p>
              <PictureAlt lang={lang} productId={productId} picture={picture} onSaved={(saved) => setPictures((current) => current.map((other) => (other.id === saved.id ? saved : other)))} />
              <div className="flex flex-wrap gap-2">
                <button type="button" className={buttonClass.secondary} disabled={busy || index === 0} onClick={() => void move(index, -1)} aria-label={t('admin-catalogue:pictures.moveUp', { position: index + 1 })}>
                  ↑
                </button>
                <button
                  type="button"
                  className={buttonClass.secondary}
                  disabled={busy || index === pictures.length - 1}
                  onClick={() => void move(index, 1)}
                  aria-label={t('admin-catalogue:pictures.moveDown', { position: index + 1 })}
                >
                  ↓
                </button>
                <ConfirmButton lang={lang} label={t('admin-catalogue:pictures.remove')} onConfirm={() => remove(picture)} disabled={busy} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <Field id="picture-upload" label={t('admin-catalogue:pictures.upload')} help={t('admin-catalogue:pictures.uploadHelp')}>
        <input
          ref={fileInput}
          id="picture-upload"
          type="file"
          accept="image/jpeg,image/png"
          disabled={busy}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-wine-700 file:px-4 file:py-2 file:font-semibold file:text-white"
          aria-describedby="picture-upload-help"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </Field>
    </section>
  );
}

/** A picture's alternative text in French and English. */
function PictureAlt({ lang, productId, picture, onSaved }: { lang: Lang; productId: number; picture: AdminPicture; onSaved: (saved: AdminPicture) => void }) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [french, setFrench] = useState(picture.alt.fr_FR ?? '');
  const [english, setEnglish] = useState(picture.alt.en_US ?? '');
  const prefix = `picture-${picture.id}`;
  return (
    <form
      noValidate
      className="mb-3"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          onSaved(await api.describePicture(productId, picture.id, { alt: { fr_FR: french.trim() || null, en_US: english.trim() || null } }));
          say('ok', t('admin-catalogue:pictures.altSaved'));
        } catch (error) {
          say('error', failureText(t, error));
        }
      }}
    >
      <Field id={`${prefix}-alt-fr`} label={t('admin-catalogue:pictures.altFr')}>
        <input id={`${prefix}-alt-fr`} lang="fr" className={inputClass} value={french} maxLength={300} onChange={(event) => setFrench(event.target.value)} />
      </Field>
      <Field id={`${prefix}-alt-en`} label={t('admin-catalogue:pictures.altEn')}>
        <input id={`${prefix}-alt-en`} lang="en" className={inputClass} value={english} maxLength={300} onChange={(event) => setEnglish(event.target.value)} />
      </Field>
      <NoticeView notice={notice} />
      <button type="submit" className={buttonClass.secondary}>
        {t('admin-catalogue:pictures.saveAlt')}
      </button>
    </form>
  );
}
