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
import type { CartText } from './strings';

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
    <li className="cart-line" data-line={line.id} aria-busy={busy || undefined}>
      <a className="cart-line-image" href={href} tabIndex={-1} aria-hidden="true">
        {line.image && <Picture image={line.image} alt="" sizes="5rem" />}
      </a>
      <div className="cart-line-item">
        <h3 className="cart-line-name">
          <a href={href}>{line.name}</a>
        </h3>
        <p className="cart-line-details">
          {details(line) && <span>{details(line)}</span>}
          {line.isDematerialized && <span className="cart-line-tag">{text.page.noDelivery}</span>}
        </p>
        {line.customizations.length > 0 && (
          <ul className="cart-line-customizations">
            {line.customizations.map((answer) => (
              <li key={answer.id}>
                <span className="cart-line-answer-label">{fill(text.labelled, { label: answer.label, text: '' })}</span>
                {answer.fileUrl ? <a href={answer.fileUrl} target="_blank" rel="noopener">{answer.value}</a> : answer.value}
                {answer.cost > 0 && <span className="cart-line-answer-cost"> +{price(answer.cost)}</span>}
              </li>
            ))}
          </ul>
        )}
        {line.problem && <p className="cart-line-problem" role="alert">{line.problem}</p>}
      </div>
      <div className="cart-line-unit">
        <span className="cart-line-caption">{text.page.unitPrice}</span>
        <span>
          {line.unitPrice < fullPrice && <s>{price(fullPrice)}</s>} {price(line.unitPrice)}
        </span>
        {line.volumeDiscount && (
          <span className="cart-line-volume">{fill(text.page.volumeDiscount, { discount: discountLabel(line.volumeDiscount, lang) })}</span>
        )}
      </div>
      <div className="cart-line-quantity">
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
      <p className="cart-line-total">
        <span className="cart-line-caption">{text.page.lineTotal}</span>
        <strong>{price(line.lineTotal)}</strong>
      </p>
      <button type="button" className="cart-line-remove" onClick={onRemove} disabled={busy} aria-label={fill(text.page.removeLabel, { label: line.label })}>
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" /></svg>
        <span>{text.page.remove}</span>
      </button>
    </li>
  );
}
