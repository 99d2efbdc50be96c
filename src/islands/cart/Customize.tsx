import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { FormView } from '~/lib/forms';
import type { CustomizationAnswer, CustomizationPrice, ProductCustomization } from '~/lib/cart';
import { customizationApi } from '~/lib/api/cart';
import { browserApi } from '~/scripts/browser-api';
import type { Lang } from '~/lib/locale';
import { showToast } from '~/stores/ui';
import { fill } from '../fill';
import type { FormStrings } from '../form-strings';
import { CustomizationStep } from './CustomizationStep';
import { CustomizeSummary } from './CustomizeSummary';
import { CUSTOMIZE_ACTIONS, SMALL_CAPS } from './looks';
import { orderedAnswers, stepProblem, type Answers, type CheckedFile, type CustomizedItem, type CustomizeText } from './customize-answers';

interface Props {
  lang: Lang;
  item: CustomizedItem;
  customizations: ProductCustomization[];
  /** The forms of DYNAMIC_FORM customizations, by form id. */
  forms: Record<number, FormView>;
  formStrings?: FormStrings;
  cartPath: string;
  productPath: string;
  text: CustomizeText;
}

/** A step's box: its question, or the summary. */
const STEP_BOX = 'grid gap-6 rounded-xl border border-line bg-card p-6 sm:px-9 sm:py-8';
/** A step of the progress bar, and its number by whether it is done, current or to come. */
const CHIP = 'inline-flex items-center gap-2 rounded-full border py-[0.35rem] pr-[0.85rem] pl-[0.4rem] text-[0.875rem]';
const NUMBER = { done: 'bg-accent text-on-accent', current: 'bg-primary text-on-primary', next: 'bg-paper' };

/** How long the price waits for the customer to stop typing before asking the server. */
const PRICE_DELAY_MS = 300;

/**
 * The customization page, step by step: one customization per step, then a summary with the
 * price the server computes and the quantity. Images are checked by the server as soon as they are chosen.
 */
