import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useFieldArray, useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { amountTypes, capacityUnits, catalogueApi, type AdminDeclination, type DeclinationCreate, type SavedDeclination } from '~/lib/admin/catalogue';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { ConfirmButton } from '../ui/ConfirmButton';
import { Field, fieldAria } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass } from '../ui/styles';
import { declinationFormSchema, declinationFormValues, type DeclinationFormValues } from './declination-form';
import { failureText, messageText } from './form-values';

// One declination of the product: what is sold (vintage, capacity), its price, stock and sale
// rules, its reduction and volume tiers. Saved on its own; the shop shows it at once.

interface Props {
  lang: Lang;
  productId: number;
  /** null: a new declination, created on save. */
  declination: AdminDeclination | null;
  onSaved: (saved: SavedDeclination) => void;
  onRemoved?: () => void;
  /** Brought into view with its first field focused when it opens (the new product's guide asks for it). */
  autoFocus?: boolean;
}

export function DeclinationForm({ lang, productId, declination, onSaved, onRemoved, autoFocus = false }: Props) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const key = declination ? `declination-${declination.id}` : 'declination-new';
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<DeclinationFormValues, unknown, DeclinationCreate>({
    resolver: zodResolver(declinationFormSchema),
    defaultValues: declinationFormValues(declination, lang),
  });
  const tiers = useFieldArray({ control, name: 'decreasingDiscounts' });
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
    formRef.current?.scrollIntoView({ block: 'nearest' });
  }, [autoFocus]);

  const save = handleSubmit(async (fields) => {
    try {
      const saved = declination ? await api.updateDeclination(declination.id, fields) : await api.addDeclination(productId, fields);
      reset(declinationFormValues(saved, lang));
      say('ok', declination ? t('admin-catalogue:declinations.saved', { price: formatPrice(saved.finalPrice, lang) }) : t('admin-catalogue:declinations.created'));
      onSaved(saved);
    } catch (error) {
      say('error', failureText(t, error));
    }
  });

  const remove = async () => {
    if (!declination) return;
    try {
      await api.removeDeclination(declination.id);
      onRemoved?.();
    } catch (error) {
      say('error', failureText(t, error));
    }
  };

  /** A labelled input of this form, with its help and the schema's message. */
  const input = (name: string, label: string, registered: UseFormRegisterReturn, error: FieldError | undefined, extra: { help?: string; inputMode?: 'decimal' | 'numeric'; type?: string } = {}) => {
    const id = `${key}-${name}`;
    const message = messageText(t, error?.message);
    return (
      <Field id={id} label={label} help={extra.help} error={message}>
        <input id={id} className={inputClass} type={extra.type ?? 'text'} inputMode={extra.inputMode} autoComplete="off" {...registered} {...fieldAria(id, extra.help, message)} />
      </Field>
    );
  };
  const checkbox = (name: 'tracksStock' | 'isValid' | 'discount.enabled', label: string) => (
    <label className="mb-4 flex min-h-10 items-center gap-2 font-medium">
      <input type="checkbox" className="size-5 accent-wine-700" {...register(name)} />
      {label}
    </label>
  );

  // Typing a stock where there was none ticks "Suivre le stock", in sight: a stock typed is meant
  // to be counted. The owner may untick it; the form then says the stock will not count.
  const quantityField = register('quantity', {
    onChange: (event: { target: { value: string } }) => {
      const wasEmpty = declination === null || declination.quantity === null;
      if (wasEmpty && event.target.value.trim() !== '' && !getFieldState('tracksStock').isDirty) setValue('tracksStock', true, { shouldDirty: true });
    },
  });
  const uncounted = (watch('quantity') ?? '').trim() !== '' && !watch('tracksStock');

  const unitId = `${key}-capacityUnit`;
  const unitError = messageText(t, errors.capacityUnit?.message);
  const hasDiscount = watch('discount.enabled');
  const heading = declination
    ? t('admin-catalogue:declinations.heading', { label: [declination.year ?? t('admin-catalogue:declinations.nonVintage'), declination.reference].filter(Boolean).join(' · ') })
    : t('admin-catalogue:declinations.newHeading');

  return (
    <form ref={formRef} noValidate onSubmit={save} aria-labelledby={`${key}-title`} className="scroll-mt-4 rounded-lg border border-stone-300 p-4">
      <h3 id={`${key}-title`} className="mb-3 text-lg font-semibold">
        {heading}
      </h3>
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
        {input('year', t('admin-catalogue:declinations.year'), register('year'), errors.year, { inputMode: 'numeric' })}
        {input('capacity', t('admin-catalogue:declinations.capacity'), register('capacity'), errors.capacity, { inputMode: 'decimal' })}
        <Field id={unitId} label={t('admin-catalogue:declinations.capacityUnit')} error={unitError}>
          <select id={unitId} className={inputClass} {...register('capacityUnit')} {...fieldAria(unitId, undefined, unitError)}>
            <option value="">{t('admin-catalogue:declinations.noUnit')}</option>
            {capacityUnits.map((unit) => (
              <option key={unit} value={unit}>
                {t(`admin-catalogue:declinations.units.${unit}`)}
              </option>
            ))}
          </select>
        </Field>
        {input('reference', t('admin-catalogue:declinations.reference'), register('reference'), errors.reference)}
        {input('price', t('admin-catalogue:declinations.price'), register('price'), errors.price, { inputMode: 'decimal', help: t('admin-catalogue:declinations.amountFormat') })}
        {input('fixedPrice', t('admin-catalogue:declinations.fixedPrice'), register('fixedPrice'), errors.fixedPrice, {
          inputMode: 'decimal',
          help: t('admin-catalogue:declinations.fixedPriceHelp'),
        })}
        {input('quantity', t('admin-catalogue:declinations.quantity'), quantityField, errors.quantity, { inputMode: 'numeric' })}
        <div className="sm:pt-7">
          {checkbox('tracksStock', t('admin-catalogue:declinations.tracksStock'))}
          {uncounted && (
            <p className="-mt-3 mb-4 text-sm text-amber-800" data-testid={`${key}-uncounted`}>
              {t('admin-catalogue:declinations.uncounted')}
            </p>
          )}
        </div>
        {input('sellByMultipleOf', t('admin-catalogue:declinations.sellByMultipleOf'), register('sellByMultipleOf'), errors.sellByMultipleOf, { inputMode: 'numeric' })}
        {input('setQuantity', t('admin-catalogue:declinations.setQuantity'), register('setQuantity'), errors.setQuantity, {
          inputMode: 'numeric',
          help: t('admin-catalogue:declinations.setQuantityHelp'),
        })}
        {input('shippingWeight', t('admin-catalogue:declinations.shippingWeight'), register('shippingWeight'), errors.shippingWeight, {
          inputMode: 'numeric',
          help: t('admin-catalogue:declinations.shippingWeightHelp'),
        })}
        <div className="sm:pt-7">{checkbox('isValid', t('admin-catalogue:declinations.isValid'))}</div>
      </div>

      <fieldset className="mb-4 rounded-md border border-stone-200 p-3">
        <legend className="px-1 font-semibold">{t('admin-catalogue:declinations.discount')}</legend>
        {checkbox('discount.enabled', t('admin-catalogue:declinations.hasDiscount'))}
        {hasDiscount && (
          <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
            <Field id={`${key}-discountType`} label={t('admin-catalogue:declinations.discountType')}>
              <select id={`${key}-discountType`} className={inputClass} {...register('discount.type')}>
                {amountTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`admin-catalogue:declinations.discountTypes.${type}`)}
                  </option>
                ))}
              </select>
            </Field>
            {input('discountAmount', t('admin-catalogue:declinations.discountAmount'), register('discount.amount'), errors.discount?.amount, { inputMode: 'decimal' })}
            {input('discountStartsAt', t('admin-catalogue:declinations.startsAt'), register('discount.startsAt'), errors.discount?.startsAt, { type: 'date' })}
            {input('discountEndsAt', t('admin-catalogue:declinations.endsAt'), register('discount.endsAt'), errors.discount?.endsAt, { type: 'date' })}
          </div>
        )}
      </fieldset>

      <fieldset className="mb-4 rounded-md border border-stone-200 p-3">
        <legend className="px-1 font-semibold">{t('admin-catalogue:declinations.tiers')}</legend>
        {errors.decreasingDiscounts?.root?.message || errors.decreasingDiscounts?.message ? (
          <p className="mb-2 text-sm font-medium text-red-700">{messageText(t, errors.decreasingDiscounts?.root?.message ?? errors.decreasingDiscounts?.message)}</p>
        ) : null}
        {tiers.fields.map((tier, index) => (
          <div key={tier.id} className="grid gap-x-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
            {input(`tier-${index}-minQuantity`, t('admin-catalogue:declinations.tierMinQuantity'), register(`decreasingDiscounts.${index}.minQuantity`), errors.decreasingDiscounts?.[index]?.minQuantity, {
              inputMode: 'numeric',
            })}
            <Field id={`${key}-tier-${index}-type`} label={t('admin-catalogue:declinations.tierType')}>
              <select id={`${key}-tier-${index}-type`} className={inputClass} {...register(`decreasingDiscounts.${index}.type`)}>
                {amountTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`admin-catalogue:declinations.discountTypes.${type}`)}
                  </option>
                ))}
              </select>
            </Field>
            {input(`tier-${index}-amount`, t('admin-catalogue:declinations.tierAmount'), register(`decreasingDiscounts.${index}.amount`), errors.decreasingDiscounts?.[index]?.amount, {
              inputMode: 'decimal',
            })}
            <div className="mb-4 sm:pt-7">
              <button type="button" className={buttonClass.secondary} onClick={() => tiers.remove(index)}>
                {t('admin-catalogue:declinations.removeTier')}
              </button>
            </div>
          </div>
        ))}
        <button type="button" className={buttonClass.secondary} onClick={() => tiers.append({ minQuantity: '', type: 'PERCENT', amount: '' })}>
          {t('admin-catalogue:declinations.addTier')}
        </button>
      </fieldset>

      <NoticeView notice={notice} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
          {declination ? t('admin-catalogue:declinations.save') : t('admin-catalogue:declinations.create')}
        </button>
        {declination && <ConfirmButton lang={lang} label={t('admin-catalogue:declinations.remove')} onConfirm={remove} />}
      </div>
    </form>
  );
}
