import { LANG_TAG, type Lang } from '~/lib/locale';
import { setMessage } from '~/stores/checkout';
import { fill } from '../../fill';
import { CARD, CARD_INTRO, CARD_TITLE } from '../looks';
import type { PaymentIslandText } from './strings';

/** The longest message the order keeps (POST /order refuses a longer one). */
export const MESSAGE_MAX_LENGTH = 2000;

/** A message to the estate, kept in the checkout store as it is typed and sent with the order. */
export function OrderMessage({ message, lang, text }: { message: string; lang: Lang; text: Pick<PaymentIslandText, 'message'> }) {
  const t = text.message;
  const count = new Intl.NumberFormat(LANG_TAG[lang]);
  return (
    <section className={CARD} aria-labelledby="payment-message-title">
      <h2 id="payment-message-title" className={CARD_TITLE}>
        <label htmlFor="payment-message" className="cursor-pointer">{t.label}</label>
      </h2>
      <p id="payment-message-hint" className={CARD_INTRO}>{t.hint}</p>
      <textarea
        id="payment-message"
        name="message"
        className="block min-h-28 w-full resize-y rounded-md border border-[color-mix(in_srgb,currentColor_30%,transparent)] bg-page px-[0.85rem] py-[0.7rem] text-inherit focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent"
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        aria-describedby="payment-message-hint payment-message-count"
      />
      <p id="payment-message-count" className="mt-[0.35rem] text-right text-[0.8125rem] text-muted tabular-nums">{fill(t.count, { length: count.format(message.length), max: count.format(MESSAGE_MAX_LENGTH) })}</p>
    </section>
  );
}
