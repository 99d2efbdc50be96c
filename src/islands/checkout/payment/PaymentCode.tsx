import { useState } from 'react';
import type { OrderDiscountQuote } from '~/lib/order';
import { refresh } from '~/stores/cart';
import { quoteOrder } from '~/stores/checkout';
import { fill } from '../../fill';
import { CodeField } from '../../cart/CodeField';
import { CARD, CARD_TITLE, CODE_DONE } from '../looks';
import type { PaymentIslandText } from './strings';

interface Props {
  idCart: number;
  /** The order's quote: the code it holds, if any, and why it takes nothing off. */
  quote: OrderDiscountQuote | null;
  text: Pick<PaymentIslandText, 'code'>;
}

/**
 * The discount code at the last step: applied to (or removed from) the cart by the order's quote,
 * whose totals the summary then shows. The server decides; its refusal is said under the field.
 */
export function PaymentCode({ idCart, quote, text }: Props) {
  const t = text.code;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function send(code: string | null) {
    setBusy(true);
    setRefusal(null);
    setDone(null);
    try {
      const next = await quoteOrder(idCart, { discountCode: code });
      setDone(code === null ? t.removed : fill(t.applied, { code: next.value?.code ?? code }));
      // The code lives on the cart: the cart store follows, for the header and the other tabs.
      void refresh({ quiet: true });
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={CARD} aria-labelledby="payment-code-title" data-testid="payment-code">
      <h2 id="payment-code-title" className={CARD_TITLE}>{t.title}</h2>
      {/* A code that takes nothing off (below its minimum since a line went) is said so, with its reason and its removal in place. */}
      <CodeField id="payment-code" applied={quote?.value ?? null} busy={busy} refusal={refusal}
        text={{ label: t.label, apply: t.apply, applying: t.applying, current: quote?.value?.problem ? t.notApplied : t.current, remove: busy ? t.removing : t.remove }}
        onApply={(code) => void send(code)} onRemove={() => void send(null)} onType={() => setRefusal(null)} onEmpty={() => setRefusal(t.empty)} ruled={false} />
      <p className={CODE_DONE} role="status">{done}</p>
    </section>
  );
}
