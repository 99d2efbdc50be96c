import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { ConfirmButton } from './ConfirmButton';
import { buttonClass } from './styles';

interface Props {
  lang: Lang;
  saving: boolean;
  /** Deletes what the form edits (none for a new item); confirmed once more first. */
  onDelete?: () => Promise<unknown>;
  /** What the deletion asks before it is done; the default asks to confirm a deletion. */
  question?: string;
  /** Told of a deletion that failed. */
  onError: (error: unknown) => void;
}

/** The foot of an editor: save, and delete what exists. */
export function SaveBar({ lang, saving, onDelete, question, onError }: Props) {
  const t = adminT(lang);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className={buttonClass.primary} disabled={saving}>
        {saving ? t('actions.saving') : t('actions.save')}
      </button>
      {onDelete && (
        <ConfirmButton
          lang={lang}
          label={t('actions.delete')}
          question={question}
          onConfirm={async () => {
            try {
              await onDelete();
            } catch (error) {
              onError(error);
            }
          }}
        />
      )}
    </div>
  );
}

/** A yes-or-no field of a form, its label beside the box. */
export function CheckboxField({ registered, label }: { registered: UseFormRegisterReturn; label: string }) {
  return (
    <label className="inline-flex items-center gap-2">
      <input type="checkbox" {...registered} className="size-5 accent-wine-700" />
      {label}
    </label>
  );
}
