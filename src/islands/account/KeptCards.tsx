import { useState } from 'react';
import { cardsApi } from '~/lib/api/cards';
import type { KeptCard } from '~/lib/contracts/cards';
import type { Lang } from '~/lib/locale';
import { browserApi } from '~/scripts/browser-api';
import { showToast } from '~/stores/ui';
import { fill } from '../fill';
import type { AccountText } from './strings';

interface Props {
  lang: Lang;
  cards: KeptCard[];
  text: Pick<AccountText, 'cards'>;
}

/**
 * "My cards" on /account: the cards kept for the next orders, which is the default, their expiry
 * (and when it comes soon); to make one the default or delete it (deleted at the payment provider too).
 */
export default function KeptCards({ lang, cards: initial, text }: Props) {
  const [cards, setCards] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const c = text.cards;

  async function apply(change: () => Promise<KeptCard[]>, done: string) {
    setBusy(true);
    setRefusal(null);
    try {
      setCards(await change());
      showToast({ kind: 'success', message: done });
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const api = cardsApi(browserApi(lang));
  if (cards.length === 0) return <p className="text-muted">{c.empty}</p>;
  return (
    <>
      {refusal && <p role="alert" className="mb-3 font-semibold text-danger">{refusal}</p>}
      <ul className="grid gap-3" data-testid="kept-cards">
        {cards.map((card) => {
          const name = fill(c.card, { brand: card.brand, last4: card.last4 });
          return (
            <li key={card.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded border border-line p-3">
              <div className="grid min-w-48 flex-1 gap-1">
                <span className="font-semibold">{name}</span>
                <span className="text-[0.875rem] text-muted">
                  {fill(c.expires, { month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear) })}
                  {card.expired ? <strong className="ml-2 text-danger">{c.expired}</strong> : card.expiresSoon ? <strong className="ml-2 text-danger">{c.expiresSoon}</strong> : null}
                </span>
                {card.isDefault && <span className="text-[0.875rem] font-semibold text-primary-ink">{c.default}</span>}
              </div>
              {!card.isDefault && (
                <button type="button" className="button button-outline" disabled={busy} onClick={() => void apply(() => api.chooseDefault(card.id), c.defaultSet)}>
                  {c.makeDefault}
                </button>
              )}
              <button type="button" className="button button-outline" disabled={busy} aria-label={`${c.delete} ${name}`} onClick={() => void apply(() => api.remove(card.id), c.deleted)}>
                {c.delete}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
