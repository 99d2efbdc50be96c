import { useState } from 'react';
import { ApiRequestError } from '~/lib/api';
import type { ClubFormula } from '~/lib/contracts/club';
import { formatPrice } from '~/lib/catalogue-format';
import { localizedPath, type Lang } from '~/lib/locale';
import { addClubGift } from '~/stores/cart';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';
import { fill } from '../fill';
import type { ClubText } from './strings';

interface Props {
  lang: Lang;
  formulaId: number;
  gift: NonNullable<ClubFormula['gift']>;
  text: ClubText['giftBuy'];
}

/**
 * Giving a formula (docs/club.md, "Gift memberships"): « Offrir N expéditions — X € » opens the
 * form, for whom, in which language, with a message; the gift goes to the cart at the formula's
 * price, paid with it. The club page is cached for everyone, so a visitor learns on sending that
 * they must sign in (the server's 401), with the way to do so.
 */
export default function ClubGift({ lang, formulaId, gift, text }: Props) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [recipientLang, setRecipientLang] = useState<Lang>(lang);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; signIn: boolean } | null>(null);
  const [added, setAdded] = useState(false);
  const offer = fill(gift.shipments === 1 ? text.offer_one : text.offer_other, { count: gift.shipments, price: formatPrice(gift.price, lang) });
  const field = (key: string) => `club-gift-${formulaId}-${key}`;
  const here = localizedPath(lang, '/club');

  async function send(event: { preventDefault(): void }) {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    setAdded(false);
    try {
      await addClubGift({ formulaId, recipientName: name, recipientEmail: email, lang: recipientLang, message });
      setAdded(true);
      setName('');
      setEmail('');
      setMessage('');
    } catch (error) {
      const signIn = error instanceof ApiRequestError && error.status === 401;
      setRefusal({ message: (error as Error).message || text.failed, signIn });
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="group mt-3 rounded-lg border border-current/15" data-club-gift={formulaId}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 font-semibold [&::-webkit-details-marker]:hidden">
        <span>{offer}</span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">▾</span>
      </summary>
      <form className={`${F.form} px-4 pb-4`} onSubmit={send} noValidate data-club-gift-form>
        <p className={F.formIntro}>{text.intro}</p>
        <div>
          <label className={F.label} htmlFor={field('name')}>{text.recipientName}</label>
          <input className={F.input} id={field('name')} name="recipientName" autoComplete="off" maxLength={120} required value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <div>
          <label className={F.label} htmlFor={field('email')}>{text.recipientEmail}</label>
          <input className={F.input} id={field('email')} name="recipientEmail" type="email" autoComplete="off" inputMode="email" maxLength={254} required value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <div>
          <label className={F.label} htmlFor={field('lang')}>{text.lang}</label>
          <select className={F.input} id={field('lang')} name="lang" value={recipientLang} onChange={(event) => setRecipientLang(event.target.value as Lang)}>
            <option value="fr_FR" lang="fr">Français</option>
            <option value="en_US" lang="en">English</option>
          </select>
        </div>
        <div>
          <label className={F.label} htmlFor={field('message')}>{text.message}</label>
          <textarea className={`${F.input} min-h-24 resize-y`} id={field('message')} name="message" maxLength={500} value={message} onChange={(event) => setMessage(event.target.value)} />
        </div>
        {refusal && (
          <p className={F.formError} role="alert">
            {refusal.message}
            {refusal.signIn && (
              <>
                {' '}
                <a className="underline underline-offset-3" href={localizedPath(lang, `/auth?redirect=${encodeURIComponent(here)}`)}>{text.signIn}</a>
              </>
            )}
          </p>
        )}
        {added && (
          <p className={F.status} role="status">
            {text.added} <a className="font-semibold underline underline-offset-3" href={localizedPath(lang, '/cart')}>{text.toCart}</a>
          </p>
        )}
        <button className="button button-outline justify-self-start" type="submit" disabled={busy}>{text.submit}</button>
      </form>
    </details>
  );
}
