import { useState, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { returnPath } from '~/lib/ui/account/paths';
import { ordersApi } from '~/lib/api/orders';
import { browserApi } from '~/scripts/browser-api';
import { localizedPath, type Lang } from '~/lib/locale';
import type { OrderGenericValue, ReturnableLine, ReturnRequest } from '~/lib/order-return';
import { fill } from '../fill';
import type { AccountText } from './strings';
import { CONTROL, CONTROL_STATES } from '~/lib/ui/account/styles';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

/** What a line says about itself in small, beside its name. */
const META = 'text-[0.85rem] opacity-75';

interface Props {
  lang: Lang;
  idOrder: number;
  lines: ReturnableLine[];
  /** The reasons the estate offers (GET /order-generic-values/RETURN_REASON). */
  reasons: OrderGenericValue[];
  text: AccountText['returnForm'];
}

/** How long the customer's own words may be: the reason sent (1,000 characters at most) holds the chosen one too. */
const DETAILS_MAX = 900;

type Errors = Partial<Record<'products' | 'reason' | 'details' | 'form' | `line-${number}`, string>>;

/**
 * /account/orders/{id}/return: which products and how many to send back (up to what each line can
 * still return), and why: one of the estate's reasons plus the customer's own words. The server
 * checks it all again (POST /order/{id}/back-products); once asked, the return's page shows its
 * stage.
 */
export default function ReturnForm({ lang, idOrder, lines, reasons, text }: Props) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  function read(form: FormData): { request: ReturnRequest | null; errors: Errors } {
    const found: Errors = {};
    const products: ReturnRequest['products'] = [];
    for (const line of lines.filter((l) => l.returnableQuantity > 0)) {
      const raw = String(form.get(`quantity-${line.idOrderLine}`) ?? '').trim();
      const quantity = raw === '' ? 0 : Number(raw);
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > line.returnableQuantity) {
        found[`line-${line.idOrderLine}`] = fill(text.errors.quantity, { max: line.returnableQuantity });
      } else if (quantity > 0) {
        products.push({ idOrderLine: line.idOrderLine, quantity });
      }
    }
    if (products.length === 0 && Object.keys(found).length === 0) found.products = text.errors.noProduct;
    const choice = reasons.find((reason) => String(reason.id) === form.get('reason'));
    if (!choice) found.reason = text.errors.reason;
    const details = String(form.get('details') ?? '').trim();
    if (details.length > DETAILS_MAX) found.details = fill(text.errors.detailsTooLong, { max: DETAILS_MAX });
    if (Object.keys(found).length > 0 || !choice) return { request: null, errors: found };
    return { request: { reason: details ? `${choice.value} — ${details}` : choice.value, products }, errors: {} };
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { request, errors: found } = read(new FormData(form));
    // Rendered at once, so that the first field in error can take the focus and its message be read out.
    flushSync(() => setErrors(found));
    if (!request) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const created = await ordersApi(browserApi(lang)).askReturn(idOrder, request);
      location.assign(localizedPath(lang, returnPath(idOrder, created.id)));
    } catch (error) {
      setErrors({ form: (error as Error).message });
      setBusy(false);
    }
  }

  const productsInvalid = errors.products !== undefined;
  return (
    <form onSubmit={onSubmit} noValidate data-testid="return-form">
      <fieldset aria-describedby={`return-products-hint${productsInvalid ? ' return-products-error' : ''}`}>
        <legend className="font-semibold">{text.productsLegend}</legend>
        <p id="return-products-hint" className={F.hint}>{text.productsHint}</p>
        <ul className="mt-3 grid gap-[0.6rem]">
          {lines.map((line) => {
            const id = `return-quantity-${line.idOrderLine}`;
            const error = errors[`line-${line.idOrderLine}`];
            return (
              <li key={line.idOrderLine} className="grid items-center gap-x-4 gap-y-2 rounded-lg border border-current/12 bg-page px-4 py-[0.85rem] xs:grid-cols-[1fr_auto]">
                <div>
                  <span className="block font-semibold" id={`${id}-name`}>{line.name}</span>
                  <span className={META}>
                    {fill(text.bought, { count: line.quantity })}
                    {line.returnedQuantity > 0 && <> · {fill(text.alreadyReturned, { count: line.returnedQuantity })}</>}
                  </span>
                </div>
                {line.returnableQuantity > 0 ? (
                  <div className="flex flex-wrap items-center gap-x-[0.6rem] gap-y-1">
                    <label htmlFor={id} className="sr-only">{fill(text.quantityLabel, { name: line.name })}</label>
                    <input id={id} name={`quantity-${line.idOrderLine}`} type="number" inputMode="numeric" min={0} max={line.returnableQuantity}
                      step={1} defaultValue={0} className={`min-h-11 w-[5.5rem] rounded-md border border-current/30 bg-page px-[0.6rem] py-[0.45rem] text-center tabular-nums ${CONTROL_STATES}`} aria-invalid={error || productsInvalid ? true : undefined}
                      aria-describedby={`${id}-max${error ? ` ${id}-error` : ''}`} />
                    <span id={`${id}-max`} className={F.note}>{fill(text.quantityMax, { max: line.returnableQuantity })}</span>
                    {error && <p id={`${id}-error`} className={`${F.noteError} basis-full`} role="alert">{error}</p>}
                  </div>
                ) : (
                  <span className={META}>{text.nothingLeft}</span>
                )}
              </li>
            );
          })}
        </ul>
        {errors.products && <p id="return-products-error" className={F.error} role="alert">{errors.products}</p>}
      </fieldset>

      <div>
        <label htmlFor="return-reason" className={F.label}>{text.reason}</label>
        <select className={CONTROL} id="return-reason" name="reason" required defaultValue="" aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? 'return-reason-error' : undefined}>
          <option value="" disabled>{text.chooseReason}</option>
          {reasons.map((reason) => (
            <option key={reason.id} value={reason.id}>{reason.value}</option>
          ))}
        </select>
        {errors.reason && <p id="return-reason-error" className={F.error} role="alert">{errors.reason}</p>}
      </div>

      <div>
        <label htmlFor="return-details" className={F.label}>{text.details}</label>
        <textarea className={CONTROL} id="return-details" name="details" rows={4} maxLength={DETAILS_MAX} aria-invalid={errors.details ? true : undefined}
          aria-describedby={`return-details-hint${errors.details ? ' return-details-error' : ''}`} />
        <p id="return-details-hint" className={F.hint}>{text.detailsHint}</p>
        {errors.details && <p id="return-details-error" className={F.error} role="alert">{errors.details}</p>}
      </div>

      {errors.form && <p className={F.formError} role="alert">{errors.form}</p>}
      <button className="button" type="submit" disabled={busy}>{text.submit}</button>
    </form>
  );
}
