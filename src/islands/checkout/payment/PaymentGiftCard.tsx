import { useState } from 'react';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/locale';
import type { OrderDiscountQuote } from '~/lib/order';
import { quoteOrder } from '~/stores/checkout';
import { fill } from '../../fill';
import { CodeField } from '../../cart/CodeField';
import { CARD, CARD_TITLE, CODE_DONE } from '../looks';
import type { PaymentIslandText } from './strings';

interface Props {
  idCart: number;
  /** The order's quote: the card it holds, if any, and what the card pays. */
  quote: OrderDiscountQuote | null;
  lang: Lang;
  text: Pick<PaymentIslandText, 'giftCard'>;
}

/**
 * The gift card at the last step, beside the discount code: applied to the cart by the order's
 * quote, which says what the card pays of this order and what stays on it for later. The server
 * decides; its refusal (unknown code, used up, expired, a visit voucher) is said under the field.
 */
export function PaymentGiftCard({ idCart, quote, lang, text }: Props) {
  const t = text.giftCard;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const card = quote?.giftCard ?? null;
  const price = (cents: number) => formatPrice(cents, lang);

  async function send(code: string | null) {
    setBusy(true);
    setRefusal(null);
    setDone(null);
    try {
      const next = await quoteOrder(idCart, { giftCardCode: code });
      setDone(code === null || !next.giftCard ? t.removed : fill(t.applied, { ending: next.giftCard.ending }));
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const left = card ? card.balance - card.amount : 0;
  return (
    <section className={CARD} aria-labelledby="payment-gift-card-title" data-testid="payment-gift-card">
      <h2 id="payment-gift-card-title" className={CARD_TITLE}>{t.title}</h2>
      <CodeField id="payment-gift-card-code" applied={card ? { code: card.ending, problem: card.problem } : null} busy={busy} refusal={refusal}
        text={{ label: t.label, apply: t.apply, applying: t.applying, current: t.current, remove: busy ? t.removing : t.remove }}
        onApply={(code) => void send(code)} onRemove={() => void send(null)} onType={() => setRefusal(null)} onEmpty={() => setRefusal(t.empty)} ruled={false} />
      {card && !card.problem && (
        <p className="mt-2 text-[0.9rem] font-semibold" data-testid="gift-card-balance">
          {fill(left > 0 ? t.uses : t.usesAll, { amount: price(card.amount), left: price(left) })}
        </p>
      )}
      {!card && <p className="mt-2 text-[0.9rem] text-muted">{t.hint}</p>}
      <p className={CODE_DONE} role="status">{done}</p>
    </section>
  );
}
