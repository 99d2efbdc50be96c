import { useMemo, useState } from 'react';
import { catalogueKindsApi } from '~/lib/admin/catalogue-kinds';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { NoticeView, useNotice } from '../ui/Notice';
import { PictureInput } from '../ui/PictureInput';
import { buttonClass } from '../ui/styles';
import { failureText } from './form-values';

// A saved award's medal picture: uploaded through the shop's image pipeline, replaced, removed.
// A new award has none until the awards are saved (it has no id before).

interface Props {
  lang: Lang;
  awardId: number;
  /** Where it is numbered in the list, to name it to screen readers. */
  position: number;
  imageUrl: string | null;
  onChange: (imageUrl: string | null) => void;
}

export function AwardPicture({ lang, awardId, position, imageUrl, onChange }: Props) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueKindsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [busy, setBusy] = useState(false);
  const id = `award-${awardId}-picture`;

  const run = async (work: () => Promise<string | null>, done: string) => {
    setBusy(true);
    try {
      onChange(await work());
      say('ok', t(done));
    } catch (error) {
      say('error', failureText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-4">
      <div className="flex flex-wrap items-end gap-3">
        {imageUrl && <img src={imageUrl} alt="" width={64} height={64} className="size-16 rounded object-contain" />}
        <div>
          <PictureInput
            id={id}
            label={t(imageUrl ? 'admin-kinds:awards.replacePicture' : 'admin-kinds:awards.picture', { position })}
            disabled={busy}
            onFile={(file) => run(async () => (await api.uploadAwardPicture(awardId, file)).imageUrl, 'admin-kinds:awards.pictured')}
          />
        </div>
        {imageUrl && (
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={busy}
            onClick={() => void run(async () => (await api.removeAwardPicture(awardId)).imageUrl, 'admin-kinds:awards.unpictured')}
          >
            {t('admin-kinds:awards.removePicture', { position })}
          </button>
        )}
      </div>
      <NoticeView notice={notice} />
    </div>
  );
}
