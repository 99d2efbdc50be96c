import { useMemo } from 'react';
import { useForm, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '~/lib/api';
import type { Lang } from '~/lib/locale';
import {
  choicesOf,
  isCodeParameter,
  isColorParameter,
  isPerLanguage,
  isRichTextParameter,
  shownSwitch,
  parametersApi,
  refusal,
  type AdminParameter,
  type AdminParameters,
  type ParameterChange,
  type SettingsGroup,
} from '~/lib/admin/parameters';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { Field, fieldAria } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { RichText } from '../ui/RichText';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import { ColorPreview } from './ColorPreview';

interface Props {
  lang: Lang;
  group: SettingsGroup;
  /** The group's parameters, in the order the group lists them. */
  parameters: AdminParameter[];
  /** Only in the shop rules: whether the site sells online. */
  isECommerce?: boolean;
}

/** The form's values: per parameter its French (or only) text, and its English text when it has one. */
interface Values {
  fr: Record<string, string>;
  en: Record<string, string>;
  isECommerce: boolean;
}

const initialValues = (parameters: AdminParameter[], isECommerce: boolean | undefined): Values => ({
  fr: Object.fromEntries(parameters.map((p) => [p.type, shownSwitch(p.type, p.value)])),
  en: Object.fromEntries(parameters.filter((p) => isPerLanguage(p.type)).map((p) => [p.type, p.translations.en_US ?? ''])),
  isECommerce: isECommerce ?? true,
});

/** One group of the site parameters, saved at once; each value is checked as the server will check it. */
export default function ParametersForm({ lang, group, parameters, isECommerce }: Props) {
  const t = adminT(lang);
  const { notice, say } = useNotice();
  const defaults = useMemo(() => initialValues(parameters, isECommerce), [parameters, isECommerce]);
  const { register, handleSubmit, watch, setValue, reset, setError, formState } = useForm<Values>({ defaultValues: defaults });
  const groupTitle = t(`admin-parameters:groups.${group}.title`);

  const save = handleSubmit(async (values) => {
    const dirty = formState.dirtyFields;
    const changes: ParameterChange[] = parameters
      .filter((p) => dirty.fr?.[p.type] || dirty.en?.[p.type])
      .map((p) => ({
        type: p.type,
        value: values.fr[p.type] ?? '',
        ...(isPerLanguage(p.type) ? { translations: { en_US: values.en[p.type] ?? '' } } : {}),
      }));
    const selling = dirty.isECommerce ? values.isECommerce : undefined;
    if (changes.length === 0 && selling === undefined) return say('ok', t('admin-parameters:unchanged'));
    let refused = false;
    for (const change of changes) {
      const kind = parameters.find((p) => p.type === change.type)!.kind;
      for (const [side, text] of [['fr', change.value], ['en', change.translations?.en_US]] as const) {
        const reason = text && text.trim() ? refusal(change.type, kind, text.trim()) : null;
        if (reason) {
          setError(`${side}.${change.type}`, { message: t(reason, { type: change.type }) });
          refused = true;
        }
      }
    }
    if (refused) return;
    try {
      const saved: AdminParameters = await parametersApi(adminClient(lang)).save({ changes, isECommerce: selling });
      const mine = parameters.map((p) => saved.parameters.find((s) => s.type === p.type) ?? p);
      reset(initialValues(mine, group === 'shop' ? saved.isECommerce : undefined));
      say('ok', t('admin-parameters:saved', { group: groupTitle }));
    } catch (error) {
      say('error', error instanceof ApiRequestError && error.status !== null ? error.message : t('admin:state.offline'));
    }
  });

  const colours = group === 'look' ? watch('fr') : null;

  return (
    <form onSubmit={save} noValidate className={panelClass} data-testid="parameters-form">
      <p className="mb-6 max-w-3xl text-stone-700">{t(`admin-parameters:groups.${group}.intro`)}</p>
      {group === 'shop' && (
        <div className="mb-6 flex items-start gap-3 rounded-md bg-stone-50 p-3">
          <input id="isECommerce" type="checkbox" className="mt-1 size-5 accent-wine-700" aria-describedby="isECommerce-help" {...register('isECommerce')} />
          <div>
            <label htmlFor="isECommerce" className="font-medium">{t('admin-parameters:isECommerce')}</label>
            <p id="isECommerce-help" className="text-sm text-stone-600">{t('admin-parameters:isECommerceHelp')}</p>
          </div>
        </div>
      )}
      {colours && <ColorPreview lang={lang} colors={colours} />}
      {/* A label may hold an address (a map's tile URL): broken anywhere, it never widens a phone's page. */}
      <div className="grid gap-x-8 [overflow-wrap:anywhere] md:grid-cols-2">
        {parameters.map((parameter) => (
          <ParameterControl
            key={parameter.type}
            parameter={parameter}
            lang={lang}
            t={t}
            register={register}
            setValue={setValue}
            value={watch(`fr.${parameter.type}`)}
            english={watch(`en.${parameter.type}`)}
            errors={{ fr: formState.errors.fr?.[parameter.type]?.message, en: formState.errors.en?.[parameter.type]?.message }}
          />
        ))}
      </div>
      <NoticeView notice={notice} />
      <button type="submit" className={`${buttonClass.primary} mt-2`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('admin:actions.saving') : t('admin-parameters:saveGroup', { group: groupTitle })}
      </button>
    </form>
  );
}

const readOnlyClass = 'read-only:bg-stone-100 read-only:text-stone-700';

interface ControlProps {
  parameter: AdminParameter;
  lang: Lang;
  t: TFunction;
  register: UseFormRegister<Values>;
  setValue: UseFormSetValue<Values>;
  value: string;
  english: string | undefined;
  errors: { fr?: string; en?: string };
}

/** The control a parameter needs: a switch, a number, a colour, a list, a text, rich text or code. */
function ParameterControl({ parameter, lang, t, register, setValue, value, english, errors }: ControlProps) {
  const { type, kind } = parameter;
  const label = t(`admin-parameters:labels.${type}`, { defaultValue: parameter.label ?? type });
  // A parameter this administrator may not change is shown as it stands, with why it is locked.
  const locked = !parameter.mayChange;
  const help = t(`admin-parameters:help.${type}`, { defaultValue: '' }) || undefined;
  const id = `p-${type}`;
  const wide = kind === 'TEXT' || isPerLanguage(type);

  if (kind === 'BOOLEAN') {
    return (
      <div className="mb-4 flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-wine-700"
          checked={value === 'true'}
          onChange={(event) => setValue(`fr.${type}`, event.target.checked ? 'true' : 'false', { shouldDirty: true })}
          {...fieldAria(id, help, errors.fr)}
        />
        <div>
          <label htmlFor={id} className="font-medium">{label}</label>
          {help && <p id={`${id}-help`} className="text-sm text-stone-600">{help}</p>}
          {errors.fr && <p id={`${id}-error`} className="text-sm font-medium text-red-700">{errors.fr}</p>}
        </div>
      </div>
    );
  }

  if (isRichTextParameter(type)) {
    return (
      <div className="md:col-span-2">
        <RichText lang={lang} id={id} label={`${label} (${t('admin-parameters:french')})`} help={help} error={errors.fr} value={value} onChange={(html) => setValue(`fr.${type}`, html, { shouldDirty: true })} />
        <RichText lang={lang} id={`${id}-en`} label={`${label} (${t('admin-parameters:english')})`} help={t('admin-parameters:englishHelp')} error={errors.en} value={english ?? ''} onChange={(html) => setValue(`en.${type}`, html, { shouldDirty: true })} />
      </div>
    );
  }

  const control = (side: 'fr' | 'en', controlId: string, error: string | undefined, controlHelp: string | undefined) => {
    const described = fieldAria(controlId, controlHelp, error);
    const aria = locked ? { ...described, 'aria-describedby': [`${id}-locked`, described['aria-describedby']].filter(Boolean).join(' ') } : described;
    const registered = register(`${side}.${type}`);
    const choices = choicesOf(type);
    if (choices) {
      return (
        <select id={controlId} className={inputClass} {...aria} {...registered}>
          <option value="">{t('admin-parameters:noValue')}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>{t(`admin-parameters:choices.${choice}`, { defaultValue: choice })}</option>
          ))}
        </select>
      );
    }
    if (isColorParameter(type)) {
      return (
        <div className="flex gap-2">
          <input
            type="color"
            aria-label={`${label}: ${t('admin-parameters:choose')}`}
            className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-stone-400 bg-white"
            value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
            onChange={(event) => setValue(`fr.${type}`, event.target.value, { shouldDirty: true })}
          />
          <input id={controlId} type="text" className={`${inputClass} font-mono`} spellCheck={false} {...aria} {...registered} />
        </div>
      );
    }
    if (kind === 'TEXT') {
      const code = isCodeParameter(type);
      return (
        <textarea
          id={controlId}
          rows={code ? 8 : 3}
          spellCheck={!code}
          readOnly={locked}
          className={`${inputClass} ${code ? 'font-mono text-sm' : ''} ${locked ? readOnlyClass : ''}`}
          {...aria}
          {...registered}
        />
      );
    }
    return (
      <input
        id={controlId}
        type={kind === 'NUMBER' ? 'number' : 'text'}
        step={kind === 'NUMBER' ? 'any' : undefined}
        inputMode={kind === 'LINK' ? 'url' : undefined}
        readOnly={locked}
        className={`${inputClass} ${locked ? readOnlyClass : ''}`}
        {...aria}
        {...registered}
      />
    );
  };

  if (isPerLanguage(type)) {
    return (
      <fieldset className={`mb-2 ${wide ? 'md:col-span-2' : ''}`}>
        <legend className="mb-2 font-semibold">{label}</legend>
        <div className="grid gap-x-6 md:grid-cols-2">
          <Field id={id} label={t('admin-parameters:french')} help={help} error={errors.fr}>{control('fr', id, errors.fr, help)}</Field>
          <Field id={`${id}-en`} label={t('admin-parameters:english')} help={t('admin-parameters:englishHelp')} error={errors.en}>
            {control('en', `${id}-en`, errors.en, t('admin-parameters:englishHelp'))}
          </Field>
        </div>
      </fieldset>
    );
  }

  return (
    <div className={wide ? 'md:col-span-2' : ''}>
      <Field id={id} label={label} help={help} error={errors.fr}>{control('fr', id, errors.fr, help)}</Field>
      {locked && (
        <p id={`${id}-locked`} className="-mt-2 mb-5 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {t('admin-parameters:superAdminOnly')}
        </p>
      )}
    </div>
  );
}
