import { LANG_TAG, type Lang } from '~/lib/locale';
import { setMessage } from '~/stores/checkout';
import { fill } from '../../fill';
import type { PaymentIslandText } from './strings';

/** The longest message the order keeps (POST /order refuses a longer one). */
export const MESSAGE_MAX_LENGTH = 2000;

/** A message to the estate, kept in the checkout store as it is typed and sent with the order. */
export function OrderMessage({ message, lang, text }: { message: string; lang: Lang; text: Pick<PaymentIslandText, 'message'> }) {
  const t = text.message;
  const count = new Intl.NumberFormat(LANG_TAG[lang]);
  return (
    <section className="checkout-card payment-message" aria-labelledby="payment-message-title">
      <h2 id="payment-message-title">
        <label htmlFor="payment-message">{t.label}</label>
      </h2>
      <p id="payment-message-hint" className="checkout-card-intro">{t.hint}</p>
      <textarea
        id="payment-message"
        name="message"
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        aria-describedby="payment-message-hint payment-message-count"
      />
      <p id="payment-message-count" className="payment-message-count">{fill(t.count, { length: count.format(message.length), max: count.format(MESSAGE_MAX_LENGTH) })}</p>
    </section>
  );
}
