import { useState } from 'react';
import type { CartClubGift } from '~/lib/cart';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/locale';
import { removeClubGift } from '~/stores/cart';
import { showToast } from '~/stores/ui';
import { fill } from '../fill';
import { LINK_BUTTON, PROBLEM_TEXT } from './looks';
import type { LineText } from './CartLineItem';

/**
 * A gift membership of the wine club in the cart (docs/club.md, "Gift memberships"): the formula and
 * its shipments, for whom, the message, its price (the formula's, one per line) and a way to remove it.
 */
export function ClubGiftLine({ gift, lang, text }: { gift: CartClubGift; lang: Lang; text: LineText }) {
  const [busy, setBusy] = useState(false);

  async function onRemove() {
    setBusy(true);
    try {
      if (await removeClubGift(gift.index)) showToast({ kind: 'success', message: fill(text.done.removed, { label: gift.label }) });
    } catch (error) {
      showToast({ kind: 'error', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="cart-line grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 border-b border-line py-5 aria-busy:opacity-60" data-club-gift-line={gift.index} aria-busy={busy || undefined}>
      <div className="grid content-start gap-[0.3rem]">
        <h3 className="cart-line-name text-[1.125rem] leading-[1.3]">{gift.label}</h3>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-[0.875rem] text-muted">
          <span className="wrap-anywhere">{fill(text.page.giftFor, { name: gift.recipientName, email: gift.recipientEmail })}</span>
          <span className="rounded-full border border-line px-2 text-[0.75rem]">{text.page.noDelivery}</span>
        </p>
        {gift.message && <p className="text-[0.875rem] whitespace-pre-line wrap-anywhere">{fill(text.page.giftMessage, { message: gift.message })}</p>}
        {gift.problem && <p className={PROBLEM_TEXT} role="alert">{gift.problem}</p>}
      </div>
      <p className="cart-line-total text-right text-[1.0625rem] tabular-nums">
        <strong>{formatPrice(gift.lineTotal, lang)}</strong>
      </p>
      <button type="button" className={`${LINK_BUTTON} col-start-2 justify-self-end`} onClick={onRemove} disabled={busy} aria-label={fill(text.page.removeLabel, { label: gift.label })}>
        <svg className="size-4 fill-none stroke-current stroke-[1.8] [stroke-linecap:round] [stroke-linejoin:round]" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" /></svg>
        <span>{text.page.remove}</span>
      </button>
    </li>
  );
}
