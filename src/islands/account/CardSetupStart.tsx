import { useEffect, useState } from 'react';
import { ApiRequestError } from '~/lib/api';
import { cardsApi } from '~/lib/api/cards';
import type { Lang } from '~/lib/locale';
import { browserApi } from '~/scripts/browser-api';
import type { AccountText } from './strings';

interface Props {
  lang: Lang;
  /** The page to come back to, as the link gave it (the server checks it is a page of this shop). */
  back: string | null;
  /** The account, where a customer goes when the page to come back to was refused. */
  accountPath: string;
  text: Pick<AccountText, 'cards'>;
}

/**
 * /account/cards/new: opens the payment provider's card-setup page and sends the browser there at
 * once; a refusal (a page to come back to that is not of this shop, the provider not answering) is
 * said, with a way to try again.
 */
export default function CardSetupStart({ lang, back, accountPath, text }: Props) {
  const [refusal, setRefusal] = useState<string | null>(null);
  // A refused page to come back to is refused again: only a provider that did not answer is worth another try.
  const [retry, setRetry] = useState(true);
  const [busy, setBusy] = useState(true);
  const c = text.cards;

  async function start() {
    setBusy(true);
    setRefusal(null);
    try {
      const { url } = await cardsApi(browserApi(lang)).startSetup(back);
      window.location.assign(url);
    } catch (error) {
      setRefusal((error as Error).message);
      setRetry(!(error instanceof ApiRequestError && error.status === 400));
      setBusy(false);
    }
  }

  useEffect(() => {
    void start();
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="grid justify-items-start gap-3">
      {refusal && (
        <p role="alert" className="font-semibold text-danger">
          {refusal}
        </p>
      )}
      {retry ? (
        <button type="button" className="button" disabled={busy} onClick={() => void start()} data-testid="card-setup-start">
          {c.go}
        </button>
      ) : (
        <a className="button button-outline" href={accountPath}>
          {c.toAccount}
        </a>
      )}
    </div>
  );
}
