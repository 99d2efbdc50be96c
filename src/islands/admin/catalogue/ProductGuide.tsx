import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { buttonClass } from '../ui/styles';

// What a new product still needs before a customer can buy it, as numbered steps with the state
// of each: a product without a declination has nothing to sell, and a new one is offline.

interface Props {
  lang: Lang;
  /** The product's name, said in the first line right after its creation. */
  name: string | null;
  hasDeclination: boolean;
  isPublished: boolean;
  /** Opens the new declination's form (it comes into view, its first field focused). */
  onAddDeclination: (() => void) | null;
  onPublish: () => void;
}

export function ProductGuide({ lang, name, hasDeclination, isPublished, onAddDeclination, onPublish }: Props) {
  const t = adminT(lang);
  const steps = [
    { id: 'declination', done: hasDeclination, action: onAddDeclination && !hasDeclination ? { label: t('admin-catalogue:declinations.add'), run: onAddDeclination } : null },
    { id: 'publish', done: isPublished, action: hasDeclination && !isPublished ? { label: t('admin-catalogue:editor.publish'), run: onPublish } : null },
  ] as const;
  return (
    <section id="product-guide" aria-labelledby="product-guide-title" className="scroll-mt-2 rounded-lg border border-wine-700/30 bg-wine-50 p-4 md:p-5" data-testid="product-guide">
      <h2 id="product-guide-title" className="text-lg font-semibold text-wine-800">
        {t('admin-catalogue:guide.title')}
      </h2>
      <p className="mt-1 mb-3 text-stone-800">{name ? t('admin-catalogue:create.created', { name }) : t('admin-catalogue:guide.intro')}</p>
      <ol className="space-y-2">
        {steps.map((step, index) => (
          <li key={step.id} data-step={step.id} data-done={step.done} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-white px-3 py-2">
            <span
              aria-hidden="true"
              className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${step.done ? 'bg-green-700 text-white' : 'border-2 border-wine-700 text-wine-800'}`}
            >
              {step.done ? '✓' : index + 1}
            </span>
            <span className="font-medium">{t(`admin-catalogue:guide.steps.${step.id}`)}</span>
            <span className={`rounded-full px-2.5 py-0.5 text-sm ${step.done ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`} data-testid={`guide-${step.id}-state`}>
              {t(step.done ? 'admin-catalogue:guide.done' : 'admin-catalogue:guide.todo')}
            </span>
            {step.action && (
              <button type="button" className={`${buttonClass.primary} ml-auto`} onClick={step.action.run}>
                {step.action.label}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
