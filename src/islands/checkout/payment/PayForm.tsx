import { useEffect, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { withLinks } from '~/islands/account/with-links';
import { ApiRequestError } from '~/lib/api';
import { cardsApi } from '~/lib/api/cards';
import type { KeptCard } from '~/lib/contracts/cards';
import { browserApi } from '~/scripts/browser-api';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/locale';
import { quoteOrder } from '~/stores/checkout';
import { fill } from '../../fill';
import { pay, problemOf, type PaymentPaths, type Problem } from './pay';
import { ProblemBox } from './ProblemBox';
import { CARD } from '../looks';
import type { PaymentIslandText } from './strings';

interface Props {
  idCart: number;
  needsShipping: boolean;
  /** What the bank card will be charged (the total less a gift card), from the server's quote; null while unknown. */
  toPay: number | null;
  lang: Lang;
  text: Pick<PaymentIslandText, 'page' | 'consent' | 'pay'>;
  paths: PaymentPaths & { saleTerms: string };
}

type Tick = 'salesTerms' | 'adult';

/** A tick missing, said in red. */
const MISSING = 'text-[0.875rem] font-semibold text-danger';

/**
 * The two ticks the order needs (docs/rules.md#law: the general sales conditions, 18 or older) and
 * the pay button. The button always answers: pressed with a box unticked, it says which one at the
 * box itself and moves there; with both, it places the order and takes the customer to pay.
 */
export function PayForm({ idCart, needsShipping, toPay, lang, text, paths }: Props) {
  const [ticked, setTicked] = useState<Record<Tick, boolean>>({ salesTerms: false, adult: false });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const boxes = { salesTerms: useRef<HTMLInputElement>(null), adult: useRef<HTMLInputElement>(null) };
  const missing = (['salesTerms', 'adult'] as const).filter((tick) => !ticked[tick]);
  const [keepCard, setKeepCard] = useState(false);
  // The kept card the step offers for one click: the default one if it can pay now, else another that can.
  const [keptCard, setKeptCard] = useState<KeptCard | null>(null);
  const [withKept, setWithKept] = useState(false);

  useEffect(() => {
    cardsApi(browserApi(lang))
      .list()
      .then((cards) => setKeptCard(cards.find((card) => card.usable && card.isDefault) ?? cards.find((card) => card.usable) ?? null))
      // Without the kept cards, the customer pays on the provider's page as always.
      .catch(() => undefined);
  }, [lang]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button pressed says how to pay: the kept card, or the provider's page.
    const submitter = (event.nativeEvent as unknown as { submitter?: HTMLElement | null }).submitter;
    const useKept = Boolean(keptCard && submitter?.dataset.keptCard);
    setWithKept(useKept);
    setTried(true);
    if (missing.length > 0) {
      boxes[missing[0]].current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const placed = await pay(idCart, needsShipping, useKept && keptCard ? { idKeptCard: keptCard.id } : { keepCard: toPay !== 0 && keepCard });
      // Stays busy: the provider's page (or the result page of an order with nothing to pay) loads.
      location.assign(placed.redirectUrl);
    } catch (error) {
      setProblem(problemOf(error, text, paths, needsShipping));
      setBusy(false);
      // A gift card spent by another order meanwhile: the step's figures follow the card's new balance.
      if (error instanceof ApiRequestError && error.status === 409) void quoteOrder(idCart).catch(() => undefined);
    }
  }

  function box(tick: Tick, label: ReactNode, error: string) {
    const showError = tried && !ticked[tick];
    return (
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-[0.3rem]">
        <input
          ref={boxes[tick]}
          id={`payment-${tick}`}
          type="checkbox"
          className="mt-[0.1rem] size-[1.35rem] cursor-pointer accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-danger"
          checked={ticked[tick]}
          onChange={(event) => setTicked((current) => ({ ...current, [tick]: event.target.checked }))}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `payment-${tick}-error` : undefined}
        />
        <label htmlFor={`payment-${tick}`} className="cursor-pointer leading-[1.45] [&_a]:font-semibold [&_a]:text-primary-ink">{label}</label>
        {showError && <p id={`payment-${tick}-error`} className={`col-2 ${MISSING}`}>{error}</p>}
      </div>
    );
  }

  const t = text.pay;
  return (
    <form className={`${CARD} grid gap-4`} onSubmit={onSubmit} noValidate data-testid="payment-form">
      <fieldset className="grid gap-[0.9rem]">
        <legend className="mb-[0.9rem] font-title text-[1.375rem] font-bold">{text.consent.legend}</legend>
        {box('salesTerms', withLinks(text.consent.salesTerms, [paths.saleTerms]), text.consent.salesTermsMissing)}
        {box('adult', text.consent.adult, text.consent.adultMissing)}
      </fieldset>
      {tried && missing.length > 0 && (
        <p className={MISSING} role="alert">{missing.length === 1 ? text.consent.missingOne : text.consent.missing}</p>
      )}
      {problem && <ProblemBox problem={problem} title={t.failed} />}
      {keptCard && toPay !== 0 && (
        <>
          <button type="submit" data-kept-card="1" className="button min-h-13 w-full text-[1.0625rem] sm:w-auto sm:min-w-72 sm:justify-self-start" disabled={busy} aria-describedby="payment-kept-card">
            {busy && withKept ? t.submitting : fill(t.payWithCard, { card: `${keptCard.brand} •••• ${keptCard.last4}` })}
          </button>
          <p id="payment-kept-card" className="-mt-[0.4rem] text-[0.875rem] text-muted">{t.payWithCardHint}</p>
          <p className="mt-2 font-semibold">{t.orNewCard}</p>
        </>
      )}
      {toPay !== 0 && (
        <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-[0.3rem]">
          <input
            id="payment-keepCard"
            type="checkbox"
            className="mt-[0.1rem] size-[1.35rem] cursor-pointer accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
            checked={keepCard}
            onChange={(event) => setKeepCard(event.target.checked)}
            aria-describedby="payment-keepCard-hint"
          />
          <label htmlFor="payment-keepCard" className="cursor-pointer leading-[1.45]">{t.keepCard}</label>
          <p id="payment-keepCard-hint" className="col-2 text-[0.875rem] text-muted">{t.keepCardHint}</p>
        </div>
      )}
      <button type="submit" className={`${keptCard && toPay !== 0 ? 'button-secondary ' : ''}button min-h-13 w-full text-[1.0625rem] sm:w-auto sm:min-w-72 sm:justify-self-start`} disabled={busy} aria-describedby="payment-secure">
        {busy && !withKept ? t.submitting : toPay === null ? t.submitNoAmount : toPay === 0 ? t.submitFree : fill(t.submit, { amount: formatPrice(toPay, lang) })}
      </button>
      <p id="payment-secure" className="-mt-[0.4rem] text-[0.875rem] text-muted">{toPay === 0 ? t.secureFree : t.secure}</p>
    </form>
  );
}
