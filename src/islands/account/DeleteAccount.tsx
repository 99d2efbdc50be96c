import { useRef, useState, type SubmitEvent } from 'react';
import { profileApi } from '~/lib/api/account';
import { browserApi } from '~/scripts/browser-api';
import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import { forgetCustomer } from '~/stores/account';
import { showToast } from '~/stores/ui';
import { Field } from './Field';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';
import { DANGER_BUTTON } from '~/lib/ui/account/styles';

/** The dialog's heading: the account card's size (the dialog sits in the card), a heading's line height. */
const DIALOG_TITLE = 'text-[1.35rem] leading-[1.4]';

/**
 * "Delete my account": a dialog says what goes and what stays, the password confirms (DELETE /user),
 * then the dialog tells the customer it is done; leaving it goes to the home page, signed out.
 */
export default function DeleteAccount({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const api = browserApi(lang);
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const home = localizedPath(lang, '/');

  function onClose() {
    if (done) location.assign(home);
    setError(undefined);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setError(undefined);
    try {
      await profileApi(api).deleteAccount(password);
      forgetCustomer();
      setDone(true);
      showToast({ kind: 'success', message: t('account:deletion.done') });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={`button ${DANGER_BUTTON}`} onClick={() => dialog.current?.showModal()} data-testid="delete-account">
        {t('account:deletion.open')}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby="delete-account-title" onClose={onClose}
        onClick={(event) => event.target === dialog.current && !busy && dialog.current?.close()}>
        <div className="p-6 sm:p-8">
          {done ? (
            <div role="status">
              <h2 id="delete-account-title" className={`mb-3 ${DIALOG_TITLE}`}>{t('account:deletion.doneTitle')}</h2>
              <p>{t('account:deletion.doneText')}</p>
              <div className={F.actions}>
                <a className="button button-primary" href={home}>{t('account:deletion.home')}</a>
              </div>
            </div>
          ) : (
            <form onSubmit={onSubmit} className="grid gap-4" data-testid="delete-account-form">
              <h2 id="delete-account-title" className={DIALOG_TITLE}>{t('account:deletion.dialogTitle')}</h2>
              <p>{t('account:deletion.erased')}</p>
              <p>{t('account:deletion.kept')}</p>
              <Field id="delete-password" label={t('account:deletion.confirmLabel')} type="password" autoComplete="current-password" />
              {error && <p className={F.formError} role="alert">{error}</p>}
              <div className={F.actions}>
                <button type="submit" className={`button ${DANGER_BUTTON}`} disabled={busy}>
                  {busy ? t('account:working') : t('account:deletion.confirm')}
                </button>
                <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()} disabled={busy}>
                  {t('account:deletion.cancel')}
                </button>
              </div>
            </form>
          )}
        </div>
      </dialog>
    </>
  );
}
