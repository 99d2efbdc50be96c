import { useState } from 'react';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { buttonClass } from './styles';

interface Props {
  lang: Lang;
  label: string;
  /** The question asked before doing it; the default asks to confirm a deletion. */
  question?: string;
  onConfirm: () => void | Promise<void>;
  disabled?: boolean;
}

/** A button for what cannot be undone: a first click asks, inline, and a second one does it. */
export function ConfirmButton({ lang, label, question, onConfirm, disabled }: Props) {
  const t = adminT(lang);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <button type="button" className={buttonClass.danger} disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2" role="group" aria-label={question ?? t('actions.reallyDelete')}>
      <span className="text-sm font-medium">{question ?? t('actions.reallyDelete')}</span>
      <button
        type="button"
        className={buttonClass.danger}
        disabled={busy}
        autoFocus
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setAsking(false);
          }
        }}
      >
        {t('actions.confirm')}
      </button>
      <button type="button" className={buttonClass.secondary} onClick={() => setAsking(false)}>
        {t('actions.cancel')}
      </button>
    </span>
  );
}
