import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ApiRequestError } from '~/lib/api';
import type { Lang } from '~/lib/locale';
import { codesApi, DISCOUNT_AMOUNT_TYPES, DISCOUNT_DETAIL_TYPES, type AdminDiscountCode } from '~/lib/admin/codes';
import { codeFormValues, codeInputOf, type CodeFormValues } from '~/lib/admin/code-form';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { Field, fieldAria } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';

interface Props {
  lang: Lang;
  /** The code to edit; none: a new one. */
  code?: AdminDiscountCode;
  /** The products a PRODUCT code may target. */
  products: { id: number; name: string }[];
  /** Told of the code once the server saved it. */
  onSaved?: (code: AdminDiscountCode) => void;
}

/** The form's own check: the same conversion that builds what is sent names the wrong fields. */
const resolver: Resolver<CodeFormValues> = async (values) => {
  const result = codeInputOf(values);
  if ('input' in result) return { values, errors: {} };
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, { type: 'validate', message }]));
  return { values: {}, errors: errors as FieldErrors<CodeFormValues> };
};

/** Creates a discount code, or changes one: amounts in euros or percent, validity in whole days. */
export default function CodeForm({ lang, code, products, onSaved }: Props) {
  const t = adminT(lang);
  const { notice, say } = useNotice();
  const { register, handleSubmit, watch, reset, formState } = useForm<CodeFormValues>({ defaultValues: codeFormValues(code), resolver });
  const error = (field: keyof CodeFormValues) => {
    const key = formState.errors[field]?.message;
    return key ? t(key) : undefined;
  };
  const control = (field: keyof CodeFormValues, help?: string) => ({ id: `code-${field}`, ...fieldAria(`code-${field}`, help, error(field)) });
  const type = watch('type');
  const detailType = watch('detailType');

  const save = handleSubmit(async (values) => {
    const result = codeInputOf(values);
    if (!('input' in result)) return;
    const api = codesApi(adminClient(lang));
    try {
      const saved = code ? await api.change(code.id, result.input) : await api.create(result.input);
      say('ok', t(code ? 'admin-codes:form.saved' : 'admin-codes:form.created', { code: saved.code }));
      reset(code ? codeFormValues(saved) : codeFormValues());
      onSaved?.(saved);
    } catch (failure) {
      say('error', failure instanceof ApiRequestError && failure.status !== null ? failure.message : t('admin:state.offline'));
    }
  });

  const help = {
    code: t('admin-codes:form.codeHelp'),
    period: t('admin-codes:form.periodHelp'),
    maxUses: t('admin-codes:form.maxUsesHelp'),
    maxUsesPerCustomer: t('admin-codes:form.maxUsesPerCustomerHelp'),
    minimumAmount: t('admin-codes:form.minimumAmountHelp'),
  };

  return (
    <form onSubmit={save} noValidate className={panelClass} data-testid="code-form" aria-labelledby="code-form-title">
      <h2 id="code-form-title" className="mb-4 text-lg font-semibold">{t(code ? 'admin-codes:form.editTitle' : 'admin-codes:form.createTitle')}</h2>
      <div className="grid gap-x-6 md:grid-cols-2">
        <Field id="code-code" label={t('admin-codes:form.code')} help={help.code} error={error('code')}>
          <input className={`${inputClass} font-mono uppercase`} autoComplete="off" spellCheck={false} {...control('code', help.code)} {...register('code')} />
        </Field>
        <fieldset className="mb-4">
          <legend className="mb-1 font-medium">{t('admin-codes:form.type')}</legend>
          <div className="flex flex-wrap gap-4">
            {DISCOUNT_AMOUNT_TYPES.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" value={value} className="size-4 accent-wine-700" {...register('type')} />
                {t(`admin-codes:form.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Field id="code-amount" label={t(type === 'EURO' ? 'admin-codes:form.amountEuro' : 'admin-codes:form.amountPercent')} error={error('amount')}>
          <input className={inputClass} inputMode="decimal" {...control('amount')} {...register('amount')} />
        </Field>
        <Field id="code-detailType" label={t('admin-codes:form.detailType')}>
          <select className={inputClass} {...control('detailType')} {...register('detailType')}>
            {DISCOUNT_DETAIL_TYPES.map((value) => (
              <option key={value} value={value}>{t(`admin-codes:detail.${value}`)}</option>
            ))}
          </select>
        </Field>
        {detailType === 'PRODUCT' && (
          <Field id="code-productId" label={t('admin-codes:form.product')} error={error('productId')}>
            <select className={inputClass} {...control('productId')} {...register('productId')}>
              <option value="">{t('admin-codes:form.chooseProduct')}</option>
              {products.map((product) => (
                <option key={product.id} value={product.id}>{product.name}</option>
              ))}
            </select>
          </Field>
        )}
        <Field id="code-startsOn" label={t('admin-codes:form.startsOn')} help={help.period} error={error('startsOn')}>
          <input type="date" className={inputClass} {...control('startsOn', help.period)} {...register('startsOn')} />
        </Field>
        <Field id="code-endsOn" label={t('admin-codes:form.endsOn')} help={help.period} error={error('endsOn')}>
          <input type="date" className={inputClass} {...control('endsOn', help.period)} {...register('endsOn')} />
        </Field>
        <Field id="code-maxUses" label={t('admin-codes:form.maxUses')} help={help.maxUses} error={error('maxUses')}>
          <input className={inputClass} inputMode="numeric" {...control('maxUses', help.maxUses)} {...register('maxUses')} />
        </Field>
        <Field id="code-maxUsesPerCustomer" label={t('admin-codes:form.maxUsesPerCustomer')} help={help.maxUsesPerCustomer} error={error('maxUsesPerCustomer')}>
          <input className={inputClass} inputMode="numeric" {...control('maxUsesPerCustomer', help.maxUsesPerCustomer)} {...register('maxUsesPerCustomer')} />
        </Field>
        <Field id="code-minimumAmount" label={t('admin-codes:form.minimumAmount')} help={help.minimumAmount} error={error('minimumAmount')}>
          <input className={inputClass} inputMode="decimal" {...control('minimumAmount', help.minimumAmount)} {...register('minimumAmount')} />
        </Field>
        <div className="mb-4 flex items-start gap-3 self-end">
          <input id="code-isActive" type="checkbox" className="mt-1 size-5 accent-wine-700" aria-describedby="code-isActive-help" {...register('isActive')} />
          <div>
            <label htmlFor="code-isActive" className="font-medium">{t('admin-codes:form.isActive')}</label>
            <p id="code-isActive-help" className="text-sm text-stone-600">{t('admin-codes:form.isActiveHelp')}</p>
          </div>
        </div>
      </div>
      <NoticeView notice={notice} />
      <button type="submit" className={buttonClass.primary} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('admin:actions.saving') : t(code ? 'admin-codes:form.save' : 'admin-codes:form.create')}
      </button>
    </form>
  );
}
