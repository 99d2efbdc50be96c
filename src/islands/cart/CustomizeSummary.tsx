import { useState, type SubmitEvent } from 'react';
import type { FormView } from '~/lib/forms';
import type { CustomizationPrice, ProductCustomization } from '~/lib/cart';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/locale';
import { parseQuantity } from '~/lib/rules/quantity';
import { add } from '~/stores/cart';
import { answerText, isAnswered, orderedAnswers, uploadsFor, type Answers, type CheckedFile, type CustomizedItem, type CustomizeText } from './customize-answers';
import { ADD_TO_CART_BUTTON, CUSTOMIZE_ACTIONS, LINK_BUTTON, PROBLEM_BOX, QUESTION_TITLE, TOTALS, TOTALS_ROW, TOTALS_TOTAL } from './looks';
import { QuantityField, quantityMessage } from './QuantityField';

interface Props {
  item: CustomizedItem;
  customizations: ProductCustomization[];
  answers: Answers;
  forms: Record<number, FormView>;
  files: Record<number, CheckedFile>;
  price: CustomizationPrice | null;
  priceProblem: string | null;
  lang: Lang;
  cartPath: string;
  text: CustomizeText;
  onEdit: (step: number) => void;
  onAdded: (label: string) => void;
  onAgain: () => void;
}

/** The last step: every answer with what it costs, the unit price from the server, the quantity, and into the cart. */
export function CustomizeSummary(props: Props) {
  const { item, customizations, answers, forms, files, price, priceProblem, lang, cartPath, text, onEdit, onAdded, onAgain } = props;
  const [quantity, setQuantity] = useState(String(Math.max(1, item.rule.sellByMultipleOf)));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const money = (cents: number) => formatPrice(cents, lang);
  const costOf = (id: number) => price?.lines.find((line) => line.id === id)?.cost ?? 0;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(parseQuantity(quantity, item.rule));
    setQuantity(value);
    if (quantityMessage(value, item.rule, text.quantity)) return;
    setBusy(true);
    setRefusal(null);
    try {
      const sent = uploadsFor(orderedAnswers(customizations, answers), files);
      const cart = await add(item.declinationId, Number(value), { customizations: sent.answers, files: sent.files });
      const line = cart.products.findLast((product) => product.declinationId === item.declinationId);
      onAdded(line?.label ?? '');
      setAdded(true);
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (added) {
    return (
      <div className="grid justify-items-start gap-5" role="status">
        <h2 className="text-[1.5rem] outline-none" tabIndex={-1}>{text.customize.added}</h2>
        <div className={CUSTOMIZE_ACTIONS}>
          <a className="button" href={cartPath}>{text.addToCart.viewCart}</a>
          <button type="button" className="button button-outline" onClick={() => { setAdded(false); onAgain(); }}>{text.customize.again}</button>
        </div>
      </div>
    );
  }

  return (
    <form className="customize-summary grid gap-5" onSubmit={onSubmit} noValidate>
      <h2 className={QUESTION_TITLE} tabIndex={-1}>{text.customize.summaryStep}</h2>
      <ul className="border-t border-line">
        {customizations.map((customization, step) => {
          const answer = answers[customization.id];
          const file = files[customization.id];
          return (
            <li key={customization.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 border-b border-line py-[0.8rem] has-[img]:grid-cols-[3.5rem_minmax(0,1fr)_auto]">
              {file && <img src={file.previewUrl} alt="" className="h-[2.6rem] w-14 rounded-sm object-cover" />}
              <div>
                <p className="text-[0.8125rem] text-muted">{customization.label}</p>
                <p className="font-semibold wrap-anywhere data-empty:font-normal data-empty:text-muted data-empty:italic" data-empty={isAnswered(answer) ? undefined : ''}>{answerText(answer, forms[customization.formId ?? 0], text)}</p>
                {costOf(customization.id) > 0 && <p className="text-[0.875rem] text-muted tabular-nums">+{money(costOf(customization.id))}</p>}
              </div>
              <button type="button" className={`${LINK_BUTTON} justify-self-start`} onClick={() => onEdit(step)}>{text.customize.edit}</button>
            </li>
          );
        })}
      </ul>
      <dl className={`${TOTALS} ml-auto w-full max-w-[26rem]`} aria-live="polite">
        {price ? (
          <>
            <div className={TOTALS_ROW}><dt>{text.customize.basePrice}</dt><dd>{money(price.basePrice)}</dd></div>
            <div className={TOTALS_ROW}><dt>{text.customize.extras}</dt><dd>+{money(price.customizationCost)}</dd></div>
            <div className={TOTALS_TOTAL}><dt>{text.customize.unitPrice}</dt><dd>{money(price.unitPrice)}</dd></div>
          </>
        ) : (
          !priceProblem && <div className={TOTALS_ROW}><dt>{text.customize.pricing}</dt><dd /></div>
        )}
      </dl>
      {priceProblem && <p className={`${PROBLEM_BOX} text-[0.9rem]`} role="alert">{priceProblem}</p>}
      <div className="flex flex-wrap items-end justify-end gap-x-4 gap-y-3">
        <QuantityField id="customize-quantity" label={text.quantity.label} value={quantity} rule={item.rule} text={text.quantity} disabled={busy}
          onChange={(raw) => { setQuantity(raw); setRefusal(null); }} />
        <button type="submit" className={ADD_TO_CART_BUTTON} disabled={busy}>{busy ? text.customize.adding : text.customize.add}</button>
      </div>
      {refusal && <p className={`${PROBLEM_BOX} text-[0.9rem]`} role="alert">{refusal}</p>}
    </form>
  );
}