export default function Customize({ lang, item, customizations, forms, formStrings, cartPath, productPath, text }: Props) {
  const api = browserApi(lang);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [files, setFiles] = useState<Record<number, CheckedFile>>({});
  const [checking, setChecking] = useState<Record<number, boolean>>({});
  const [fileProblems, setFileProblems] = useState<Record<number, string>>({});
  const [stepError, setStepError] = useState<string | null>(null);
  const [price, setPrice] = useState<CustomizationPrice | null>(null);
  const [priceProblem, setPriceProblem] = useState<string | null>(null);
  /** Starting again empties the file fields too: the steps are drawn anew. */
  const [round, setRound] = useState(0);
  const headings = useRef<HTMLDivElement>(null);
  const summaryIndex = customizations.length;
  const answered = orderedAnswers(customizations, answers);
  const answeredKey = JSON.stringify(answered);

  // The price of one unit with the answers given so far, from the server.
  useEffect(() => {
    const timer = setTimeout(() => {
      customizationApi(api)
        .price(item.productId, item.declinationId, answered)
        .then((next) => {
          setPrice(next);
          setPriceProblem(null);
        })
        .catch((error: Error) => setPriceProblem(error.message));
    }, PRICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answeredKey]);

  // A new step takes the focus to its question, so that a screen reader starts there (not at load).
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headings.current?.querySelector<HTMLElement>(`[data-step="${index}"] h2`)?.focus();
    moved.current = true;
  }, [index]);

  function answer(customization: ProductCustomization, value: CustomizationAnswer | undefined) {
    setStepError(null);
    setAnswers((current) => {
      const next = { ...current };
      if (value) next[customization.id] = value;
      else delete next[customization.id];
      return next;
    });
  }

  async function chooseFile(customization: ProductCustomization, file: File | null) {
    setFileProblems(({ [customization.id]: _, ...rest }) => rest);
    const previous = files[customization.id];
    if (previous) URL.revokeObjectURL(previous.previewUrl);
    setFiles(({ [customization.id]: _, ...rest }) => rest);
    answer(customization, undefined);
    if (!file) return;
    setChecking((current) => ({ ...current, [customization.id]: true }));
    try {
      const checked = await customizationApi(api).checkFile(customization.id, file);
      setFiles((current) => ({ ...current, [customization.id]: { file, checked, previewUrl: URL.createObjectURL(file) } }));
      answer(customization, { id: customization.id, filename: file.name });
    } catch (error) {
      setFileProblems((current) => ({ ...current, [customization.id]: (error as Error).message }));
    } finally {
      setChecking(({ [customization.id]: _, ...rest }) => rest);
    }
  }

  function next(event: SubmitEvent<HTMLFormElement>, customization: ProductCustomization) {
    event.preventDefault();
    const problem = stepProblem(customization, answers[customization.id], forms[customization.formId ?? 0], checking[customization.id] === true, text);
    setStepError(problem);
    if (!problem) setIndex(index + 1);
  }

  function goTo(step: number) {
    setStepError(null);
    setIndex(step);
  }

  const labels = [...customizations.map((customization) => customization.label), text.customize.summaryStep];

  return (
    <div className="grid gap-6" data-testid="customize">
      <nav aria-label={text.customize.steps}>
        <p className={`mb-[0.6rem] ${SMALL_CAPS}`}>{fill(text.customize.step, { current: index + 1, total: labels.length })}</p>
        <ol className="flex flex-wrap gap-2">
          {labels.map((label, step) => {
            const state = step === index ? 'current' : step < index ? 'done' : 'next';
            const number = <span className={`inline-grid size-6 place-items-center rounded-full text-[0.75rem] font-bold ${NUMBER[state]}`}>{step + 1}</span>;
            return (
              <li key={label + step} data-state={state}>
                {state === 'done' ? (
                  <button type="button" className={`${CHIP} cursor-pointer border-line hover:border-primary-ink`} onClick={() => goTo(step)}>{number}{label}</button>
                ) : (
                  <span className={`${CHIP} ${state === 'current' ? 'border-primary font-semibold inset-ring inset-ring-primary' : 'border-line text-muted'}`} aria-current={state === 'current' ? 'step' : undefined}>{number}{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      <div ref={headings}>
        {/* Every step stays in the page: going back finds the answers (and chosen files) as they were. */}
        {customizations.map((customization, step) => (
          <form key={`${customization.id}-${round}`} className={STEP_BOX} data-step={step} hidden={step !== index} noValidate
            onSubmit={(event) => next(event, customization)}>
            <CustomizationStep
              customization={customization}
              answer={answers[customization.id]}
              onAnswer={(value) => answer(customization, value)}
              form={customization.formId === null ? undefined : forms[customization.formId]}
              formStrings={formStrings}
              file={files[customization.id]}
              fileChecking={checking[customization.id] === true}
              onFile={(file) => void chooseFile(customization, file)}
              problem={(step === index ? stepError : null) ?? fileProblems[customization.id] ?? null}
              text={text}
            />
            <div className={CUSTOMIZE_ACTIONS}>
              {step > 0 ? (
                <button type="button" className="button button-outline" onClick={() => goTo(step - 1)}>{text.customize.previous}</button>
              ) : (
                <a className="button button-outline" href={productPath}>{text.customize.back}</a>
              )}
              <button type="submit" className="button">{text.customize.next}</button>
            </div>
          </form>
        ))}
        <div className={STEP_BOX} data-step={summaryIndex} hidden={index !== summaryIndex}>
          <CustomizeSummary
            item={item}
            customizations={customizations}
            answers={answers}
            forms={forms}
            files={files}
            price={price}
            priceProblem={priceProblem}
            lang={lang}
            cartPath={cartPath}
            text={text}
            onEdit={goTo}
            onAdded={(label) => showToast({ kind: 'success', message: fill(text.done.added, { label }) })}
            onAgain={() => {
              Object.values(files).forEach((file) => URL.revokeObjectURL(file.previewUrl));
              setAnswers({});
              setFiles({});
              setRound(round + 1);
              setIndex(0);
            }}
          />
        </div>
      </div>
    </div>
  );
}
