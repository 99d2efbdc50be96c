import { useEffect, useState } from 'react';
import type { CartLine } from '~/lib/cart';
import { discountLabel, formatPrice } from '~/lib/catalogue-format';
import { localizedPath, type Lang } from '~/lib/locale';
import { parseQuantity } from '~/lib/rules/quantity';
import { remove, setQuantity } from '~/stores/cart';
import { showToast } from '~/stores/ui';
import { fill } from '../fill';
import { Picture } from '../Picture';
import { QuantityField, quantityMessage } from './QuantityField';
import { LINK_BUTTON, PROBLEM_TEXT } from './looks';
import type { CartText } from './strings';

/** A column's name, said before the figure on a phone; on a wider screen the column speaks for itself. */
const CAPTION = "text-muted after:content-['_'] sm:sr-only";

export type LineText = Pick<CartText, 'page' | 'quantity' | 'done' | 'labelled'>;

/** What the line's label says besides the product's name: '2023 – 75 cl', 'Or'. */
function details(line: CartLine): string {
  return line.label.startsWith(line.name) ? line.label.slice(line.name.length).replace(/^[\s–-]+/, '') : '';
}

/**
 * A line of the cart: the item, its customizations, its unit price, its quantity (the same rules
 * as the add-to-cart control, sent when the customer is done with the field), its total and a way
 * to remove it.
 */
export function CartLineItem({ line, lang, text }: { line: CartLine; lang: Lang; text: LineText }) {
  const [quantity, setQuantityValue] = useState(String(line.quantity));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rule = { sellByMultipleOf: line.sellByMultipleOf, isWine: line.type === 'WINE', stock: line.stock };
  const price = (cents: number) => formatPrice(cents, lang);
  const href = localizedPath(lang, line.path);
  const fullPrice = line.basePrice + line.customizationCost;

  // Another tab, or the server, changed the quantity: the field follows.
  useEffect(() => setQuantityValue(String(line.quantity)), [line.quantity]);

  async function commit(raw: string) {
    const value = parseQuantity(raw, rule);
    if (value === line.quantity || quantityMessage(raw, rule, text.quantity)) return;
    setBusy(true);
    setRefusal(null);
    try {
      if (await setQuantity(line, value)) showToast({ kind: 'success', message: fill(text.done.updated, { label: line.label }) });
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function onRemove() {
    setBusy(true);
    try {
      if (await remove(line)) showToast({ kind: 'success', message: fill(text.done.removed, { label: line.label }) });
    } catch (error) {
      showToast({ kind: 'error', message: (error as Error).message });
      setBusy(false);
    }
  }

  return (
    <li
      className="cart-line grid grid-cols-[5rem_minmax(0,1fr)_auto] gap-x-4 gap-y-[0.6rem] border-b border-line py-5 [grid-template-areas:'image_item_item'_'image_unit_unit'_'image_quantity_quantity'_'image_total_remove'] aria-busy:opacity-60 sm:grid-cols-[6.5rem_minmax(0,1fr)_8rem_auto_7rem] sm:items-start sm:gap-x-5 sm:gap-y-2 sm:[grid-template-areas:'image_item_unit_quantity_total'_'image_item_._._remove']"
      data-line={line.id} aria-busy={busy || undefined}>
      <a className="block aspect-square overflow-hidden rounded-lg bg-paper [grid-area:image] [&_img]:size-full [&_img]:object-contain" href={href} tabIndex={-1} aria-hidden="true">
        {line.image && <Picture image={line.image} alt="" sizes="5rem" />}
      </a>
      <div className="grid content-start gap-[0.3rem] [grid-area:item]">
        <h3 className="cart-line-name text-[1.125rem] leading-[1.3]">
          <a className="hover:text-primary-ink hover:underline hover:underline-offset-3" href={href}>{line.name}</a>
        </h3>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-[0.875rem] text-muted">
          {details(line) && <span>{details(line)}</span>}
          {line.isDematerialized && <span className="rounded-full border border-line px-2 text-[0.75rem]">{text.page.noDelivery}</span>}
        </p>
        {line.customizations.length > 0 && (
          <ul className="mt-[0.2rem] grid gap-[0.2rem] border-l-2 border-[color-mix(in_srgb,var(--shop-accent)_55%,transparent)] pl-3 text-[0.875rem]">
            {line.customizations.map((answer) => (
              <li key={answer.id}>
                <span className="text-muted">{fill(text.labelled, { label: answer.label, text: '' })}</span>
                {answer.fileUrl ? <a className="text-primary-ink underline underline-offset-3 wrap-anywhere" href={answer.fileUrl} target="_blank" rel="noopener">{answer.value}</a> : answer.value}
                {answer.cost > 0 && <span className="text-muted tabular-nums"> +{price(answer.cost)}</span>}
              </li>
            ))}
          </ul>
        )}
        {line.problem && <p className={PROBLEM_TEXT} role="alert">{line.problem}</p>}
      </div>
      <div className="flex flex-wrap gap-x-2 gap-y-[0.1rem] text-[0.9375rem] tabular-nums [grid-area:unit] sm:grid sm:justify-items-end sm:pt-[0.6rem] sm:text-right">
        <span className={CAPTION}>{text.page.unitPrice}</span>
        <span>
          {line.unitPrice < fullPrice && <s className="text-muted">{price(fullPrice)}</s>} {price(line.unitPrice)}
        </span>
        {line.volumeDiscount && (
          <span className="basis-full text-[0.8125rem] text-accent-ink">{fill(text.page.volumeDiscount, { discount: discountLabel(line.volumeDiscount, lang) })}</span>
        )}
        {line.memberDiscount > 0 && (
          <span className="basis-full text-[0.8125rem] text-accent-ink">{fill(text.page.memberPrice, { amount: price(line.memberDiscount) })}</span>
        )}
      </div>
      <div className="[grid-area:quantity]">
        <QuantityField
          id={`cart-line-${line.id}`}
          label={fill(text.quantity.of, { label: line.label })}
          labelHidden
          value={quantity}
          rule={rule}
          text={text.quantity}
          error={refusal}
          disabled={busy}
          onChange={(raw) => {
            setQuantityValue(raw);
            setRefusal(null);
          }}
          onCommit={commit}
        />
      </div>
      <p className="cart-line-total self-center text-[1.0625rem] tabular-nums [grid-area:total] sm:self-start sm:pt-[0.55rem] sm:text-right">
        <span className={CAPTION}>{text.page.lineTotal}</span>
        <strong>{price(line.lineTotal)}</strong>
      </p>
      <button type="button" className={`${LINK_BUTTON} justify-self-end [grid-area:remove]`} onClick={onRemove} disabled={busy} aria-label={fill(text.page.removeLabel, { label: line.label })}>
        <svg className="size-4 fill-none stroke-current stroke-[1.8] [stroke-linecap:round] [stroke-linejoin:round]" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" /></svg>
        <span>{text.page.remove}</span>
      </button>
    </li>
  );
}
