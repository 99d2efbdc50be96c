import Image from '@tiptap/extension-image';
import type { Editor } from '@tiptap/react';
import { useId, useState } from 'react';
import { ApiRequestError } from '~/lib/api';
import { picturesApi } from '~/lib/admin/content/common';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { buttonClass, inputClass } from './styles';

// A picture inside the owner's text: uploaded through the publications' picture upload, then
// placed where the cursor stands with the alternative text the owner typed.

/** The shop's own stored pictures (services/media.ts): the only ones a text may show. */
const SHOP_PICTURE = /^\/api\/media\/\d+\/[^\s"'<>]+$/;

/**
 * TipTap's picture, kept to the shop's own pictures: an <img> pasted from elsewhere (another
 * site, a data: URL) is dropped when the text is read, so the stored HTML only points at pictures
 * the shop serves itself, which the page's policy lets in.
 */
export const shopPicture = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (SHOP_PICTURE.test(element.getAttribute('src') ?? '') ? null : false) }];
  },
}).configure({ inline: false, allowBase64: false });

interface Props {
  editor: Editor;
  lang: Lang;
  onClose: () => void;
}

/** The panel the toolbar's "Photo" button opens: the alternative text, the file, then insert. */
export function PicturePanel({ editor, lang, onClose }: Props) {
  const tr = adminT(lang);
  const id = useId();
  const [alt, setAlt] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const insert = async () => {
    if (!alt.trim()) return setProblem(tr('richText.pictureAltMissing'));
    if (!file) return setProblem(tr('richText.pictureFileMissing'));
    setBusy(true);
    setProblem(null);
    try {
      const stored = await picturesApi(adminClient(lang)).upload(file);
      editor.chain().focus().setImage({ src: stored.url, alt: alt.trim(), width: stored.width, height: stored.height }).run();
      onClose();
    } catch (error) {
      setProblem(error instanceof ApiRequestError && error.status !== null ? error.message : tr('state.offline'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="group" aria-labelledby={`${id}-title`} className="grid gap-3 border-b border-stone-300 bg-stone-50 p-3" data-testid="rich-text-picture">
      <p id={`${id}-title`} className="font-medium">{tr('richText.pictureTitle')}</p>
      <div>
        <label htmlFor={`${id}-alt`} className="mb-1 block text-sm font-medium text-stone-800">{tr('richText.pictureAlt')}</label>
        <input id={`${id}-alt`} className={inputClass} value={alt} onChange={(event) => setAlt(event.target.value)} aria-describedby={`${id}-alt-help`} />
        <p id={`${id}-alt-help`} className="mt-1 text-sm text-stone-600">{tr('richText.pictureAltHelp')}</p>
      </div>
      <div>
        <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium text-stone-800">{tr('richText.pictureFile')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg"
          disabled={busy}
          className="block w-full text-sm file:mr-3 file:min-h-10 file:rounded-md file:border file:border-stone-400 file:bg-white file:px-4 file:py-2 file:font-semibold"
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        <p className="mt-1 text-sm text-stone-600">{tr('richText.pictureFileHelp')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass.primary} disabled={busy} onClick={() => void insert()}>
          {busy ? tr('richText.pictureSending') : tr('richText.pictureInsert')}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          {tr('richText.pictureCancel')}
        </button>
      </div>
      {problem && <p role="alert" className="text-sm font-medium text-red-700">{problem}</p>}
    </div>
  );
}
